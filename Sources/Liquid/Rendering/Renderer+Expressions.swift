import DiagnosticText

// Evaluating expressions: literals, variables (see Renderer+Resolution.swift), ranges, and filter chains.

extension Renderer {
    /// The expression's value passed through each of its filters in turn.
    mutating func evaluate(_ filtered: FilteredExpression) throws(TemplateError) -> Value {
        var value = try evaluate(filtered.expression)
        for index in filtered.filters.indices {
            let call = filtered.filters[index]
            guard let filter = filters[call.slot] else {
                if environment.mode == .lax { continue }
                throw unknownFilter(call)
            }
            // Most filters take no arguments and no keywords: nothing is built for them.
            var arguments: [Value] = []
            var keywords: [String: Value] = [:]
            var read = value.footprint
            if !call.arguments.isEmpty {
                arguments.reserveCapacity(call.arguments.count)
                for index in call.arguments.indices {
                    let argument = try evaluate(call.arguments[index])
                    read += argument.footprint
                    arguments.append(argument)
                }
            }
            if !call.keywords.isEmpty {
                for (name, expression) in call.keywords {
                    let argument = try evaluate(expression)
                    read += argument.footprint
                    keywords[name] = argument
                }
            }
            try charge(read, at: call.offset)
            do {
                value = try filter(value, arguments, keywords)
            } catch {
                throw TemplateError(.filter, error.message, in: source, at: call.offset)
            }
            // Filters make values no output limit sees: doubling a string in a loop would exhaust memory.
            let made = value.footprint
            if made > environment.limits.outputBytes {
                throw TemplateError(
                    .limit,
                    "filter '\(call.name.shortened)' made a value larger than \(environment.limits.outputBytes) bytes",
                    in: source, at: call.offset)
            }
            try charge(made, at: call.offset)
        }
        return value
    }

    /// The strict mode's error for a filter the environment does not have, suggesting the closest one it has.
    private func unknownFilter(_ call: FilterInvocation) -> TemplateError {
        var message = "unknown filter '\(call.name.shortened)'"
        if let suggestion = Suggestion.closest(to: call.name, in: environment.filters.keys) {
            message += "; did you mean '\(suggestion)'?"
        }
        return TemplateError(.undefinedFilter, message, in: source, at: call.offset)
    }

    mutating func evaluate(_ expression: Expression) throws(TemplateError) -> Value {
        switch expression {
        case .literal(let value): return value
        case .variable(let path): return try resolve(path)
        case .range(let lower, let upper, _):
            // A range is never materialized here: loops walk it and filters that list it pay for its items.
            return .range(try rangeBound(lower), try rangeBound(upper))
        case .empty, .blank: return .string("")
        }
    }

    /// An end of a range, as Ruby Liquid reads it: an integer, `nil` as 0, text by its leading integer ("3"
    /// is 3, "x" is 0), and a decimal written in the template by its integer part. A decimal, a boolean or a
    /// collection held in a variable is an error.
    private mutating func rangeBound(_ expression: Expression) throws(TemplateError) -> Int {
        let value = try evaluate(expression)
        switch value {
        case .int(let number): return number
        case .nil: return 0
        case .string(let text):
            if let number = FilterCall.leadingInteger(of: text.trimmingWhitespace()) { return number }
        case .double(let number):
            if case .literal = expression, number.isFinite, number.magnitude < 9.2e18 { return Int(number) }
        default: break
        }
        throw TemplateError(
            .argument, "a range's ends must be integers, got \(FilterCall.describe(value))", in: source,
            at: Renderer.offset(of: expression))
    }

    /// Where an expression starts in the template, for errors; 0 for a literal, which has no offset of its own.
    static func offset(of expression: Expression) -> Int {
        switch expression {
        case .variable(let path): return path.offset
        case .range(_, _, let offset): return offset
        default: return 0
        }
    }
}
