/// A JSON value: what vipergen writes for `--json` and `vipergen.lock`, and what it reads back.
///
/// vipergen has its own JSON, as it has its own Liquid and YAML, so that the executable needs nothing beyond the
/// standard library: Foundation's share of a static binary cost each start a quarter of a millisecond.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value's text: pretty-printed with two spaces, keys sorted, `"key" : value`, and slashes and
    /// non-ASCII characters left as they are.
    public var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += value.isFinite ? String(value) : "null"
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let items):
            JSONValue.writeLines(items, "[", "]", to: &out, indent: indent) { item, out, inner in
                item.write(to: &out, indent: inner)
            }
        case .object(let members):
            JSONValue.writeLines(members.keys.sorted(), "{", "}", to: &out, indent: indent) { key, out, inner in
                JSONValue.quote(key, into: &out)
                out += " : "
                members[key]!.write(to: &out, indent: inner)
            }
        }
    }

    /// An array's items or an object's members, one per line between `open` and `close`; `[]` or `{}` when empty.
    private static func writeLines<Element>(
        _ elements: [Element], _ open: String, _ close: String, to out: inout String, indent: String,
        _ write: (Element, inout String, String) -> Void
    ) {
        guard !elements.isEmpty else {
            out += open + close
            return
        }
        let inner = indent + "  "
        out += open + "\n"
        for (index, element) in elements.enumerated() {
            out += index == 0 ? inner : ",\n" + inner
            write(element, &out, inner)
        }
        out += "\n" + indent + close
    }

    /// `text` in double quotes, with the escapes JSON requires.
    private static func quote(_ text: String, into out: inout String) {
        out += text.quoted { scalar in
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
    }
}

// MARK: - Reading

extension JSONValue {
    /// Parses `text`, which must hold one JSON value and nothing else but white space.
    /// - Throws: `JSONError` with the 1-based line and column of the first problem.
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }
}

/// What is wrong with a JSON text, and where.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A recursive-descent reader over UTF-8 bytes; nesting is bounded so that no input can exhaust the stack.
private struct JSONReader {
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
        var members: [String: JSONValue] = [:]
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
        // JSON has no leading zeros, no bare '.', no '+' sign and no 'Infinity'.
        let isWellFormed = digits.first?.isNumber == true && !(digits.count > 1 && digits.hasPrefix("0") && isInteger)
        if isWellFormed, isInteger, let integer = Int(text) { return .int(integer) }
        if isWellFormed, let double = Double(text), double.isFinite { return .double(double) }
        position = start
        throw error("'\(text)' is not a JSON number")
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

// MARK: - Reading documents

/// A JSON document that does not have the shape a reader expects.
public struct JSONShapeError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// A JSON value being read as part of a document, with where it sits (`modules[2].files`) for messages.
struct JSONShape {
    let value: JSONValue
    let place: String

    init(_ value: JSONValue, _ place: String) {
        self.value = value
        self.place = place
    }

    func member(_ key: String) throws(JSONShapeError) -> JSONShape {
        let members = try objectMembers()
        guard let member = members[key] else { throw JSONShapeError(description: "\(place) has no '\(key)'") }
        return JSONShape(member, place == "the file" ? key : "\(place).\(key)")
    }

    func string() throws(JSONShapeError) -> String {
        guard case .string(let text) = value else { throw mismatch("text") }
        return text
    }

    func integer() throws(JSONShapeError) -> Int {
        guard case .int(let number) = value else { throw mismatch("a whole number") }
        return number
    }

    func array() throws(JSONShapeError) -> [JSONShape] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { JSONShape($1, "\(place)[\($0)]") }
    }

    func object() throws(JSONShapeError) -> [String: JSONShape] {
        try objectMembers().reduce(into: [:]) { $0[$1.key] = JSONShape($1.value, "\(place).\($1.key)") }
    }

    private func objectMembers() throws(JSONShapeError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return members
    }

    private func mismatch(_ expected: String) -> JSONShapeError {
        JSONShapeError(description: "\(place) must be \(expected)")
    }
}
