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
    case object(JSONObject)

    /// The value's text: pretty-printed with two spaces, keys sorted, `"key" : value`, and slashes and
    /// non-ASCII characters left as they are.
    public var text: String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// `text` as UTF-8 bytes, built as bytes: a record is written on every `gen`, and appending to a `String`
    /// scalar by scalar cost several times more.
    public var utf8: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: JSONValue.append("null", to: &out)
        case .bool(let value): JSONValue.append(value ? "true" : "false", to: &out)
        case .int(let value): out += String(value).utf8
        case .double(let value): out += (value.isFinite ? String(value) : "null").utf8
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let items):
            JSONValue.writeLines(items, UInt8(ascii: "["), UInt8(ascii: "]"), to: &out, indent: indent) {
                item, out, inner in
                item.write(to: &out, indent: inner)
            }
        case .object(let members):
            // Sorted, whatever order the object has: the same value is always the same text.
            JSONValue.writeLines(members.keys.sorted(), UInt8(ascii: "{"), UInt8(ascii: "}"), to: &out, indent: indent)
            { key, out, inner in
                JSONValue.quote(key, into: &out)
                JSONValue.append(" : ", to: &out)
                members[key]!.write(to: &out, indent: inner)
            }
        }
    }

    /// An array's items or an object's members, one per line between `open` and `close`, each `indent` + 2
    /// spaces in; `[]` or `{}` when empty.
    private static func writeLines<Element>(
        _ elements: [Element], _ open: UInt8, _ close: UInt8, to out: inout [UInt8], indent: Int,
        _ write: (Element, inout [UInt8], Int) -> Void
    ) {
        guard !elements.isEmpty else {
            out.append(open)
            out.append(close)
            return
        }
        let inner = indent + 2
        out.append(open)
        for (index, element) in elements.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newLine(indent: inner, to: &out)
            write(element, &out, inner)
        }
        newLine(indent: indent, to: &out)
        out.append(close)
    }

    /// A line break and `indent` spaces.
    private static func newLine(indent: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<indent { out.append(UInt8(ascii: " ")) }
    }

    /// The bytes of `text`, appended as one copy: appending a `String`'s UTF-8 view went through the standard
    /// library's generic code, about a hundred instructions a call, and a record makes hundreds.
    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `text` in double quotes, with the escapes JSON requires: `"`, `\\` and the control characters; every
    /// other byte, non-ASCII ones too, as it is.
    private static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        // The bytes between escapes are copied as one run: a string here is a path or a hash, with no escape at all.
        text.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
                case UInt8(ascii: "\n"): out += "\\n".utf8
                case UInt8(ascii: "\r"): out += "\\r".utf8
                case UInt8(ascii: "\t"): out += "\\t".utf8
                case 0x08: out += "\\b".utf8
                case 0x0C: out += "\\f".utf8
                default:
                    let digits: StaticString = "0123456789abcdef"
                    out += "\\u00".utf8
                    out.append(digits.utf8Start[Int(byte >> 4)])
                    out.append(digits.utf8Start[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
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
