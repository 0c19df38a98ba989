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
    case dictionary([String: Value])

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

    /// The text `{{ value }}` prints: `nil` prints nothing and an array prints its items one after another.
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
        case .dictionary(let d):
            // Ruby prints a hash as its inspect form; sorted keys keep the output stable.
            out += "{"
            for (index, key) in d.keys.sorted().enumerated() {
                if index > 0 { out += ", " }
                out += "\"\(key)\"=>"
                d[key]!.write(to: &out)
            }
            out += "}"
        }
    }

    /// Appends the printed form of the value to a UTF-8 buffer, as `write(to:)` appends it to a string.
    func write(into out: inout [UInt8]) {
        switch self {
        case .string(let s):
            // A native string's bytes are appended with one copy; a bridged one goes byte by byte.
            if s.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil {
                out.append(contentsOf: s.utf8)
            }
        case .nil: break
        case .array(let items): for item in items { item.write(into: &out) }
        default: out.append(contentsOf: text.utf8)
        }
    }

    /// Formats a double the way Ruby does: `1.0`, `0.5`, `-3.25`.
    static func format(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        if d == d.rounded(), abs(d) < 1e16 { return String(Int(d)) + ".0" }
        return String(d)
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
        default: return nil
        }
    }

    /// Looks up `self[key]`: a dictionary key, or the special properties `size`, `first` and `last`.
    public subscript(key: String) -> Value {
        switch self {
        case .dictionary(let d):
            if let v = d[key] { return v }
            if key == "size" { return .int(d.count) }
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
            case "first": return s.first.map { .string(String($0)) } ?? .nil
            case "last": return s.last.map { .string(String($0)) } ?? .nil
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

    /// The items a `for` loop or an array filter walks: an array's items, a dictionary's `[key, value]` pairs
    /// in key order, `nil` as nothing, anything else as itself.
    public var items: [Value] {
        switch self {
        case .array(let a): return a
        case .nil: return []
        case .dictionary(let d): return d.keys.sorted().map { .array([.string($0), d[$0]!]) }
        default: return [self]
        }
    }
}

// MARK: - Size

extension Value {
    /// What each value costs in `footprint` besides the bytes of its text.
    static let itemCost = 16

    /// About how many bytes the value occupies: the UTF-8 bytes of its strings and keys, and `itemCost` for each
    /// value, item and entry. Limits compare it with their byte counts; it takes time in proportion to the
    /// number of items, never to the length of strings.
    var footprint: Int {
        switch self {
        case .string(let text):
            return Value.itemCost + text.utf8.count
        case .array(let items):
            var total = Value.itemCost
            for item in items { total += item.footprint }
            return total
        case .dictionary(let entries):
            var total = Value.itemCost
            for (key, value) in entries { total += key.utf8.count + value.footprint }
            return total
        case .nil, .bool, .int, .double:
            return Value.itemCost
        }
    }

    /// The text `{{ value }}` prints, cut to 40 characters for an error message.
    var excerpt: String { text.shortened }
}

// MARK: - Comparison

extension Value {
    /// Liquid's `==`: numbers compare by value across int and double; everything else structurally.
    public func liquidEquals(_ other: Value) -> Bool {
        switch (self, other) {
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        default: return self == other
        }
    }

    /// Liquid's ordering for `<`, `>`, `<=`, `>=` and `sort`: numbers with numbers, strings with strings.
    /// Returns `nil` where Liquid refuses to compare (a string with a number, say).
    public func compare(_ other: Value) -> ComparisonResultValue? {
        switch (self, other) {
        case (.int(let a), .int(let b)): return a < b ? .less : a > b ? .greater : .equal
        case (.int, .double), (.double, .int), (.double, .double):
            let a = self.asDouble!
            let b = other.asDouble!
            return a < b ? .less : a > b ? .greater : .equal
        case (.string(let a), .string(let b)): return a < b ? .less : a > b ? .greater : .equal
        default: return nil
        }
    }

    /// The value as a double, for integers and doubles.
    public var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

/// The outcome of comparing two values (Foundation-free, so the engine needs nothing beyond the standard library).
public enum ComparisonResultValue: Sendable {
    case less, equal, greater
}

// MARK: - Literals

extension Value: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .nil }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, Value)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
