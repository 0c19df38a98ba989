/// What is wrong with a JSON text, and where.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// What is wrong there.
    public var message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}
