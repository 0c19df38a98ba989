/// The one way vipergen prints an error: `file:line:column: error: message`, the source line, and a caret under the
/// column, as compilers print them so that editors can jump to the place.
///
/// Every layer (the template engine, the YAML reader, the project-file reader, the generator) describes its
/// errors through this type, so they all look alike and the `error:` prefix is written in one place.
public enum DiagnosticText {
    /// Lines longer than this many characters are cut to a window around the column.
    static let maximumWidth = 160
    /// How many characters of the window come before the column.
    static let leadingContext = 60
    static let ellipsis = "..."

    /// An error about a place in a file.
    /// - Parameters:
    ///   - file: The file as the user named it; `nil` when the error is not about a file.
    ///   - line: 1-based; 0 when the error concerns the whole file.
    ///   - column: 1-based, in characters.
    ///   - sourceLine: The text of the line, without its line break; empty to show no excerpt.
    public static func error(
        _ message: String, file: String? = nil, line: Int = 0, column: Int = 0, sourceLine: String = ""
    ) -> String {
        guard let file else { return "error: \(message)" }
        guard line > 0 else { return "\(file): error: \(message)" }
        let heading = "\(file):\(line):\(column): error: \(message)"
        guard !sourceLine.isEmpty else { return heading }
        return heading + "\n" + excerpt(of: sourceLine, column: column)
    }

    /// The line, cut to a window around `column` when it is long, then a caret line pointing at the column.
    /// The caret line copies the line's tabs, so the caret lands under the column whatever the tab width.
    static func excerpt(of line: String, column: Int) -> String {
        let characters = Array(line)
        let target = max(column - 1, 0)  // may be past the end, for an error at the line break
        var lower = 0
        var upper = characters.count
        if characters.count > maximumWidth {
            lower = max(0, min(target, characters.count) - leadingContext)
            upper = min(characters.count, lower + maximumWidth)
        }
        var text = ""
        var caret = ""
        if lower > 0 {
            text += ellipsis
            caret += String(repeating: " ", count: ellipsis.count)
        }
        text += String(characters[lower..<upper])
        if upper < characters.count { text += ellipsis }
        for character in characters[lower..<min(target, upper)] {
            caret.append(character == "\t" ? "\t" : " ")
        }
        caret += String(repeating: " ", count: max(target - upper, 0)) + "^"
        return text + "\n" + caret
    }
}
