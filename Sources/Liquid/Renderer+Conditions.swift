// Conditions of `if`, `elsif` and `unless`, and the comparisons they and `case` make.

extension Renderer {
    mutating func holds(_ condition: Condition) throws(TemplateError) -> Bool {
        try holdsUnnegated(condition) != condition.isNegated
    }

    /// `a j1 b j2 c` means `a j1 (b j2 c)`: walked from the left, a clause decides the whole when `or` follows a
    /// true one or `and` a false one, and otherwise the rest decides. Later clauses are not evaluated once the
    /// result is known, so they cannot fail in strict mode.
    private mutating func holdsUnnegated(_ condition: Condition) throws(TemplateError) -> Bool {
        var clause = condition.first
        for (junction, next) in condition.rest {
            let result = try holds(clause)
            switch junction {
            case .or where result: return true
            case .and where !result: return false
            default: clause = next
            }
        }
        return try holds(clause)
    }

    private mutating func holds(_ clause: Condition.Clause) throws(TemplateError) -> Bool {
        switch clause {
        case .test(let expression): return try evaluate(expression).isTruthy
        case .comparison(let left, let op, let right, let offset):
            switch op {
            case .equal: return try equals(evaluate(left), right)
            case .notEqual, .notEqualAlternative: return try !equals(evaluate(left), right)
            case .contains:
                let (container, element) = (try evaluate(left), try evaluate(right))
                try charge(container.footprint + element.footprint, at: offset)
                return Renderer.contains(container, element)
            case .less, .greater, .lessOrEqual, .greaterOrEqual:
                let (a, b) = (try evaluate(left), try evaluate(right))
                try charge(a.footprint + b.footprint, at: offset)
                guard let order = a.compare(b) else {
                    if environment.mode == .lax { return false }
                    throw TemplateError(
                        .comparison, "cannot compare '\(a.excerpt)' with '\(b.excerpt)' using '\(op.rawValue)'",
                        in: source, at: offset)
                }
                switch op {
                case .less: return order == .less
                case .greater: return order == .greater
                case .lessOrEqual: return order != .greater
                default: return order != .less
                }
            }
        }
    }

    /// `value == expression`, where `empty` and `blank` compare by emptiness.
    mutating func equals(_ value: Value, _ expression: Expression) throws(TemplateError) -> Bool {
        switch expression {
        case .empty: return value != .nil && value.isEmpty
        case .blank:
            try charge(value.footprint, at: Renderer.offset(of: expression))
            return Renderer.isBlank(value)
        default:
            let other = try evaluate(expression)
            try charge(value.footprint + other.footprint, at: Renderer.offset(of: expression))
            return value.liquidEquals(other)
        }
    }

    private static func isBlank(_ value: Value) -> Bool {
        switch value {
        case .nil, .bool(false): return true
        case .string(let text): return text.allSatisfy { $0.isWhitespace }
        default: return value.isEmpty
        }
    }

    private static func contains(_ container: Value, _ element: Value) -> Bool {
        switch container {
        case .string(let text): return element != .nil && text.contains(element.text)
        case .array(let items): return items.contains { $0.liquidEquals(element) }
        case .dictionary(let dictionary): return dictionary[element.text] != nil
        default: return false
        }
    }
}
