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
            // Sorted, whatever order the object has: the same value is always the same text.
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
