/// Several diagnostics reported together: validation collects every problem before failing once.
public struct Diagnostics: Error, Sendable, Equatable, CustomStringConvertible {
    public var items: [Diagnostic]

    public init(_ items: [Diagnostic]) {
        self.items = items
    }

    public var description: String {
        items.map(\.description).joined(separator: "\n")
    }
}
