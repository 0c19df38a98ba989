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
    /// Numbers each binding of a name (see `memo`): every loop item, partial argument, `assign`, `capture` and
    /// counter step takes the next one. The render's own variables are version 0.
    private var lastVersion = 0
    /// The version of the last `assign` or `capture`, and of the last counter step.
    private var assignsVersion = 0
    private var countersVersion = 0
    /// Scopes pushed by loops and partial arguments, innermost last.
    private var locals: [Scope] = []
    private var loops: [LoopState] = []
    private var counters: [String: Int] = [:]
    private var cycles: [String: Int] = [:]
    /// Loop iterations and partial renders so far, against `Limits.loopIterations`.
    private var iterations = 0
    /// Bytes processed so far, against `Limits.processedBytes`: see `charge(_:at:)`.
    private var processed = 0
    /// How many partials enclose the node being rendered, against `Limits.partialDepth`.
    private var depth = 0
    /// How many blocks and partials enclose the node being rendered, against `Template.maximumNesting`.
    private var nesting = 0
    /// The template being rendered, for error locations.
    private var source: SourceText
    /// The filters of the template being rendered, by `FilterInvocation.slot`; `nil` for an unknown name.
    private var filters: [Filter?] = []
    /// The value of each fixed path of the template being rendered, by `VariablePath.slot`, with the version
    /// of the binding its first name had. A fixed path's value depends only on that binding, so while the name
    /// is bound to the same version (for the whole render, for the render's own variables; for one iteration,
    /// for a loop's item) the path is looked up once.
    private var memo: [(version: Int, value: Value)?] = []

    init(environment: Environment, globals: [String: Value]) {
        self.environment = environment
        self.globals = globals
        self.source = SourceText(name: "", text: "")
    }

    mutating func render(_ template: Template, into output: inout [UInt8]) throws(TemplateError) {
        let outer = (source, filters, memo)
        source = template.source
        filters = template.filterNames.map { environment.filters[$0] }
        memo = Array(repeating: nil, count: template.pathCount)
        defer { (source, filters, memo) = outer }
        _ = try render(template.nodes, into: &output)
    }

    // MARK: - Nodes

    private mutating func render(_ nodes: [Node], into output: inout [UInt8]) throws(TemplateError) -> Flow {
        // Indices rather than `for node in nodes`, here and in the other hot loops: reading an element in place
        // spares a copy of it, and with it reference counting on everything it holds.
        for index in nodes.indices {
            try charge(Renderer.nodeCost, at: 0)
            switch nodes[index] {
            case .text(let range):
                output.append(contentsOf: source.bytes[range])
                try checkSize(output, at: 0)
            case .output(let expression):
                try evaluate(expression).write(into: &output)
                try checkSize(output, at: Renderer.offset(of: expression.expression))
            case .conditional(let branches, let otherwise):
                var chosen = otherwise
                for branch in branches where try holds(branch.condition) {
                    chosen = branch.body
                    break
                }
                if let chosen {
                    let flow = try renderBlock(chosen, into: &output)
                    if flow != .normal { return flow }
                }
            case .caseWhen(let subject, let whens, let otherwise):
                let flow = try renderCase(subject, whens, otherwise, into: &output)
                if flow != .normal { return flow }
            case .forLoop(let loop):
                try renderFor(loop, into: &output)
            case .assign(let name, let value):
                assigns[name] = try evaluate(value)
                assignsVersion = nextVersion()
            case .capture(let name, let body):
                var captured: [UInt8] = []
                _ = try renderBlock(body, into: &captured)
                // Captured text is not output: it would escape the output limit if it were not counted here.
                try charge(captured.count, at: 0)
                assigns[name] = .string(String(decoding: captured, as: UTF8.self))
                assignsVersion = nextVersion()
            case .counter(let name, let step):
                let value = counters[name] ?? 0
                countersVersion = nextVersion()
                if step > 0 {
                    output.append(contentsOf: String(value).utf8)
                    counters[name] = value + 1
                } else {
                    counters[name] = value - 1
                    output.append(contentsOf: String(value - 1).utf8)
                }
            case .cycle(let group, let values, _):
                // Unnamed cycles with the same values share their position, as in Liquid.
                var key = group ?? ""
                if group == nil {
                    for value in values { key += try evaluate(value).text + "\u{0}" }
                    try charge(key.utf8.count, at: 0)
                }
                let position = (cycles[key] ?? 0) % values.count
                cycles[key] = position + 1
                try evaluate(values[position]).write(into: &output)
            case .partial(let partial):
                try renderPartial(partial, into: &output)
            case .loopControl(let control, _):
                return control == .breakLoop ? .breakLoop : .continueLoop
            }
        }
        return .normal
    }

    /// Renders the body of a block one level deeper.
    ///
    /// The parser keeps blocks within one template at most `Template.maximumNesting` deep, and `renderPartial`
    /// keeps partials from starting deeper than that, so rendering recurses at most twice that deep.
    private mutating func renderBlock(_ nodes: [Node], into output: inout [UInt8]) throws(TemplateError) -> Flow {
        nesting += 1
        defer { nesting -= 1 }
        return try render(nodes, into: &output)
    }

    private mutating func renderCase(
        _ subject: Expression, _ whens: [WhenClause], _ otherwise: [Node]?,
        into output: inout [UInt8]
    ) throws(TemplateError) -> Flow {
        let value = try evaluate(subject)
        var matched = false
        for clause in whens {
            for candidate in clause.values where try equals(value, candidate) {
                matched = true
                let flow = try renderBlock(clause.body, into: &output)
                if flow != .normal { return flow }
                break
            }
        }
        if !matched, let otherwise {
            return try renderBlock(otherwise, into: &output)
        }
        return .normal
    }

    private mutating func renderFor(_ loop: ForLoop, into output: inout [UInt8]) throws(TemplateError) {
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
        let end =
            limit.map { start.addingReportingOverflow(max(0, $0)) }.map { $0.overflow ? Int.max : $0.partialValue }
            ?? Int.max
        let slice = items.slice(start, end)
        if case .list = slice {
            try charge(slice.count * Value.itemCost, at: loop.location)
        }
        guard slice.count > 0 else {
            if let otherwise = loop.otherwise { _ = try renderBlock(otherwise, into: &output) }
            return
        }
        locals.append(Scope())
        loops.append(LoopState(index0: 0, length: slice.count, name: loop.variable))
        defer {
            locals.removeLast()
            loops.removeLast()
        }
        for position in 0..<slice.count {
            try countIteration(at: loop.location)
            locals[locals.count - 1].set(
                loop.variable, slice.item(loop.reversed ? slice.count - 1 - position : position),
                version: nextVersion())
            loops[loops.count - 1].index0 = position
            let flow = try renderBlock(loop.body, into: &output)
            if flow == .breakLoop { break }
        }
    }

    private mutating func renderPartial(_ partial: Partial, into output: inout [UInt8]) throws(TemplateError) {
        let name = try evaluate(partial.name).text
        guard depth < environment.limits.partialDepth else {
            throw TemplateError(
                .limit,
                "partials nest more than \(environment.limits.partialDepth) deep; "
                    + "'\(name.shortened)' includes itself, directly or through another partial", in: source,
                at: partial.location)
        }
        // Blocks in each of 32 partials could otherwise nest 3,200 deep, more than a thread's stack holds.
        guard nesting < Template.maximumNesting else {
            throw TemplateError(
                .limit,
                "blocks and partials nest more than \(Template.maximumNesting) deep; "
                    + "include '\(name.shortened)' from fewer enclosing blocks", in: source, at: partial.location)
        }
        let loaded: Template?
        do {
            loaded = try environment.loadPartial(name)
        } catch  where error.line == 0 {
            // A loader's `TemplateError(unreadablePartial:)`: reported at the tag that asked for the partial.
            throw TemplateError(
                .partial, "partial '\(name.shortened)': \(error.message)", in: source, at: partial.location)
        }
        guard let template = loaded else {
            throw TemplateError(.partial, "partial '\(name.shortened)' not found", in: source, at: partial.location)
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
        nesting += 1
        defer { (depth, nesting) = (depth - 1, nesting - 1) }
        for value in bound {
            // Every render of a partial counts as an iteration: ten self-includes 32 deep would be 10^32 renders.
            try countIteration(at: partial.location, partial: name)
            var itemScope = scope
            if let value { itemScope[alias] = value }
            if partial.kind == .include {
                locals.append(Scope(itemScope, version: nextVersion()))
                defer { locals.removeLast() }
                try render(template, into: &output)
            } else {
                // `render` sees only what it is given: a fresh renderer that shares the limits and the depth.
                var isolated = Renderer(environment: environment, globals: itemScope)
                isolated.depth = depth
                isolated.nesting = nesting
                isolated.iterations = iterations
                isolated.processed = processed
                defer { (iterations, processed) = (isolated.iterations, isolated.processed) }
                try isolated.render(template, into: &output)
            }
        }
    }

    private func checkSize(_ output: [UInt8], at offset: Int) throws(TemplateError) {
        if output.count > environment.limits.outputBytes {
            throw TemplateError(
                .limit, "output is larger than \(environment.limits.outputBytes) bytes",
                in: source, at: offset)
        }
    }

    // MARK: - Limits

    /// What rendering one node costs against `Limits.processedBytes`, beyond the values it handles.
    static let nodeCost = 16

    /// Counts one loop iteration, or one render of the partial named `partial`, against `Limits.loopIterations`.
    private mutating func countIteration(at offset: Int, partial: String? = nil) throws(TemplateError) {
        iterations += 1
        guard iterations > environment.limits.loopIterations else { return }
        let limit = environment.limits.loopIterations
        let message =
            partial.map {
                "loops and partials ran more than \(limit) iterations; '\($0.shortened)' is rendered too often"
            }
            ?? "loops ran more than \(limit) iterations; narrow the loop with 'limit:' or a smaller range"
        throw TemplateError(.limit, message, in: source, at: offset)
    }

    /// Counts `bytes` of work against `Limits.processedBytes`.
    ///
    /// Output is bounded by its own limit, but work that leaves no output is not: a loop can run a filter on a
    /// large value a million times and keep only its size. So every node rendered costs a little, and filters,
    /// comparisons, captures and lookups on strings cost the size of the values they read and make. The total
    /// bounds the time a render takes, whatever the template.
    private mutating func charge(_ bytes: Int, at offset: Int) throws(TemplateError) {
        processed += bytes
        if processed > environment.limits.processedBytes {
            throw TemplateError(
                .limit,
                "rendering processed more than \(environment.limits.processedBytes) bytes; "
                    + "a loop probably repeats work on a large value", in: source, at: offset)
        }
    }

    // MARK: - Expressions

    private mutating func evaluate(_ filtered: FilteredExpression) throws(TemplateError) -> Value {
        var value = try evaluate(filtered.expression)
        for index in filtered.filters.indices {
            let call = filtered.filters[index]
            guard let filter = filters[call.slot] else {
                if environment.mode == .lax { continue }
                var message = "unknown filter '\(call.name.shortened)'"
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

    private mutating func evaluate(_ expression: Expression) throws(TemplateError) -> Value {
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
    private mutating func integer(_ expression: Expression) throws(TemplateError) -> Int {
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

    /// Looks a variable path up: innermost scope first, then assigns and counters, then the render's variables.
    private mutating func resolve(_ path: VariablePath) throws(TemplateError) -> Value {
        var value: Value
        var firstSegment = 0
        let name: String
        switch path.root {
        case .key(let key):
            name = key
        case .index(let expression):
            name = try evaluate(expression).text
            try charge(name.utf8.count, at: path.offset)
        }
        let binding = lookupBound(name)
        let version = binding?.version ?? 0
        if let slot = path.slot, let known = memo[slot], known.version == version {
            return known.value
        }
        var memoizes = path.slot != nil
        if let binding {
            value = binding.value
        } else if let found = globals[name] {
            value = found
        } else if case .key = path.root, name == "forloop", !loops.isEmpty {
            // The loop's state changes on every iteration without a new binding: never memoized.
            memoizes = false
            // `forloop.index` and friends are read straight from the loop's state, without building the object.
            if case .key(let property)? = path.segments.first, let direct = forloopProperty(property, loops.count - 1) {
                value = direct
                firstSegment = 1
            } else {
                // The whole object is built anew, with every `parentloop` level.
                try charge(loops.count * Renderer.nodeCost * 8, at: path.offset)
                value = forloop(loops.count - 1)
            }
        } else if case .key = path.root {
            return try undefined(
                path, known: Array(globals.keys) + Array(assigns.keys) + locals.flatMap(\.names))
        } else {
            return try undefined(path, known: Array(globals.keys))
        }
        for index in firstSegment..<path.segments.count {
            let next: Value
            switch path.segments[index] {
            case .key(let key):
                // `size` counts a string's characters, one by one.
                if case .string(let text) = value { try charge(text.utf8.count, at: path.offset) }
                next = value[key]
            case .index(let expression):
                switch try evaluate(expression) {
                case .int(let index): next = value[index]
                case let key:
                    let text = key.text
                    try charge(text.utf8.count, at: path.offset)
                    next = value[text]
                }
            }
            if case .nil = next, environment.mode == .strict, !Renderer.holdsNil(value, path.segments[index]) {
                let known: [String]
                if case .dictionary(let dictionary) = value { known = Array(dictionary.keys) } else { known = [] }
                return try undefined(path, known: known)
            }
            value = next
        }
        if memoizes, let slot = path.slot { memo[slot] = (version, value) }
        return value
    }

    /// A variable set during the render, with the version of its binding: by a loop or a partial's arguments
    /// (innermost first), by `assign` or `capture`, or by a counter. These hide the render's variables of the
    /// same name.
    ///
    /// Empty scopes are skipped before hashing the name: most lookups find a render variable.
    private func lookupBound(_ name: String) -> (value: Value, version: Int)? {
        var level = locals.count
        while level > 0 {
            level -= 1
            if let bound = locals[level][name] { return bound }
        }
        if !assigns.isEmpty, let value = assigns[name] { return (value, assignsVersion) }
        // Ruby Liquid keeps counters among the render's own variables, so `{{ n }}` sees `{% increment n %}`.
        if !counters.isEmpty, let value = counters[name] { return (.int(value), countersVersion) }
        return nil
    }

    /// The next binding version (see `lastVersion`).
    private mutating func nextVersion() -> Int {
        lastVersion += 1
        return lastVersion
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
        var message = "undefined variable '\(path.description.shortened)'"
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

    /// One property of the `forloop` object at `level`, or `nil` for `parentloop` and unknown names.
    private func forloopProperty(_ name: String, _ level: Int) -> Value? {
        let loop = loops[level]
        switch name {
        case "index": return .int(loop.index0 + 1)
        case "index0": return .int(loop.index0)
        case "rindex": return .int(loop.length - loop.index0)
        case "rindex0": return .int(loop.length - loop.index0 - 1)
        case "first": return .bool(loop.index0 == 0)
        case "last": return .bool(loop.index0 == loop.length - 1)
        case "length": return .int(loop.length)
        case "name": return .string(loop.name)
        default: return nil
        }
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

    private mutating func holds(_ condition: Condition) throws(TemplateError) -> Bool {
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
    private mutating func equals(_ value: Value, _ expression: Expression) throws(TemplateError) -> Bool {
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

    private static func offset(of expression: Expression) -> Int {
        switch expression {
        case .variable(let path): return path.offset
        case .range(_, _, let offset): return offset
        default: return 0
        }
    }
}

/// The variables of a loop or a partial's arguments: a handful of names, found by comparing strings rather than by
/// hashing, which made every lookup inside a loop pay for a hash.
///
/// A partial can be given thousands of arguments, though, and then every lookup below it would compare thousands
/// of names: past `linearLimit` names, a dictionary holds them.
private struct Scope {
    private var entries: [(name: String, value: Value, version: Int)] = []
    private var table: [String: Value]? = nil
    /// The binding version of every name in `table`.
    private var tableVersion = 0
    private static let linearLimit = 8

    init() {}

    /// A scope binding `variables`, all with binding version `version`.
    init(_ variables: [String: Value], version: Int) {
        if variables.count > Scope.linearLimit {
            table = variables
            tableVersion = version
        } else {
            entries = variables.map { ($0.key, $0.value, version) }
        }
    }

    var names: [String] { table.map { Array($0.keys) } ?? entries.map(\.name) }

    subscript(name: String) -> (value: Value, version: Int)? {
        if let table { return table[name].map { ($0, tableVersion) } }
        for index in entries.indices where entries[index].name == name {
            return (entries[index].value, entries[index].version)
        }
        return nil
    }

    mutating func set(_ name: String, _ value: Value, version: Int) {
        if table != nil {
            table?[name] = value
            tableVersion = version
        } else if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].value = value
            entries[index].version = version
        } else {
            entries.append((name, value, version))
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
