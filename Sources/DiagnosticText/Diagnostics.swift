/// Several diagnostics reported together: validation collects every problem before failing once.
public struct Diagnostics: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, in the order they were found.
    public var items: [Diagnostic]

    /// The problems `items`, reported together.
    public init(_ items: [Diagnostic]) {
        self.items = items
    }

    public var description: String {
        items.map(\.description).joined(separator: "\n")
    }
}
