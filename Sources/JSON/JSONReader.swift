/// A recursive-descent reader over UTF-8 bytes; nesting is bounded so that no input can exhaust the stack.
struct JSONReader {
    let bytes: [UInt8]
    var position = 0
    static let maximumDepth = 64

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("arrays and objects nest more than 64 deep") }
        guard position < bytes.count else { throw error("expected a value, found the end of the text") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        position += 1
        var members = JSONObject()
        skipSpace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let key = try string()
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after the key") }
            skipSpace()
            members[key] = try value(depth: depth + 1)
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw error("expected ',' or '}'") }
        return .object(members)
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        position += 1
        var items: [JSONValue] = []
        skipSpace()
        if consume(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw error("expected ',' or ']'") }
        return .array(items)
    }

    private mutating func string() throws(JSONError) -> String {
        position += 1
        // Most strings have no escape: their bytes are the text, decoded at once.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { position = end + 1 }
            return String(decoding: bytes[position..<end], as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw error("control characters must be escaped in strings") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            flush(position)
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
            default:
                position -= 2
                throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = position
        }
        throw error("string is never closed")
    }

    /// The scalar of `\uXXXX`, or of a `\uD83D\uDE00` surrogate pair.
    private mutating func unicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("a high surrogate must be followed by a low one") }
            position += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate must be followed by a low one") }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate is not a character") }
        return scalar
    }

    private mutating func hexQuad() throws(JSONError) -> UInt32 {
        guard position + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits after '\\u'") }
        position += 4
        return value
    }

    private mutating func number() throws(JSONError) -> JSONValue {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                isInteger = false
            default:
                return try numberValue(start, isInteger)
            }
            position += 1
        }
        return try numberValue(start, isInteger)
    }

    private mutating func numberValue(_ start: Int, _ isInteger: Bool) throws(JSONError) -> JSONValue {
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
        let isWellFormed = Self.isJSONNumber(Array(digits.utf8))
        if isWellFormed, isInteger, let integer = Int(text) { return .int(integer) }
        if isWellFormed, let double = Double(text), double.isFinite { return .double(double) }
        position = start
        throw error("'\(text)' is not a JSON number")
    }

    /// Whether `bytes` (a number without its sign) follow JSON's grammar: `0` or a digit 1-9 and more digits,
    /// then optionally `.` and digits, then optionally `e` or `E`, a sign and digits. So no leading zeros, no bare
    /// `.` at either end, no `+` sign and no `Infinity`.
    static func isJSONNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    private mutating func word(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
            throw error("expected a value")
        }
        position += utf8.count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// An error at the current position, with its 1-based line and column (in characters).
    func error(_ message: String) -> JSONError {
        let end = min(position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return JSONError(line: line, column: column, message: message)
    }
}
