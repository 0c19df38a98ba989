/// The rules for the files vipergen reads as text.
public enum TextFileRules {
    /// The largest file read as text: 1 MiB. Templates and settings take a few kilobytes; a file near this size
    /// is a mistake (or an attack), and would make every later stage slow.
    public static let maximumBytes = 1 << 20

    /// The UTF-8 byte order mark, which some Windows editors put at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` as text, without a leading byte order mark.
    /// - Throws: `FileSystemError` when there are more than `maximumBytes` or they are not UTF-8.
    static func decode(_ bytes: [UInt8], path: String) throws(FileSystemError) -> String {
        guard bytes.count <= maximumBytes else {
            throw .tooLarge(path, size: bytes.count, limit: maximumBytes)
        }
        let body = bytes.starts(with: byteOrderMark) ? bytes[byteOrderMark.count...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) {
            return text
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .utf16(path)
        }
        let (line, column, byte) = firstInvalidByte(in: body)
        throw .notUTF8(path, line: line, column: column, byte: byte)
    }

    /// The 1-based line and column (in characters) of the first byte that is not part of valid UTF-8, and the byte.
    public static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> (line: Int, column: Int, byte: UInt8) {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = bytes.startIndex
        var line = 1
        var lineStart = offset
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
            if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset
            }
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column, offset < bytes.endIndex ? bytes[offset] : 0)
    }
}
