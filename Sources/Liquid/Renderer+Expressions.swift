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
            var arguments: [Value] = []
            arguments.reserveCapacity(call.arguments.count)
            for argument in call.arguments { arguments.append(try evaluate(argument)) }
            var keywords: [String: Value] = [:]
            for (name, expression) in call.keywords { keywords[name] = try evaluate(expression) }
            var read = value.footprint
            for argument in arguments { read += argument.footprint }
            for argument in keywords.values { read += argument.footprint }
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
        case .range(let lower, let upper, let offset):
            let (from, to) = (try integer(lower), try integer(upper))
            guard from <= to else { return .array([]) }
            let count = Items.range(from, to).count
            guard count <= environment.limits.loopIterations else {
                throw TemplateError(.limit, "range (\(from)..\(to)) is too large", in: source, at: offset)
            }
            try charge(count * Value.itemCost, at: offset)
            return .array((from...to).map { .int($0) })
        case .empty, .blank: return .string("")
        }
    }

    /// An expression that must be an integer: loop bounds, `limit:` and `offset:`.
    mutating func integer(_ expression: Expression) throws(TemplateError) -> Int {
        let value = try evaluate(expression)
        switch value.number {
        case .int(let number): return number
        case .double(let number) where number.isFinite && abs(number) < 1e18: return Int(number)
        default:
            if value == .nil { return 0 }
            throw TemplateError(
                .syntax, "expected a number, got '\(value.excerpt)'", in: source,
                at: Renderer.offset(of: expression))
        }
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
