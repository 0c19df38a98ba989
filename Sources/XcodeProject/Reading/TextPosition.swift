/// The line and column of a byte offset, found by counting from the start of the bytes.
struct TextPosition {
    var line = 1
    var column = 1
    /// The offset of the first byte of the line.
    var lineStart = 0

    init(of offset: Int, in bytes: [UInt8]) {
        let target = min(max(offset, 0), bytes.count)
        var position = 0
        while position < target {
            let byte = bytes[position]
            position += 1
            if byte == .lineFeed
                || (byte == .carriageReturn && (position == bytes.count || bytes[position] != .lineFeed))
            {
                (line, column, lineStart) = (line + 1, 1, position)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// The text of the line, without its line break.
    func lineText(in bytes: [UInt8]) -> String {
        var end = lineStart
        while end < bytes.count, !bytes[end].isLineBreak {
            end += 1
        }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }
}
