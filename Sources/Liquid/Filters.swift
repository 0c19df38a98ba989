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

    /// The input as text: `nil` is empty, numbers and arrays print as `{{ }}` prints them.
    var text: String { input.text }

    /// Positional argument `index`, or `nil` when the template did not pass it.
    func argument(_ index: Int) -> Value? {
        // `.none`, not `nil`: `Value` is itself expressible by `nil`, which would make this `.some(.nil)`.
        guard arguments.indices.contains(index) else { return .none }
        return arguments[index]
    }

    /// Positional argument `index` as text, or `fallback` when the template did not pass it.
    func text(_ index: Int, default fallback: String = "") -> String {
        argument(index)?.text ?? fallback
    }

    /// The property name an array filter was given, or `nil` when it was left out (or is `nil`), which
    /// means "the items themselves".
    func property(_ index: Int) -> String? {
        guard let value = argument(index), value != .nil else { return nil }
        return value.text
    }

    /// Positional argument `index` as an integer, or `fallback` when it is absent or `nil`.
    ///
    /// Integers and strings that read as integers are accepted, as by Ruby Liquid's `Utils.to_integer`, and
    /// so are integral doubles (which Ruby rejects, like `nil`); anything else is an error.
    func integer(_ index: Int, default fallback: Int) throws(FilterError) -> Int {
        switch argument(index) {
        case .none, .some(.nil):
            return fallback
        case .int(let value)?:
            return value
        case .double(let value)? where value == value.rounded():
            if let integer = Int(exactly: value) { return integer }
        case .string(let text)?:
            if let integer = Int(text.trimmingWhitespace()) { return integer }
        default:
            break
        }
        throw error("expected an integer, got \(Self.describe(argument(index) ?? .nil))")
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
        case .bool, .int, .double: return value.text
        }
    }
}

// MARK: - Shared helpers

extension Value {
    /// The items an array filter works on, as Ruby Liquid's `InputIterator` sees them: an array flattened,
    /// `nil` as no items, and anything else (a hash included) as a single item.
    var flattenedItems: [Value] {
        switch self {
        case .nil:
            return []
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

    /// `item[property]` as the array filters read it: a hash's value for the key, `nil` for anything else.
    func value(forProperty name: String) -> Value {
        guard case .dictionary(let entries) = self else { return .nil }
        return entries[name] ?? .nil
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
