/// One problem in a user's file, printed the way compilers print them so editors can jump to it.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The text of the offending line, shown with a caret under the column; empty when unknown.
    public var sourceLine: String

    public init(file: String, line: Int, column: Int, message: String, sourceLine: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    /// A diagnostic whose source line is taken from `text`.
    init(file: String, text: String, line: Int, column: Int, message: String) {
        var sourceLine = ""
        var current = 1
        for candidate in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == line {
                sourceLine = String(candidate)
                if sourceLine.hasSuffix("\r") { sourceLine.removeLast() }
                break
            }
            current += 1
        }
        self.init(file: file, line: line, column: column, message: message, sourceLine: sourceLine)
    }

    /// How much of a long source line is shown around the column.
    static let window = 160

    /// `file:line:column: error: message`, then the line and a caret under the column. A long line is cut to a
    /// window around the column, marked with `...`.
    public var description: String {
        guard line > 0 else { return "\(file): error: \(message)" }
        var text = "\(file):\(line):\(column): error: \(message)"
        if !sourceLine.isEmpty {
            let characters = Array(sourceLine)
            let target = min(max(column - 1, 0), characters.count)
            let start =
                characters.count > Self.window
                ? max(0, min(target - Self.window / 2, characters.count - Self.window)) : 0
            let end = min(characters.count, start + Self.window)
            let lead = start > 0 ? "..." : ""
            let shown = lead + String(characters[start..<end]) + (end < characters.count ? "..." : "")
            let caret =
                lead.map { _ in " " }.joined()
                + characters[start..<target].map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n\(shown)\n\(caret)^"
        }
        return text
    }
}

/// Several diagnostics reported together: validation collects every problem before failing once.
public struct Diagnostics: Error, Sendable, Equatable, CustomStringConvertible {
    public var items: [Diagnostic]

    public init(_ items: [Diagnostic]) {
        self.items = items
    }

    public var description: String {
        items.map(\.description).joined(separator: "\n")
    }
}
