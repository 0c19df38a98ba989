/// Turns byte offsets into the document into marks, and finds the text of a line.
///
/// The parser keeps positions as byte offsets and asks for a mark only when it makes a node or an error. It asks
/// in increasing order, so the locator walks forward from its previous answer and the total work stays linear in
/// the size of the document. A request behind that point restarts from the start of the line, or of the document.
struct SourceLocator {
    private let bytes: [UInt8]
    /// The previous answer: `offset` is at `column` of `line`, and that line starts at `lineStart`.
    private var line = 1
    private var lineStart = 0
    private var offset = 0
    private var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes of `text` as the parser reads them: its UTF-8 without a leading byte order mark.
    static func documentBytes(of text: String) -> [UInt8] {
        let utf8 = text.utf8
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        return utf8.starts(with: byteOrderMark) ? Array(utf8.dropFirst(byteOrderMark.count)) : Array(utf8)
    }

    /// The mark of the character that starts at `target`.
    mutating func mark(at target: Int) -> YAMLMark {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            if target < lineStart {
                (line, lineStart) = (1, 0)
            }
            (offset, column) = (lineStart, 1)
        }
        while offset < target {
            let byte = bytes[offset]
            offset += 1
            if byte == .lineFeed || (byte == .carriageReturn && (offset == bytes.count || bytes[offset] != .lineFeed)) {
                (line, lineStart, column) = (line + 1, offset, 1)
            } else if !byte.isUTF8Continuation {
                column += 1
            }
        }
        return YAMLMark(line: line, column: column)
    }

    /// The mark of `target` and the text of its line, for an error message.
    mutating func locate(_ target: Int) -> (mark: YAMLMark, lineText: String) {
        let mark = mark(at: target)
        return (mark, Self.text(ofLineStartingAt: lineStart, in: bytes))
    }

    /// The text of line `number` of a document, or "" when it has fewer lines.
    static func text(ofLine number: Int, in bytes: [UInt8]) -> String {
        var line = 1
        var index = 0
        while line < number, index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == .lineFeed || (byte == .carriageReturn && (index == bytes.count || bytes[index] != .lineFeed)) {
                line += 1
            }
        }
        return line == number ? text(ofLineStartingAt: index, in: bytes) : ""
    }

    /// The text from `start` to the end of its line, without the line break.
    private static func text(ofLineStartingAt start: Int, in bytes: [UInt8]) -> String {
        var end = start
        while end < bytes.count, !bytes[end].isBreak {
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension UInt8 {
    /// Whether this byte continues a multi-byte UTF-8 sequence rather than starting a character.
    fileprivate var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }
}
