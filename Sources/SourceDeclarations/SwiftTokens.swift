/// The tokens of a Swift file with the line of each; comments are skipped.
public struct SwiftTokens: Sendable {
    public private(set) var tokens: [SwiftToken] = []
    /// The line of each token, from 1.
    public private(set) var lines: [Int] = []

    public var count: Int { tokens.count }
    public subscript(index: Int) -> SwiftToken { tokens[index] }

    public init(_ bytes: [UInt8]) {
        var cursor = SourceCursor(bytes)
        while !cursor.isAtEnd {
            let byte = cursor.peek()
            let line = cursor.line
            if cursor.starts(with: "//") {
                cursor.skipLine()
            } else if cursor.starts(with: "/*") {
                cursor.skipBlockComment(nested: true)
            } else if byte == UInt8(ascii: "\"") {
                append(Self.string(&cursor), line: line)
            } else if SourceCursor.isIdentifierStart(byte) {
                append(.identifier(cursor.identifier()), line: line)
            } else if byte == UInt8(ascii: "+"), cursor.peek(1) == UInt8(ascii: "=") {
                cursor.advance(2)
                append(.punctuation("+="), line: line)
            } else if Array("()[]{},:.".utf8).contains(byte) {
                cursor.advance()
                append(.punctuation(String(decoding: [byte], as: UTF8.self)), line: line)
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                cursor.advance()
            } else {
                cursor.advance()
                append(.other, line: line)
            }
        }
    }

    private mutating func append(_ token: SwiftToken, line: Int) {
        tokens.append(token)
        lines.append(line)
    }

    /// A string literal at the cursor, `"..."` or `"""..."""`: its value when it has no interpolation, else
    /// `.other`. Escapes `\"` and `\\` are read; others are kept as written.
    private static func string(_ cursor: inout SourceCursor) -> SwiftToken {
        let multiline = cursor.starts(with: "\"\"\"")
        cursor.advance(multiline ? 3 : 1)
        var value: [UInt8] = []
        var interpolated = false
        while !cursor.isAtEnd {
            if multiline ? cursor.starts(with: "\"\"\"") : cursor.peek() == UInt8(ascii: "\"") {
                cursor.advance(multiline ? 3 : 1)
                break
            }
            if !multiline, cursor.peek() == UInt8(ascii: "\n") { break }
            if cursor.peek() == UInt8(ascii: "\\") {
                let next = cursor.peek(1)
                if next == UInt8(ascii: "(") { interpolated = true }
                value.append(next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") ? next : UInt8(ascii: "\\"))
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
                    cursor.advance(2)
                } else {
                    cursor.advance()
                }
                continue
            }
            value.append(cursor.peek())
            cursor.advance()
        }
        return interpolated ? .other : .string(String(decoding: value, as: UTF8.self))
    }
}
