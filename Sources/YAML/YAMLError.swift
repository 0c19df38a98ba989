import DiagnosticText

/// A problem in a YAML document, located by file, line and column.
///
/// The parser throws it for anything outside the supported subset. Callers that find a problem in what they read
/// (an unknown key, a value of the wrong type) can make one with `init(_:at:in:file:)` to report it the same way.
/// Its `description` is a compiler-style diagnostic:
///
///     catalogs.yml:3:1: error: tab characters are not allowed in indentation; indent with spaces
///     	prefix: AD
///     ^
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name the document was parsed with, printed as given.
    public var file: String
    /// Where the problem is.
    public var mark: YAMLMark
    /// What is wrong, in one line, without the location.
    public var message: String
    /// The text of the line the problem is on, without its line break; empty when there is no line to show.
    public var sourceLine: String

    /// The 1-based line of `mark`.
    public var line: Int { mark.line }
    /// The 1-based column of `mark`, in Unicode scalars.
    public var column: Int { mark.column }

    public init(file: String, mark: YAMLMark, message: String, sourceLine: String) {
        self.file = file
        self.mark = mark
        self.message = message
        self.sourceLine = sourceLine
    }

    /// Makes an error about the node at `mark` in `text`, the document it was parsed from, for problems found
    /// after parsing.
    public init(_ message: String, at mark: YAMLMark, in text: String, file: String) {
        let lineText = SourceLocator.text(ofLine: mark.line, in: SourceLocator.documentBytes(of: text))
        self.init(file: file, mark: mark, message: message, sourceLine: lineText)
    }

    /// `file:line:column: error: message`, then the source line and a caret under the column.
    public var description: String {
        DiagnosticText.error(message, file: file, line: mark.line, column: mark.column, sourceLine: sourceLine)
    }
}
