/// One problem in a user's file, printed the way compilers print them so editors can jump to it.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file, as the user named it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// What is wrong, and how to fix it where that is known.
    public var message: String
    /// The text of the offending line, shown with a caret under the column; empty when unknown.
    public var sourceLine: String

    /// A diagnostic at `line` and `column` of `file`.
    public init(file: String, line: Int, column: Int, message: String, sourceLine: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    /// A diagnostic whose source line is taken from `text`, whatever its line endings.
    public init(file: String, text: String, line: Int, column: Int, message: String) {
        self.init(
            file: file, line: line, column: column, message: message,
            sourceLine: SourceLines.text(ofLine: line, in: text))
    }

    /// `file:line:column: error: message`, then the line and a caret under the column.
    public var description: String {
        DiagnosticText.error(message, file: file, line: line, column: column, sourceLine: sourceLine)
    }
}
