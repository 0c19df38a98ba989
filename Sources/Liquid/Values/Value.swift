/// A typed Liquid value: what variables hold, what expressions evaluate to and what filters take and return.
///
/// Liquid's data model is JSON's: there is no `Any` and no reflection anywhere in the engine.
public enum Value: Sendable, Hashable {
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    /// A hash, keeping its keys in the order they were first set.
    case dictionary(ValueDictionary)
    /// The integers from the first to the second, both included, as `(1..5)` makes them: printed as `1..5`, and
    /// walked without making an array. Empty when the second is below the first.
    case range(Int, Int)

    /// A hash from a Swift dictionary, whose keys have no order of their own: they come sorted.
    public static func dictionary(_ entries: [String: Value]) -> Value {
        .dictionary(ValueDictionary(entries))
    }

    /// Liquid truthiness: only `nil` and `false` are falsy; `""`, `0` and `[]` are truthy.
    public var isTruthy: Bool {
        switch self {
        case .nil, .bool(false): return false
        default: return true
        }
    }

    /// `true` for `nil`, and for empty strings, arrays and dictionaries (Liquid's `empty` and `blank`).
    public var isEmpty: Bool {
        switch self {
        case .nil: return true
        case .string(let s): return s.isEmpty
        case .array(let a): return a.isEmpty
        case .dictionary(let d): return d.isEmpty
        default: return false
        }
    }

    /// The text `{{ value }}` prints: `nil` prints nothing, an array prints its items one after another, and a
    /// hash prints as Ruby Liquid prints it, `{"key"=>"value", "other"=>nil}`.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the printed form of the value to `out` without building intermediate strings.
    public func write(to out: inout String) {
        switch self {
        case .nil: break
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += Value.format(d)
        case .string(let s): out += s
        case .array(let items): for item in items { item.write(to: &out) }
        case .dictionary: writeInspected(to: &out)
        case .range(let from, let to): out += "\(from)..\(to)"
        }
    }

    /// The text filters read from the value, as Ruby Liquid's `Utils.to_s` makes it: what `{{ value }}` prints,
    /// except that an array shows as Ruby shows it, `[1, "a"]`, rather than as its items one after another.
    public var filterText: String {
        switch self {
        case .string(let text): return text
        case .array: return inspectedText
        default: return text
        }
    }

    /// The value as Ruby's `inspect` shows it (see `writeInspected`).
    var inspectedText: String {
        var out = ""
        writeInspected(to: &out)
        return out
    }

    /// Appends the value as Ruby's `inspect` shows it, which is how Ruby Liquid prints a hash and the values in it
    /// (and how filters that read text see an array): strings quoted, `nil` as `nil`, arrays as `[1, "a"]`,
    /// hashes as `{"key"=>1}`.
    func writeInspected(to out: inout String) {
        switch self {
        case .nil: out += "nil"
        case .bool, .int, .double, .range: write(to: &out)
        case .string(let s): Value.writeQuoted(s, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                item.writeInspected(to: &out)
            }
            out += "]"
        case .dictionary(let entries):
            out += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += ", " }
                Value.writeQuoted(entry.key, to: &out)
                out += "=>"
                entry.value.writeInspected(to: &out)
            }
            out += "}"
        }
    }

    /// A string in double quotes with Ruby's escapes: `\"`, `\\`, `\n` and the other control characters,
    /// and `\#` before `{`, `$` and `@`.
    private static func writeQuoted(_ text: String, to out: inout String) {
        out += "\""
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{0C}": out += "\\f"
            case "\u{0B}": out += "\\v"
            case "\u{08}": out += "\\b"
            case "\u{07}": out += "\\a"
            case "\u{1B}": out += "\\e"
            case "#":
                let next = index < scalars.endIndex ? scalars[index] : " "
                out += next == "{" || next == "$" || next == "@" ? "\\#" : "#"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Appends the printed form of the value to a render's output, as `write(to:)` appends it to a string.
    func write(into out: inout RenderOutput) {
        switch self {
        case .string(let s): out.append(s)
        case .nil: break
        case .array(let items): for item in items { item.write(into: &out) }
        default: out.append(text)
        }
    }

    /// Formats a double the way Ruby's `Float#to_s` does: the shortest digits that read back as the number, with
    /// at least one digit after the point (`1.0`, `0.5`, `-3.25`), in exponent form (`1.0e+16`, `2.5e-05`) when
    /// the point would fall more than 15 digits after the first digit or more than 4 before it.
    static func format(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        // Swift's description has the same shortest digits, as "-12.5", "0.001" or "1.2345e-05".
        var digits: [UInt8] = []
        var pointAfter: Int? = nil
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        let description = d.magnitude.description.utf8
        for byte in description {
            switch byte {
            case UInt8(ascii: "."): pointAfter = digits.count
            case UInt8(ascii: "e"): inExponent = true
            case UInt8(ascii: "-") where inExponent: exponentSign = -1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                }
            default: break
            }
        }
        // The value is 0.DIGITS × 10^decimalPoint once leading zeros are dropped.
        var decimalPoint = (pointAfter ?? digits.count) + exponentSign * exponent
        while digits.count > 1, digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            decimalPoint -= 1
        }
        while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
        if digits == [UInt8(ascii: "0")] { decimalPoint = 1 }
        var out = d.sign == .minus ? "-" : ""
        let text = String(decoding: digits, as: UTF8.self)
        if decimalPoint > 15 || decimalPoint < -3 {
            out += String(text.prefix(1)) + "." + (digits.count > 1 ? String(text.dropFirst()) : "0")
            let shown = decimalPoint - 1
            out += (shown < 0 ? "e-" : "e+") + (abs(shown) < 10 ? "0" : "") + String(abs(shown))
        } else if decimalPoint <= 0 {
            out += "0." + String(repeating: "0", count: -decimalPoint) + text
        } else if digits.count <= decimalPoint {
            out += text + String(repeating: "0", count: decimalPoint - digits.count) + ".0"
        } else {
            out += String(text.prefix(decimalPoint)) + "." + String(text.dropFirst(decimalPoint))
        }
        return out
    }

    /// The number the value stands for, if any: integers, doubles and strings that read as numbers.
    public var number: Value? {
        switch self {
        case .int, .double: return self
        case .string(let s):
            let t = s.trimmingWhitespace()
            if let i = Int(t) { return .int(i) }
            if let d = Double(t), t.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return .double(d) }
            return nil
        default: return nil
        }
    }

    /// `size` of strings (characters), arrays and dictionaries.
    public var size: Int? {
        switch self {
        case .string(let s): return s.count
        case .array(let a): return a.count
        case .dictionary(let d): return d.count
        case .range: return Value.rangeCount(self)
        default: return nil
        }
    }

    /// How many integers a range holds (at most `Int.max`); 0 for any other value.
    static func rangeCount(_ value: Value) -> Int {
        guard case .range(let from, let to) = value, from <= to else { return 0 }
        let (difference, overflow) = to.subtractingReportingOverflow(from)
        return overflow || difference == .max ? .max : difference + 1
    }

    /// Looks up `self[key]`: a dictionary key, or the special properties `size`, `first` and `last` as Ruby
    /// Liquid reads them: a hash's `first` is its first `[key, value]` pair (and it has no `last`), and an integer's
    /// `size` is 8, its size in bytes.
    public subscript(key: String) -> Value {
        switch self {
        case .dictionary(let d):
            if let v = d[key] { return v }
            if key == "size" { return .int(d.count) }
            if key == "first", let first = d.first { return .array([.string(first.key), first.value]) }
            return .nil
        case .array(let a):
            switch key {
            case "size": return .int(a.count)
            case "first": return a.first ?? .nil
            case "last": return a.last ?? .nil
            default: return .nil
            }
        case .string(let s):
            switch key {
            case "size": return .int(s.count)
            case "first": return .string(s.first.map { String($0) } ?? "")
            case "last": return .string(s.last.map { String($0) } ?? "")
            default: return .nil
            }
        case .int:
            return key == "size" ? .int(Int.bitWidth / 8) : .nil
        case .range(let from, let to):
            switch key {
            case "size": return .int(Value.rangeCount(self))
            case "first": return .int(from)
            case "last": return .int(to)
            default: return .nil
            }
        default:
            return .nil
        }
    }

    /// Looks up `self[index]` in an array; negative indices count from the end.
    public subscript(index: Int) -> Value {
        guard case .array(let a) = self else { return .nil }
        let i = index < 0 ? a.count + index : index
        return a.indices.contains(i) ? a[i] : .nil
    }

    /// The items of a list: an array's items, a dictionary's `[key, value]` pairs in order, `nil` as nothing,
    /// anything else as itself.
    public var items: [Value] {
        switch self {
        case .array(let a): return a
        case .nil: return []
        case .dictionary(let d): return d.map { .array([.string($0.key), $0.value]) }
        case .range(let from, let to): return from <= to ? (from...to).map { .int($0) } : []
        default: return [self]
        }
    }
}
