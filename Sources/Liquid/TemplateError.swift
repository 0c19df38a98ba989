import DiagnosticText

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
        /// A tag given a value it cannot use: a range's end or a loop's limit that is not a number, a partial's
        /// name that is not text.
        case argument
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
    public var description: String {
        DiagnosticText.error(message, file: templateName, line: line, column: column, sourceLine: sourceLine)
    }
}

extension String {
    /// The text cut to 40 characters, for quoting a name or value of the template in a message.
    var shortened: String {
        count > 40 ? prefix(40) + "..." : self
    }
}
