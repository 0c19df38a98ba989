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
        let heading = "\(file):\(mark.line):\(mark.column): error: \(message)"
        guard !sourceLine.isEmpty else { return heading }
        let excerpt = Excerpt(line: sourceLine, column: mark.column)
        return heading + "\n" + excerpt.text + "\n" + excerpt.caret
    }
}

/// The part of a source line a diagnostic shows, and the caret line that points into it.
private struct Excerpt {
    /// Lines longer than this many scalars are cut to a window around the column.
    private static let maxWidth = 160
    /// How many scalars of context the window keeps before the column.
    private static let leadingContext = 60
    private static let ellipsis = "..."

    var text = ""
    var caret = ""

    init(line: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        let target = max(column - 1, 0)  // may be past the end, for an error at the line break
        var lower = 0
        var upper = scalars.count
        if scalars.count > Self.maxWidth {
            lower = max(0, min(target, scalars.count) - Self.leadingContext)
            upper = min(scalars.count, lower + Self.maxWidth)
        }
        if lower > 0 {
            text += Self.ellipsis
            caret += String(repeating: " ", count: Self.ellipsis.count)
        }
        text.unicodeScalars.append(contentsOf: scalars[lower..<upper])
        if upper < scalars.count {
            text += Self.ellipsis
        }
        // Copy the line's whitespace (tabs above all) so the caret lands under the column in any tab width.
        for scalar in scalars[lower..<min(target, upper)] {
            caret.unicodeScalars.append(scalar.properties.isWhitespace ? scalar : " ")
        }
        caret += String(repeating: " ", count: max(target - upper, 0)) + "^"
    }
}
