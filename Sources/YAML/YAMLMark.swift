/// A position in a YAML document, for pointing diagnostics at a node or a key.
///
/// Lines and columns are 1-based. A column counts Unicode scalars from the start of its line: a tab is one
/// column, and so is "é" written as a single scalar. A byte order mark at the start of the document is not counted.
public struct YAMLMark: Sendable, Hashable, CustomStringConvertible {
    /// The line number; `\n`, `\r\n` and a lone `\r` each end a line.
    public var line: Int
    /// The column, in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print positions.
    public var description: String { "\(line):\(column)" }
}
