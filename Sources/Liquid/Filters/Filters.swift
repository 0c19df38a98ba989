/// A filter: the piped-in value, positional arguments, keyword arguments (`default: x, allow_false: true`).
public typealias Filter =
    @Sendable (_ input: Value, _ arguments: [Value], _ keywords: [String: Value]) throws(FilterError) -> Value

/// The filters every template can use.
///
/// Shopify's Ruby Liquid 5 is the reference for the standard filters; where this engine differs, the filter's
/// documentation says so. The case filters (`camel_case`, `snake_case`, …) are our own, for generating code.
public enum StandardFilters {
    /// Every filter by name, with `date` reading "now" from the system clock.
    public static let all: [String: Filter] = filters(now: currentUnixTime)

    /// Every filter by name, with `date` reading "now" and "today" from `now` (seconds since 1970) so that
    /// renders can be reproducible.
    public static func filters(now: @escaping @Sendable () -> Int64) -> [String: Filter] {
        var table: [String: Filter] = [:]
        table.reserveCapacity(definitions.count + 1)
        for definition in definitions {
            table[definition.name] = definition.filter
        }
        let date = dateDefinition(now: now)
        table[date.name] = date.filter
        return table
    }

    /// The definitions of every filter but `date`, which needs a clock.
    static let definitions: [FilterDefinition] =
        generalFilters + stringFilters + markupFilters + arrayFilters + mathFilters + caseFilters

    /// Filters that fit no family.
    static let generalFilters: [FilterDefinition] = [
        FilterDefinition("default", arguments: 0...1, keywords: ["allow_false"], defaultValue)
    ]

    /// `default`: the argument (`""` when absent) in place of an input that is `nil`, `false` or empty;
    /// `allow_false: true` keeps a `false` input.
    static func defaultValue(_ call: FilterCall) -> Value {
        let fallback = call.argument(0) ?? .string("")
        let allowsFalse = call.keywords["allow_false"]?.isTruthy ?? false
        let isMissing = allowsFalse ? call.input == .nil : !call.input.isTruthy
        return isMissing || call.input.isEmpty ? fallback : call.input
    }
}

// MARK: - Shared helpers

extension Value {
    /// The items an array filter works on, as Ruby Liquid's `InputIterator` sees them: an array flattened,
    /// a range's integers, `nil` as no items, and anything else (a hash included) as a single item.
    var flattenedItems: [Value] {
        switch self {
        case .nil:
            return []
        case .range:
            return items
        case .array(let items):
            guard items.contains(where: \.isArray) else { return items }
            // An explicit stack rather than recursion: nesting depth is up to the template.
            var flat: [Value] = []
            var stack = [items.makeIterator()]
            while !stack.isEmpty {
                guard let item = stack[stack.count - 1].next() else {
                    stack.removeLast()
                    continue
                }
                if case .array(let inner) = item {
                    stack.append(inner.makeIterator())
                } else {
                    flat.append(item)
                }
            }
            return flat
        default:
            return [self]
        }
    }

    /// `self[key]` as Ruby evaluates it in the array filters (`where`, `map`, `sort: key`, ...): a hash's
    /// value for a string key; a string's `key` if it holds it as a substring, or its character at an integer
    /// position; an integer's bit at a position. `.noSubscript` for values without `[]` (`nil`, booleans,
    /// decimals, ranges), and `.typeError` for keys of the wrong type (an integer given a string).
    func rubySubscript(_ key: Value) -> RubySubscript {
        switch self {
        case .dictionary(let entries):
            guard case .string(let name) = key else { return .found(.nil) }
            return .found(entries[name] ?? .nil)
        case .string(let text):
            switch key {
            case .string(let part):
                return .found(text.contains(part) ? .string(part) : .nil)
            case .int(let position):
                let count = text.count
                let index = position < 0 ? count + position : position
                guard index >= 0, index < count else { return .found(.nil) }
                return .found(.string(String(text[text.index(text.startIndex, offsetBy: index)])))
            default:
                return .typeError
            }
        case .array(let items):
            guard case .int(let position) = key else { return .typeError }
            return .found(items.isEmpty ? .nil : self[position])
        case .int(let number):
            guard case .int(let bit) = key else { return .typeError }
            guard bit >= 0 else { return .found(0) }
            return .found(.int(bit >= Int.bitWidth ? (number < 0 ? 1 : 0) : (number >> bit) & 1))
        case .nil, .bool, .double, .range:
            return .noSubscript
        }
    }

    /// What `rubySubscript` found.
    enum RubySubscript {
        case found(Value)
        case noSubscript
        case typeError
    }

    /// The integer Ruby Liquid's `Utils.to_integer` makes of a value: an integer as it is, anything else by
    /// reading its text as Ruby's `Integer()` does (white space around it, a sign, `0x`, `0b`, `0o` or a
    /// leading `0` for octal, `_` between digits). `nil` when that fails, as for `nil` (""), decimals ("1.5")
    /// and booleans.
    static func rubyInteger(_ value: Value) -> Int? {
        switch value {
        case .int(let number): return number
        case .string(let text): return rubyInteger(text)
        default: return rubyInteger(value.filterText)
        }
    }

    /// Ruby's `Integer(text)`.
    static func rubyInteger(_ text: String) -> Int? {
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first, first == 0x20 || (0x09...0x0D).contains(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || (0x09...0x0D).contains(last) { bytes = bytes.dropLast() }
        var isNegative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            isNegative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var radix = 10
        if bytes.count > 1, bytes.first == UInt8(ascii: "0") {
            switch bytes[bytes.startIndex + 1] | 0x20 {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "b"): radix = 2
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "d"): radix = 10
            default: radix = 0
            }
            // "0x1A" drops its prefix; "017" keeps its digits and is octal.
            if radix != 0 { bytes = bytes.dropFirst(2) } else { radix = 8 }
        }
        guard !bytes.isEmpty, bytes.first != UInt8(ascii: "_"), bytes.last != UInt8(ascii: "_") else { return nil }
        var result = 0
        var previousWasUnderscore = false
        for byte in bytes {
            if byte == UInt8(ascii: "_") {
                guard !previousWasUnderscore else { return nil }
                previousWasUnderscore = true
                continue
            }
            previousWasUnderscore = false
            guard let digit = StandardFilters.hexValue(byte).map(Int.init), digit < radix else { return nil }
            let (shifted, shiftOverflow) = result.multipliedReportingOverflow(by: radix)
            let (next, digitOverflow) =
                isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !shiftOverflow, !digitOverflow else { return nil }
            result = next
        }
        return result
    }

    /// Whether the value is an array.
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}

extension String {
    /// The string read as UTF-8 bytes, or `nil` when they are not valid UTF-8 (which `String(decoding:)`
    /// would silently repair).
    init?(validUTF8 bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
