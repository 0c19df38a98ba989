import ByteWords

/// A position in a source file's bytes that knows its line: the tokenizers below move it forward only.
struct SourceCursor {
    let bytes: [UInt8]
    private(set) var offset = 0
    /// The line at an offset already passed: `line` counts on from there, so that moving counts no line feeds,
    /// and the lines of a file are counted once however often they are asked for.
    private var counted = (offset: 0, line: 1)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line of the cursor, from 1.
    var line: Int {
        mutating get { line(at: offset) }
    }

    /// The line of `target`, from 1, for an offset at or past the last one asked about. Line feeds are counted
    /// eight bytes at a time.
    mutating func line(at target: Int) -> Int {
        if target < counted.offset { counted = (0, 1) }
        var line = counted.line
        bytes.withUnsafeBufferPointer { bytes in
            var index = counted.offset
            while index + 8 <= target {
                line +=
                    ByteWords.matches(of: UInt8(ascii: "\n"), in: ByteWords.load(bytes.baseAddress! + index))
                    .nonzeroBitCount
                index += 8
            }
            while index < target {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        counted = (target, line)
        return line
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte `distance` past the cursor, or 0 past the end.
    func peek(_ distance: Int = 0) -> UInt8 {
        offset + distance < bytes.count ? bytes[offset + distance] : 0
    }

    /// Whether the bytes at the cursor are `text`.
    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[offset + $0] == expected[$0] }
        }
    }

    /// Moves past `count` bytes.
    mutating func advance(_ count: Int = 1) {
        offset = min(offset + count, bytes.count)
    }

    /// Moves to the next byte that is one of `stops`, or to the end.
    mutating func skip(toAnyOf stops: StaticString) {
        offset = bytes.withUnsafeBufferPointer {
            ByteWords.firstIndex(ofAnyOf: stops, in: $0, from: offset) ?? $0.count
        }
    }

    /// Moves to the next line feed (not past it).
    mutating func skipLine() {
        while !isAtEnd, peek() != UInt8(ascii: "\n") { offset += 1 }
    }

    /// Moves past a `/* ... */` comment at the cursor; Swift's nest, C's do not.
    mutating func skipBlockComment(nested: Bool) {
        advance(2)
        var depth = 1
        while !isAtEnd {
            if starts(with: "*/") {
                advance(2)
                depth -= 1
                if depth == 0 || !nested { return }
            } else if nested, starts(with: "/*") {
                advance(2)
                depth += 1
            } else {
                advance()
            }
        }
    }

    /// Moves past the identifier at the cursor (letters, digits, `_`, `$` and any non-ASCII byte) and returns it.
    mutating func identifier() -> String {
        let start = offset
        while !isAtEnd, Self.isIdentifierByte(peek()) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Moves past the identifier at the cursor.
    mutating func skipIdentifier() {
        while !isAtEnd, Self.isIdentifierByte(peek()) { offset += 1 }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
