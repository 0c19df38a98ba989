/// A target of the project, as the `targets` list of the project object names it.
public struct ProjectTarget: Sendable, Hashable {
    /// What builds the target, from its `isa`.
    public enum Kind: Sendable, Hashable {
        /// `PBXNativeTarget`: compiles sources and copies resources through its build phases.
        case native
        /// `PBXAggregateTarget`: runs scripts and builds other targets; it compiles nothing itself.
        case aggregate
        /// `PBXLegacyTarget`: runs an external build tool.
        case legacy
        /// Any other `isa`, carried as written.
        case other(String)

        init(isa: String) {
            switch isa {
            case "PBXNativeTarget": self = .native
            case "PBXAggregateTarget": self = .aggregate
            case "PBXLegacyTarget": self = .legacy
            default: self = .other(isa)
            }
        }
    }

    /// The object ID.
    public var id: String
    /// The name Xcode shows; "" when the target has none.
    public var name: String
    /// What the target builds, from its product type.
    public var kind: Kind
    /// The `isa` as written: `PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`.
    public var isa: String
    /// `com.apple.product-type.application`, `com.apple.product-type.bundle.unit-test`, ...; `nil` for targets
    /// that have none.
    public var productType: String?

    /// A target as the reader finds it.
    public init(id: String, name: String, kind: Kind, isa: String, productType: String?) {
        self.id = id
        self.name = name
        self.kind = kind
        self.isa = isa
        self.productType = productType
    }
}
