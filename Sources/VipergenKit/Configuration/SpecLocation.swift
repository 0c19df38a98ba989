/// A line and column in the spec file.
public struct SpecLocation: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The text of the entry's line, for the excerpt under an error.
    public var sourceLine: String = ""
}
