/// Finds lines in a file's bytes. A line ends at LF, CRLF or a lone CR, and the break is never part of the
/// line's text: splitting `String`s on `"\n"` would keep the CR, or see a CRLF file as one line, since `"\r\n"`
/// is a single `Character`.
public enum SourceLines {
    /// The text of line `number` (1-based), or "" when the file has fewer lines.
    public static func text(ofLine number: Int, in bytes: some Collection<UInt8>) -> String {
        var line = 1
        var index = bytes.startIndex
        while line < number, index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            if byte == lineFeed || (byte == carriageReturn && (index == bytes.endIndex || bytes[index] != lineFeed)) {
                line += 1
            }
        }
        guard line == number else { return "" }
        return text(from: index, in: bytes)
    }

    /// The text of line `number` of `text`.
    public static func text(ofLine number: Int, in text: String) -> String {
        self.text(ofLine: number, in: text.utf8)
    }

    /// The 1-based line and column (in characters) of the byte at `offset`, and the text of its line.
    public static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int, text: String) {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = bytes[index]
            index += 1
            if byte == lineFeed || (byte == carriageReturn && (index == bytes.count || bytes[index] != lineFeed)) {
                line += 1
                lineStart = index
            }
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column, text(from: lineStart, in: bytes))
    }

    /// The text from `start` to the end of its line, without the line break.
    private static func text<Bytes: Collection<UInt8>>(from start: Bytes.Index, in bytes: Bytes) -> String {
        var end = start
        while end != bytes.endIndex, bytes[end] != lineFeed, bytes[end] != carriageReturn {
            end = bytes.index(after: end)
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
