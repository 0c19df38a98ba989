// Renders Liquid cases with vipergen's engine for differential.py. A development tool, not run by CI.
//
// `differential.py` compiles this file with Sources/DiagnosticText and Sources/Liquid (see `build_runner` there).
// Input on stdin: a JSON array of cases, each `{"template": ..., "data": {...}, "templates": {...}, "strict": bool}`.
// Output on stdout: a JSON array with one result per case, `{"output": ...}` or `{"error": ...}`.
//
// JSON objects keep their key order, as a context read by `vipergen render --context` does: this file has its
// own small JSON reader and writer, because Foundation's decoder loses the order.

import Liquid

/// One case to render.
struct Case {
    var template = ""
    var data: [String: Value] = [:]
    var templates: [String: String] = [:]
    var strict = false
}

/// A fixed "now" for the `date` filter: 2026-11-22 00:00 UTC.
let filters = StandardFilters.filters(now: { 1_795_305_600 })

func render(_ test: Case) -> String {
    let partials = test.templates
    let environment = Environment(
        mode: test.strict ? .strict : .lax, filters: filters,
        loadPartial: { (name) throws(TemplateError) in
            try partials[name].map { (text) throws(TemplateError) in try Template(text, name: name) }
        })
    do {
        let output = try Template(test.template, name: "case.liquid").render(test.data, in: environment)
        return "{\"output\": \(quoted(output))}"
    } catch {
        return "{\"error\": \(quoted(error.description))}"
    }
}

// MARK: - JSON

/// A JSON reader for the runner's input, keeping the key order of objects.
struct JSONInput {
    let bytes: [UInt8]
    var position = 0

    struct Failure: Error {
        var message: String
    }

    mutating func value() throws -> Value {
        skipSpace()
        guard position < bytes.count else { throw Failure(message: "unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var entries: [(String, Value)] = []
            skipSpace()
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(ValueDictionary(entries))
            }
            while true {
                skipSpace()
                guard case .string(let key) = try value() else { throw Failure(message: "expected a key") }
                skipSpace()
                try expect(UInt8(ascii: ":"))
                entries.append((key, try value()))
                skipSpace()
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"))
                return .dictionary(ValueDictionary(entries))
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [Value] = []
            skipSpace()
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                items.append(try value())
                skipSpace()
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "]"))
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            position += 4
            return true
        case UInt8(ascii: "f"):
            position += 5
            return false
        case UInt8(ascii: "n"):
            position += 4
            return nil
        default:
            let start = position
            while position < bytes.count, "+-.eE0123456789".utf8.contains(bytes[position]) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if let integer = Int(text) { return .int(integer) }
            guard let double = Double(text) else { throw Failure(message: "bad number '\(text)'") }
            return .double(double)
        }
    }

    private mutating func string() throws -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var pendingHigh: UInt32? = nil
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] != UInt8(ascii: "\\") {
                // Copies one UTF-8 sequence.
                var end = position + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                scalars.append(contentsOf: String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars)
                position = end
                continue
            }
            position += 1
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16) ?? 0
                position += 4
                if (0xD800..<0xDC00).contains(code) {
                    pendingHigh = code
                } else if let high = pendingHigh, (0xDC00..<0xE000).contains(code) {
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                    pendingHigh = nil
                } else {
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                }
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        position += 1
        return String(scalars)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard position < bytes.count, bytes[position] == byte else {
            throw Failure(message: "expected '\(Character(Unicode.Scalar(byte)))' at byte \(position)")
        }
        position += 1
    }
}

/// `text` as a JSON string.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

// MARK: - Main

var input: [UInt8] = []
while let line = readLine(strippingNewline: false) { input += Array(line.utf8) }
var reader = JSONInput(bytes: input)
guard case .array(let items) = try reader.value() else { fatalError("expected an array of cases") }
var results: [String] = []
for item in items {
    var test = Case()
    test.template = item["template"].text
    if case .dictionary(let data) = item["data"] {
        for (key, value) in data { test.data[key] = value }
    }
    if case .dictionary(let templates) = item["templates"] {
        for (name, text) in templates { test.templates[name] = text.text }
    }
    test.strict = item["strict"] == true
    results.append(render(test))
}
print("[" + results.joined(separator: ",\n") + "]")
