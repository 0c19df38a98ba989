/// Walks a template's nodes and writes the output into one buffer.
struct Renderer {
    /// What a block asks of the loop around it.
    private enum Flow {
        case normal, breakLoop, continueLoop
    }

    /// The state of one running `for` loop, exposed to templates as `forloop`.
    private struct LoopState {
        var index0: Int
        var length: Int
        var name: String
    }

    private let environment: Environment
    private let globals: [String: Value]
    /// Variables set by `assign` and `capture`: Liquid keeps them for the rest of the render.
    private var assigns: [String: Value] = [:]
    /// Scopes pushed by loops and partial arguments, innermost last.
    private var locals: [[String: Value]] = []
    private var loops: [LoopState] = []
    private var counters: [String: Int] = [:]
    private var cycles: [String: Int] = [:]
    private var iterations = 0
    private var depth = 0
    /// The template being rendered, for error locations.
    private var source: SourceText

    init(environment: Environment, globals: [String: Value]) {
        self.environment = environment
        self.globals = globals
        self.source = SourceText(name: "", text: "")
    }

    mutating func render(_ template: Template, into output: inout String) throws(TemplateError) {
        let outer = source
        source = template.source
        defer { source = outer }
        _ = try render(template.nodes, into: &output)
    }

    // MARK: - Nodes

    private mutating func render(_ nodes: [Node], into output: inout String) throws(TemplateError) -> Flow {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
                try checkSize(output, at: 0)
            case .output(let expression):
                try evaluate(expression).write(to: &output)
                try checkSize(output, at: 0)
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches where try holds(branch.condition) {
                    chosen = branch.body
                    break
                }
                if let chosen {
                    let flow = try render(chosen, into: &output)
                    if flow != .normal { return flow }
                }
            case .caseWhen(let subject, let whens, let otherwise):
                let flow = try renderCase(subject, whens, otherwise, into: &output)
                if flow != .normal { return flow }
            case .forLoop(let loop):
                try renderFor(loop, into: &output)
            case .assign(let name, let value):
                assigns[name] = try evaluate(value)
            case .capture(let name, let body):
                var captured = ""
                _ = try render(body, into: &captured)
                assigns[name] = .string(captured)
            case .counter(let name, let step):
                let value = counters[name] ?? 0
                if step > 0 {
                    output += String(value)
                    counters[name] = value + 1
                } else {
                    counters[name] = value - 1
                    output += String(value - 1)
                }
            case .cycle(let group, let values, _):
                // Unnamed cycles with the same values share their position, as in Liquid.
                var key = group ?? ""
                if group == nil {
                    for value in values { key += try evaluate(value).text + "\u{0}" }
                }
                let position = (cycles[key] ?? 0) % values.count
                cycles[key] = position + 1
                try evaluate(values[position]).write(to: &output)
            case .partial(let partial):
                try renderPartial(partial, into: &output)
            case .loopControl(let control, _):
                return control == .breakLoop ? .breakLoop : .continueLoop
            }
        }
        return .normal
    }

    private mutating func renderCase(_ subject: Expression, _ whens: [WhenClause], _ otherwise: [Node]?,
                                     into output: inout String) throws(TemplateError) -> Flow
    {
        let value = try evaluate(subject)
        var matched = false
        for clause in whens {
            for candidate in clause.values where try equals(value, candidate) {
                matched = true
                let flow = try render(clause.body, into: &output)
                if flow != .normal { return flow }
                break
            }
        }
        if !matched, let otherwise {
            return try render(otherwise, into: &output)
        }
        return .normal
    }

    private mutating func renderFor(_ loop: ForLoop, into output: inout String) throws(TemplateError) {
        let offset = try loop.offset.map { (expression) throws(TemplateError) in try integer(expression) } ?? 0
        let limit = try loop.limit.map { (expression) throws(TemplateError) in try integer(expression) }
        // A range is walked lazily: `(1..1000000000)` costs nothing until the iteration limit stops it.
        let items: Items
        if case .range(let lower, let upper, _) = loop.collection {
            items = .range(try integer(lower), try integer(upper))
        } else {
            items = .list(try evaluate(loop.collection).items)
        }
        let start = max(0, offset)
        let end = limit.map { start.addingReportingOverflow(max(0, $0)) }.map { $0.overflow ? Int.max : $0.partialValue }
            ?? Int.max
        let slice = items.slice(start, end)
        guard slice.count > 0 else {
            if let otherwise = loop.otherwise { _ = try render(otherwise, into: &output) }
            return
        }
        locals.append([:])
        loops.append(LoopState(index0: 0, length: slice.count, name: loop.variable))
        defer {
            locals.removeLast()
            loops.removeLast()
        }
        for position in 0..<slice.count {
            iterations += 1
            if iterations > environment.limits.loopIterations {
                throw TemplateError(
                    .limit, "loops ran more than \(environment.limits.loopIterations) iterations; "
                        + "narrow the loop with 'limit:' or a smaller range", in: source, at: loop.location)
            }
            locals[locals.count - 1][loop.variable] = slice.item(loop.reversed ? slice.count - 1 - position : position)
            loops[loops.count - 1].index0 = position
            let flow = try render(loop.body, into: &output)
            if flow == .breakLoop { break }
        }
    }

    private mutating func renderPartial(_ partial: Partial, into output: inout String) throws(TemplateError) {
        let name = try evaluate(partial.name).text
        guard depth < environment.limits.partialDepth else {
            throw TemplateError(
                .limit, "partials nest more than \(environment.limits.partialDepth) deep; "
                    + "'\(name)' includes itself, directly or through another partial", in: source,
                at: partial.location)
        }
        guard let template = try environment.loadPartial(name) else {
            throw TemplateError(.partial, "partial '\(name)' not found", in: source, at: partial.location)
        }
        var scope: [String: Value] = [:]
        for (argument, expression) in partial.arguments {
            scope[argument] = try evaluate(expression)
        }
        let alias = partial.alias ?? String(name.split(separator: "/").last ?? Substring(name))
        var bound: [Value?] = [nil]
        switch partial.binding {
        case .with(let expression):
            let value = try evaluate(expression)
            // `include ... with array` renders once per item, as Ruby Liquid does; `render` binds the array.
            if partial.kind == .include, case .array(let list) = value { bound = list } else { bound = [value] }
        case .each(let expression):
            bound = try evaluate(expression).items
        case nil:
            break
        }

        depth += 1
        defer { depth -= 1 }
        for value in bound {
            var itemScope = scope
            if let value { itemScope[alias] = value }
            if partial.kind == .include {
                locals.append(itemScope)
                defer { locals.removeLast() }
                try render(template, into: &output)
            } else {
                // `render` sees only what it is given: a fresh renderer that shares the limits and the depth.
                var isolated = Renderer(environment: environment, globals: itemScope)
                isolated.depth = depth
                isolated.iterations = iterations
                try isolated.render(template, into: &output)
                iterations = isolated.iterations
            }
        }
    }

    private func checkSize(_ output: String, at offset: Int) throws(TemplateError) {
        if output.utf8.count > environment.limits.outputBytes {
            throw TemplateError(.limit, "output is larger than \(environment.limits.outputBytes) bytes",
                                in: source, at: offset)
        }
    }

    // MARK: - Expressions

    private func evaluate(_ filtered: FilteredExpression) throws(TemplateError) -> Value {
        var value = try evaluate(filtered.expression)
        for call in filtered.filters {
            guard let filter = environment.filters[call.name] else {
                if environment.mode == .lax { continue }
                var message = "unknown filter '\(call.name)'"
                if let suggestion = Suggestion.closest(to: call.name, in: environment.filters.keys) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw TemplateError(.undefinedFilter, message, in: source, at: call.offset)
            }
            var arguments: [Value] = []
            arguments.reserveCapacity(call.arguments.count)
            for argument in call.arguments { arguments.append(try evaluate(argument)) }
            var keywords: [String: Value] = [:]
            for (name, expression) in call.keywords { keywords[name] = try evaluate(expression) }
            do {
                value = try filter(value, arguments, keywords)
            } catch {
                throw TemplateError(.filter, error.message, in: source, at: call.offset)
            }
        }
        return value
    }

    private func evaluate(_ expression: Expression) throws(TemplateError) -> Value {
        switch expression {
        case .literal(let value): return value
        case .variable(let path): return try resolve(path)
        case .range(let lower, let upper, let offset):
            let (from, to) = (try integer(lower), try integer(upper))
            guard from <= to else { return .array([]) }
            guard Items.range(from, to).count <= environment.limits.loopIterations else {
                throw TemplateError(.limit, "range (\(from)..\(to)) is too large", in: source, at: offset)
            }
            return .array((from...to).map { .int($0) })
        case .empty, .blank: return .string("")
        }
    }

    /// An expression that must be an integer: loop bounds, `limit:` and `offset:`.
    private func integer(_ expression: Expression) throws(TemplateError) -> Int {
        let value = try evaluate(expression)
        switch value.number {
        case .int(let number): return number
        case .double(let number) where number.isFinite && abs(number) < 1e18: return Int(number)
        default:
            if value == .nil { return 0 }
            throw TemplateError(.syntax, "expected a number, got '\(value.text)'", in: source,
                                at: Renderer.offset(of: expression))
        }
    }

    /// Looks a variable path up: innermost scope first, then assigns and counters, then the render's variables.
    private func resolve(_ path: VariablePath) throws(TemplateError) -> Value {
        var value: Value
        switch path.root {
        case .key(let name):
            if let found = lookup(name) {
                value = found
            } else if name == "forloop", !loops.isEmpty {
                value = forloop(loops.count - 1)
            } else {
                return try undefined(path, known: Array(globals.keys) + Array(assigns.keys)
                                         + locals.flatMap(\.keys))
            }
        case .index(let expression):
            let key = try evaluate(expression).text
            guard let found = lookup(key) else { return try undefined(path, known: Array(globals.keys)) }
            value = found
        }
        for segment in path.segments {
            let next: Value
            switch segment {
            case .key(let key):
                next = value[key]
            case .index(let expression):
                switch try evaluate(expression) {
                case .int(let index): next = value[index]
                case let key: next = value[key.text]
                }
            }
            if next == .nil, environment.mode == .strict, !Renderer.holdsNil(value, segment) {
                let known: [String]
                if case .dictionary(let dictionary) = value { known = Array(dictionary.keys) } else { known = [] }
                return try undefined(path, known: known)
            }
            value = next
        }
        return value
    }

    private func lookup(_ name: String) -> Value? {
        for scope in locals.reversed() {
            if let value = scope[name] { return value }
        }
        // Ruby Liquid keeps counters among the render's own variables, so `{{ n }}` sees `{% increment n %}`.
        return assigns[name] ?? counters[name].map { .int($0) } ?? globals[name]
    }

    /// `true` when `container` really holds `nil` at `segment`, as opposed to lacking it.
    private static func holdsNil(_ container: Value, _ segment: VariablePath.Segment) -> Bool {
        if case .dictionary(let dictionary) = container, case .key(let key) = segment {
            return dictionary[key] != nil
        }
        return false
    }

    /// `nil` in lax mode; in strict mode an error naming the path and the closest known name.
    private func undefined(_ path: VariablePath, known: [String]) throws(TemplateError) -> Value {
        guard environment.mode == .strict else { return .nil }
        var message = "undefined variable '\(path.description)'"
        let last: String
        switch path.segments.last ?? path.root {
        case .key(let key): last = key
        case .index: last = ""
        }
        if let suggestion = Suggestion.closest(to: last, in: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw TemplateError(.undefinedVariable, message, in: source, at: path.offset)
    }

    /// The `forloop` object of the loop at `level`, with `parentloop` for the loop around it.
    private func forloop(_ level: Int) -> Value {
        let loop = loops[level]
        var object: [String: Value] = [
            "name": .string(loop.name),
            "length": .int(loop.length),
            "index": .int(loop.index0 + 1),
            "index0": .int(loop.index0),
            "rindex": .int(loop.length - loop.index0),
            "rindex0": .int(loop.length - loop.index0 - 1),
            "first": .bool(loop.index0 == 0),
            "last": .bool(loop.index0 == loop.length - 1),
        ]
        object["parentloop"] = level > 0 ? forloop(level - 1) : .nil
        return .dictionary(object)
    }

    // MARK: - Conditions

    private func holds(_ condition: Condition) throws(TemplateError) -> Bool {
        switch condition {
        case .test(let expression): return try evaluate(expression).isTruthy
        case .not(let inner): return try !holds(inner)
        case .and(let left, let right):
            guard try holds(left) else { return false }
            return try holds(right)
        case .or(let left, let right):
            if try holds(left) { return true }
            return try holds(right)
        case .comparison(let left, let op, let right, let offset):
            switch op {
            case .equal: return try equals(evaluate(left), right)
            case .notEqual, .notEqualAlternative: return try !equals(evaluate(left), right)
            case .contains: return try Renderer.contains(evaluate(left), evaluate(right))
            case .less, .greater, .lessOrEqual, .greaterOrEqual:
                let (a, b) = (try evaluate(left), try evaluate(right))
                guard let order = a.compare(b) else {
                    if environment.mode == .lax { return false }
                    throw TemplateError(.comparison, "cannot compare '\(a.text)' with '\(b.text)' using '\(op.rawValue)'",
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
    private func equals(_ value: Value, _ expression: Expression) throws(TemplateError) -> Bool {
        switch expression {
        case .empty: return value != .nil && value.isEmpty
        case .blank: return Renderer.isBlank(value)
        default: return value.liquidEquals(try evaluate(expression))
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

    private static func offset(of expression: Expression) -> Int {
        switch expression {
        case .variable(let path): return path.offset
        case .range(_, _, let offset): return offset
        default: return 0
        }
    }
}

/// The items of a `for` loop: a list, or an integer range that is never materialized.
private enum Items {
    case list([Value])
    case range(Int, Int)

    /// The items from position `start` up to (not including) `end`.
    func slice(_ start: Int, _ end: Int) -> Items {
        switch self {
        case .list(let items):
            let lower = min(start, items.count)
            let upper = min(max(end, lower), items.count)
            return .list(Array(items[lower..<upper]))
        case .range(let from, let to):
            guard from <= to else { return .list([]) }
            let count = Items.range(from, to).count
            let lower = min(start, count)
            let upper = min(max(end, lower), count)
            return upper > lower ? .range(from + lower, from + upper - 1) : .list([])
        }
    }

    var count: Int {
        switch self {
        case .list(let items): return items.count
        case .range(let from, let to):
            let (difference, overflow) = to.subtractingReportingOverflow(from)
            return overflow || difference == .max ? .max : difference + 1
        }
    }

    func item(_ position: Int) -> Value {
        switch self {
        case .list(let items): return items[position]
        case .range(let from, _): return .int(from + position)
        }
    }
}
