/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with the position it starts at.
///
/// The accessors return `nil` when the node is not of the asked kind, so a reader can say
/// `spec["code_files"]?.array` and report a missing or mistyped value at the node's `mark`. Nodes are equal when
/// their content and their marks are.
public struct YAMLNode: Sendable, Equatable {
    /// What a node holds.
    public enum Kind: Sendable, Equatable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// The entries in document order. Keys are unique within a mapping: the parser rejects duplicates.
        case mapping([YAMLPair])
    }

    public var kind: Kind
    /// Where the node starts: its first character, the `-` of a block sequence, the first key of a block mapping,
    /// the opening bracket of a flow collection. An empty value (`key:`) is marked where its content would start.
    public var mark: YAMLMark

    public init(_ kind: Kind, at mark: YAMLMark) {
        self.kind = kind
        self.mark = mark
    }

    /// The scalar, when this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { scalar } else { nil }
    }

    /// The text of a scalar that is not null, whatever its style: `version: 1.0` reads as "1.0". A null (`key:`,
    /// `~`, `null`) and collections read as `nil`, so a missing value and an absent key look the same.
    public var string: String? {
        guard let scalar, !scalar.isNull else { return nil }
        return scalar.text
    }

    /// The items, when this node is a sequence.
    public var array: [YAMLNode]? {
        if case .sequence(let items) = kind { items } else { nil }
    }

    /// The entries in document order, when this node is a mapping.
    public var pairs: [YAMLPair]? {
        if case .mapping(let pairs) = kind { pairs } else { nil }
    }

    /// The value for `key` when this node is a mapping that has it. Keys match by text, whatever their style.
    public subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.text == key }?.value
    }

    /// Whether this node is a null scalar (see `YAMLScalar.isNull`).
    public var isNull: Bool { scalar?.isNull ?? false }

    /// The core-schema value of a plain `true` or `false` scalar (see `YAMLScalar.bool`).
    public var bool: Bool? { scalar?.bool }

    /// The core-schema value of a plain integer scalar (see `YAMLScalar.int`).
    public var int: Int? { scalar?.int }

    /// The core-schema value of a plain number scalar (see `YAMLScalar.double`).
    public var double: Double? { scalar?.double }
}
