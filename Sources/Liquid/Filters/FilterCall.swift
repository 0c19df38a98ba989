/// One application of a filter, with the conversions Liquid applies to arguments. Every error names the filter.
struct FilterCall {
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

    /// Throws once `result`, a result being built, is longer than the render's limit (`FilterResultLimit`).
    func checkResultSize(_ result: String) throws(FilterError) {
        let limit = FilterResultLimit.current
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
