// Conditions of `if`, `elsif` and `unless`, and the comparisons they and `case` make, as Ruby Liquid makes them.

extension Renderer {
    /// One side of a comparison: a value, or `blank` or `empty` written as such, which compare by a test of the
    /// other side rather than by equality.
    enum Operand {
        case value(Value)
        case blank
        case empty
    }

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
            let (a, b) = (try operand(left), try operand(right))
            try charge(Renderer.footprint(a) + Renderer.footprint(b), at: offset)
            switch op {
            case .equal: return equals(a, b)
            case .notEqual, .notEqualAlternative: return !equals(a, b)
            case .contains: return Renderer.contains(a, b)
            case .less, .greater, .lessOrEqual, .greaterOrEqual:
                guard case .value(let first) = a, case .value(let second) = b else { return false }
                guard let order = first.compare(second) else {
                    // Ruby compares numbers with numbers and text with text, fails for text with a number, and
                    // finds anything else (nil, booleans, collections) simply not ordered. Strict mode fails for
                    // all of these, as for a name it does not know.
                    if environment.mode == .lax && !Renderer.isNumberAndText(first, second) { return false }
                    throw TemplateError(
                        .comparison,
                        "cannot compare \(FilterCall.describe(first)) with \(FilterCall.describe(second)) "
                            + "using '\(op.rawValue)'", in: source, at: offset)
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

    /// The operand an expression stands for in a comparison.
    mutating func operand(_ expression: Expression) throws(TemplateError) -> Operand {
        switch expression {
        case .blank: return .blank
        case .empty: return .empty
        default: return .value(try evaluate(expression))
        }
    }

    /// Liquid's `==`: `blank` equals `nil`, `false`, and strings of white space and empty collections; `empty`
    /// equals empty strings and collections (not `nil`); `blank` and `empty` equal nothing written as `blank`
    /// or `empty`, themselves included.
    func equals(_ a: Operand, _ b: Operand) -> Bool {
        switch (a, b) {
        case (.value(let first), .value(let second)): return first.liquidEquals(second)
        case (.blank, .value(let value)), (.value(let value), .blank): return Renderer.isBlank(value)
        case (.empty, .value(let value)), (.value(let value), .empty): return Renderer.isEmpty(value)
        default: return false
        }
    }

    /// Whether one side is a number and the other text: the comparison Ruby refuses with an error.
    private static func isNumberAndText(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int, .string), (.double, .string), (.string, .int), (.string, .double): return true
        default: return false
        }
    }

    private static func isBlank(_ value: Value) -> Bool {
        switch value {
        case .nil, .bool(false): return true
        case .string(let text): return text.utf8.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
        case .array(let items): return items.isEmpty
        case .dictionary(let entries): return entries.isEmpty
        default: return false
        }
    }

    private static func isEmpty(_ value: Value) -> Bool {
        switch value {
        case .string(let text): return text.isEmpty
        case .array(let items): return items.isEmpty
        case .dictionary(let entries): return entries.isEmpty
        default: return false
        }
    }

    /// `contains`: a substring of a string (the other side read as text), an item of an array, a key of a hash,
    /// an integer of a range; never `nil` or `false`.
    private static func contains(_ container: Operand, _ element: Operand) -> Bool {
        guard case .value(let container) = container else { return false }
        let item: Value
        switch element {
        case .value(let value): item = value
        case .blank, .empty: item = ""
        }
        guard item.isTruthy else { return false }
        switch container {
        case .string(let text):
            return text.contains(item.filterText)
        case .array(let items):
            if case .blank = element { return false }
            if case .empty = element { return false }
            return items.contains { $0.liquidEquals(item) }
        case .dictionary(let entries):
            guard case .string(let key) = item, case .value = element else { return false }
            return entries[key] != nil
        case .range(let from, let to):
            switch item {
            case .int(let number): return from <= number && number <= to
            case .double(let number): return Double(from) <= number && number <= Double(to)
            default: return false
            }
        default:
            return false
        }
    }

    /// What reading an operand costs, against the work limit: a range is compared by its ends.
    private static func footprint(_ operand: Operand) -> Int {
        switch operand {
        case .value(.range), .blank, .empty: return Value.itemCost
        case .value(let value): return value.footprint
        }
    }
}
