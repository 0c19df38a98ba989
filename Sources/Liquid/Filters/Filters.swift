/// A filter failed: wrong number or type of arguments, division by zero, etc. The renderer adds file:line:column.
public struct FilterError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

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

// MARK: - Definitions and calls

/// A filter's name, the positional arguments and keywords it accepts, and the function that does the work.
///
/// Checking arity and keywords here, once, keeps every filter body free of that bookkeeping and every
/// message about it worded the same way.
struct FilterDefinition: Sendable {
    typealias Body = @Sendable (FilterCall) throws(FilterError) -> Value

    let name: String
    let arguments: ClosedRange<Int>
    let keywords: Set<String>
    let body: Body

    init(_ name: String, arguments: ClosedRange<Int> = 0...0, keywords: Set<String> = [], _ body: @escaping Body) {
        self.name = name
        self.arguments = arguments
        self.keywords = keywords
        self.body = body
    }

    /// The filter as the renderer calls it.
    var filter: Filter {
        let definition = self
        return { input, arguments, keywords throws(FilterError) in
            try definition.check(argumentCount: arguments.count, keywords: keywords.keys)
            let call = FilterCall(name: definition.name, input: input, arguments: arguments, keywords: keywords)
            return try definition.body(call)
        }
    }

    /// Throws when the call passes too few or too many positional arguments, or a keyword the filter ignores.
    func check(argumentCount: Int, keywords given: some Collection<String>) throws(FilterError) {
        guard arguments.contains(argumentCount) else {
            throw FilterError("filter '\(name)' takes \(Self.describe(arguments)), got \(argumentCount)")
        }
        // Sorted so that the message does not depend on dictionary order.
        if !given.isEmpty, let unknown = given.filter({ !keywords.contains($0) }).sorted().first {
            throw FilterError("filter '\(name)' has no keyword argument '\(unknown)'")
        }
    }

    /// "no arguments", "1 argument", "at most 2 arguments", "1 or 2 arguments".
    static func describe(_ range: ClosedRange<Int>) -> String {
        let noun = range.upperBound == 1 ? "argument" : "arguments"
        switch (range.lowerBound, range.upperBound) {
        case (_, 0): return "no arguments"
        case (let lower, let upper) where lower == upper: return "\(upper) \(noun)"
        case (0, let upper): return "at most \(upper) \(noun)"
        case (let lower, let upper) where upper == lower + 1: return "\(lower) or \(upper) arguments"
        case (let lower, let upper): return "\(lower) to \(upper) arguments"
        }
    }
}

/// One application of a filter, with the conversions Liquid applies to arguments. Every error names the filter.
struct FilterCall {
    /// The largest result a filter may build, in bytes: the render's output limit. Filters whose result can be
    /// far larger than their input (`join`, `replace` with an empty target) check it as they go, so that they
    /// fail before exhausting memory. The renderer checks every other result once it is made.
    @TaskLocal static var maximumResultBytes = Environment.Limits().outputBytes

    let name: String
    let input: Value
    let arguments: [Value]
    let keywords: [String: Value]

    /// The input as text, as Ruby Liquid's `Utils.to_s` makes it: `nil` is empty, numbers and hashes print as
    /// `{{ }}` prints them, and an array shows as Ruby shows it, `[1, "a"]` (see `Value.filterText`).
    var text: String { input.filterText }

    /// Positional argument `index`, or `nil` when the template did not pass it.
    func argument(_ index: Int) -> Value? {
        // `.none`, not `nil`: `Value` is itself expressible by `nil`, which would make this `.some(.nil)`.
        guard arguments.indices.contains(index) else { return .none }
        return arguments[index]
    }

    /// Positional argument `index` as text (see `text`), or `fallback` when the template did not pass it.
    func text(_ index: Int, default fallback: String = "") -> String {
        argument(index)?.filterText ?? fallback
    }

    /// Positional argument `index` as an integer, or `fallback` when the template did not pass it.
    ///
    /// As Ruby Liquid's `Utils.to_integer` reads it: an integer, or text that Ruby's `Integer()` reads ("12",
    /// " -3 ", "0x1A", "1_000"); anything else, `nil` and decimals included, is an error.
    func integer(_ index: Int, default fallback: Int) throws(FilterError) -> Int {
        guard let value = argument(index) else { return fallback }
        guard let integer = Value.rubyInteger(value) else {
            throw error("expected an integer, got \(Self.describe(value))")
        }
        return integer
    }

    /// An error whose message names this filter.
    func error(_ message: String) -> FilterError {
        FilterError("filter '\(name)': \(message)")
    }

    /// Throws once `result`, a result being built, is longer than `maximumResultBytes`.
    func checkResultSize(_ result: String) throws(FilterError) {
        let limit = FilterCall.maximumResultBytes
        if result.utf8.count > limit { throw error("the result would be larger than \(limit) bytes") }
    }

    /// How a message shows a value: strings quoted (and shortened), collections by kind.
    static func describe(_ value: Value) -> String {
        switch value {
        case .nil: return "nil"
        case .string(let text): return text.count > 40 ? "\"\(text.prefix(40))...\"" : "\"\(text)\""
        case .array: return "an array"
        case .dictionary: return "a hash"
        case .range: return "a range"
        case .bool, .int, .double: return value.text
        }
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
