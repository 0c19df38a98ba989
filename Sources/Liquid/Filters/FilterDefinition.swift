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
            if !keywords.isEmpty || !definition.arguments.contains(arguments.count) {
                try definition.check(argumentCount: arguments.count, keywords: keywords.keys)
            }
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
