// The `for` loop: the items it walks, the scope of its variable, and the `forloop` object templates read.

extension Renderer {
    /// The state of one running `for` loop, exposed to templates as `forloop`.
    struct LoopState {
        var index0: Int
        var length: Int
        var name: String
    }

    /// `for`: the body once per item, with the loop's variable bound to the item; the `else` body for no items.
    mutating func renderFor(_ loop: ForLoop, into output: inout [UInt8]) throws(TemplateError) {
        let slice = try items(of: loop)
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

    /// The items `loop` walks: its collection from `offset:` on, at most `limit:` of them.
    private mutating func items(of loop: ForLoop) throws(TemplateError) -> Items {
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
        return slice
    }

    // MARK: - forloop

    /// One property of the `forloop` object at `level`, or `nil` for `parentloop` and unknown names.
    func forloopProperty(_ name: String, _ level: Int) -> Value? {
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
    func forloop(_ level: Int) -> Value {
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

    // MARK: - Items

    /// The items of a `for` loop: a list, or an integer range that is never materialized.
    enum Items {
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
}
