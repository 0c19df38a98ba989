/// A spec vipergen cannot read, with where.
public struct ProjectSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec file.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// `file:line:column: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
