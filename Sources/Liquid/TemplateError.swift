/// A problem found while parsing or rendering a template, with the place it happened.
///
/// The line and column are computed from a byte offset only when an error is made, so parsing and rendering
/// never pay for line counting.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is, for callers that react differently to each.
    public enum Kind: String, Sendable, Equatable {
        case syntax
        case undefinedVariable
        case undefinedFilter
        case filter
        case comparison
        case limit
        case partial
    }

    public var kind: Kind
    /// What is wrong and, where it can be said, how to fix it.
    public var message: String
    /// The template's name as its loader knows it, usually a path.
    public var templateName: String
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column of the problem, counted in characters.
    public var column: Int
    /// The text of the line the problem is on, without its line break.
    public var sourceLine: String

    init(_ kind: Kind, _ message: String, in source: SourceText, at offset: Int) {
        self.kind = kind
        self.message = message
        self.templateName = source.name
        (line, column, sourceLine) = source.location(of: offset)
    }

    /// An error for a partial loader to throw when a partial exists but cannot be read (it is not UTF-8 text, say).
    /// The renderer reports it at the `include` or `render` tag, as "partial 'name': `reason`".
    public init(unreadablePartial reason: String) {
        self.kind = .partial
        self.message = reason
        self.templateName = ""
        (line, column, sourceLine) = (0, 0, "")
    }

    /// `file:line:column: error: message`, then the line and a caret under the column, as compilers print.
    /// A long line is cut to a window around the column.
    public var description: String {
        let characters = Array(sourceLine)
        let target = min(max(column - 1, 0), characters.count)
        var lower = 0
        var upper = characters.count
        if characters.count > Self.maximumExcerptWidth {
            lower = max(0, target - Self.excerptContext)
            upper = min(characters.count, lower + Self.maximumExcerptWidth)
        }
        var excerpt = lower > 0 ? "..." : ""
        var caret = lower > 0 ? "   " : ""
        excerpt += String(characters[lower..<upper])
        if upper < characters.count { excerpt += "..." }
        for character in characters[lower..<min(target, upper)] {
            caret.append(character == "\t" ? "\t" : " ")
        }
        return "\(templateName):\(line):\(column): error: \(message)\n\(excerpt)\n\(caret)^"
    }

    /// Lines longer than this many characters are shown as a window around the column.
    private static let maximumExcerptWidth = 160
    /// How many characters of the window come before the column.
    private static let excerptContext = 60
}

extension String {
    /// The text cut to 40 characters, for quoting a name or value of the template in a message.
    var shortened: String {
        count > 40 ? prefix(40) + "..." : self
    }
}

/// A template's text with its name, kept as UTF-8 bytes so the lexer can scan without copying.
struct SourceText: Sendable {
    let name: String
    let bytes: [UInt8]

    init(name: String, text: String) {
        self.name = name
        self.bytes = Array(text.utf8)
    }

    /// The text between two byte offsets.
    subscript(range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// 1-based line and column of a byte offset, and the text of that line.
    func location(of offset: Int) -> (line: Int, column: Int, text: String) {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        var text = self[lineStart..<lineEnd]
        if text.hasSuffix("\r") { text.removeLast() }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column, text)
    }
}
