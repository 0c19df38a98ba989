/// A JSON value whose object keys keep the order they were written in, so `schemaVersion` comes first and
/// scripts and people read the same shape every time.
enum OrderedJSON: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    /// A document for `--json` output: an object starting with `"schemaVersion": 1`.
    static func document(_ fields: [(String, OrderedJSON)]) -> OrderedJSON {
        .object([("schemaVersion", .int(1))] + fields)
    }

    /// `.string`, or `.null` for `nil`.
    static func optional(_ text: String?) -> OrderedJSON {
        text.map(OrderedJSON.string) ?? .null
    }

    /// Pretty-printed with two-space indentation and a final line break.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .string(let text): OrderedJSON.quote(text, into: &output)
        case .int(let number): output += String(number)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.write(to: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in fields.enumerated() {
                output += indent + "  "
                OrderedJSON.quote(key, into: &output)
                output += ": "
                value.write(to: &output, indent: indent + "  ")
                output += index == fields.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        lhs.text == rhs.text
    }
}
