// The loops, `for` and `tablerow`: the items they walk, the scope of their variable, and the `forloop` and
// `tablerowloop` objects templates read.

extension Renderer {
    /// The state of one running `for` loop, exposed to templates as `forloop`.
    struct LoopState {
        var index0: Int
        var length: Int
        var name: String
    }

    /// The state of one running `tablerow`, exposed to templates as `tablerowloop`.
    struct TableRowState {
        var index0 = 0
        var length: Int
        var columns: Int
        var row = 1
        var column = 1
    }

    /// `for`: the body once per item, with the loop's variable bound to the item; the `else` body for no items.
    mutating func renderFor(_ loop: ForLoop, into output: inout RenderOutput) throws(TemplateError) {
        let slice = try items(of: loop)
        guard slice.count > 0 else {
            if let otherwise = loop.otherwise { _ = try renderBlock(otherwise, into: &output) }
            return
        }
        locals.append(Scope())
        loops.append(LoopState(index0: 0, length: slice.count, name: loop.name))
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

    /// The items `loop` walks: its collection from `offset:` on (or from where the last loop of the same name
    /// stopped, for `offset: continue`), at most `limit:` of them. Records where this loop stops.
    private mutating func items(of loop: ForLoop) throws(TemplateError) -> Items {
        let start: Int
        if loop.continuesOffset {
            start = loopOffsets[loop.name] ?? 0
        } else if let offset = loop.offset {
            start = try loopInteger(offset) ?? 0
        } else {
            start = 0
        }
        let limit = try loop.limit.flatMap { (expression) throws(TemplateError) in try loopInteger(expression) }
        let items = Items(try evaluate(loop.collection))
        let slice = items.slice(from: start, limit: limit)
        if case .list = slice {
            try charge(slice.count * Value.itemCost, at: loop.location)
        }
        let (stop, overflow) = start.addingReportingOverflow(slice.count)
        loopOffsets[loop.name] = overflow ? .max : stop
        return slice
    }

    /// A `for` loop's `limit:` or `offset:`: an integer, or text that reads as one; `nil` for `nil`.
    private mutating func loopInteger(_ expression: Expression) throws(TemplateError) -> Int? {
        let value = try evaluate(expression)
        if value == .nil { return nil }
        guard let number = Value.rubyInteger(value) else {
            throw TemplateError(
                .argument, "expected an integer, got \(FilterCall.describe(value))", in: source,
                at: Renderer.offset(of: expression))
        }
        return number
    }

    // MARK: - tablerow

    /// `tablerow`: an HTML table of the items, `cols:` cells to a row (all of them in one row by default), as
    /// `<tr class="row1">` and `<td class="col1">` elements. Nothing at all for `nil` or `false`.
    mutating func renderTableRow(_ table: TableRow, into output: inout RenderOutput) throws(TemplateError) {
        let collection = try evaluate(table.collection)
        guard collection.isTruthy else { return }
        let start = try table.offset.map { (expression) throws(TemplateError) in try tableInteger(expression) } ?? 0
        let limit = try table.limit.map { (expression) throws(TemplateError) in try tableInteger(expression) }
        let slice = Items(collection).slice(from: start, limit: limit)
        if case .list = slice {
            try charge(slice.count * Value.itemCost, at: table.location)
        }
        let columns =
            try table.columns.map { (expression) throws(TemplateError) in try tableInteger(expression) }
            ?? slice.count
        output.append("<tr class=\"row1\">\n")
        locals.append(Scope())
        tableRows.append(TableRowState(length: slice.count, columns: columns))
        defer {
            locals.removeLast()
            tableRows.removeLast()
        }
        for position in 0..<slice.count {
            try countIteration(at: table.location)
            locals[locals.count - 1].set(table.variable, slice.item(position), version: nextVersion())
            let state = tableRows[tableRows.count - 1]
            output.append("<td class=\"col\(state.column)\">")
            let flow = try renderBlock(table.body, into: &output)
            output.append("</td>")
            if flow == .breakLoop { break }
            if state.column == state.columns, position != slice.count - 1 {
                output.append("</tr>\n<tr class=\"row\(state.row + 1)\">")
            }
            tableRows[tableRows.count - 1].index0 += 1
            if state.column == state.columns {
                tableRows[tableRows.count - 1].column = 1
                tableRows[tableRows.count - 1].row += 1
            } else {
                tableRows[tableRows.count - 1].column += 1
            }
        }
        output.append("</tr>\n")
        try checkSize(output, at: table.location)
    }

    /// A `tablerow` parameter, read as Ruby's `to_i` reads it: `nil` is 0, text its leading integer, a decimal
    /// its integer part.
    private mutating func tableInteger(_ expression: Expression) throws(TemplateError) -> Int {
        let value = try evaluate(expression)
        switch value {
        case .int(let number): return number
        case .nil: return 0
        case .string(let text):
            if let number = FilterCall.leadingInteger(of: text.trimmingWhitespace()) { return number }
        case .double(let number) where number.isFinite && number.magnitude < 9.2e18: return Int(number)
        default: break
        }
        throw TemplateError(
            .argument, "expected an integer, got \(FilterCall.describe(value))", in: source,
            at: Renderer.offset(of: expression))
    }

    // MARK: - forloop and tablerowloop

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
        var object = Renderer.loopObject(name: loop.name, index0: loop.index0, length: loop.length)
        object["parentloop"] = level > 0 ? forloop(level - 1) : .nil
        return .dictionary(object)
    }

    /// The properties every `forloop` has, for a loop of `length` items at `index0`.
    static func loopObject(name: String, index0: Int, length: Int) -> ValueDictionary {
        [
            "name": .string(name),
            "length": .int(length),
            "index": .int(index0 + 1),
            "index0": .int(index0),
            "rindex": .int(length - index0),
            "rindex0": .int(length - index0 - 1),
            "first": .bool(index0 == 0),
            "last": .bool(index0 == length - 1),
        ]
    }

    /// One property of the innermost `tablerowloop`, or `nil` for an unknown name.
    func tableRowProperty(_ name: String) -> Value? {
        let table = tableRows[tableRows.count - 1]
        switch name {
        case "index": return .int(table.index0 + 1)
        case "index0": return .int(table.index0)
        case "rindex": return .int(table.length - table.index0)
        case "rindex0": return .int(table.length - table.index0 - 1)
        case "first": return .bool(table.index0 == 0)
        case "last": return .bool(table.index0 == table.length - 1)
        case "length": return .int(table.length)
        case "col": return .int(table.column)
        case "col0": return .int(table.column - 1)
        case "col_first": return .bool(table.column == 1)
        case "col_last": return .bool(table.column == table.columns)
        case "row": return .int(table.row)
        default: return nil
        }
    }

    /// The innermost `tablerowloop` as an object.
    func tableRowObject() -> Value {
        let names = [
            "length", "col", "row", "index", "index0", "col0", "rindex", "rindex0", "first", "last", "col_first",
            "col_last",
        ]
        return .dictionary(ValueDictionary(names.map { ($0, tableRowProperty($0)!) }))
    }

    // MARK: - Items

    /// The items of a loop: a list, or an integer range that is never materialized.
    enum Items {
        case list([Value])
        case range(Int, Int)
        /// A string: one item, which `offset:` and `limit:` do not touch, as in Ruby Liquid.
        case text(Value)

        /// What a loop walks in `value`, as Ruby Liquid walks it: an array's items, a hash's `[key, value]`
        /// pairs, a range's integers, a string as one item (an empty one as none, and `offset:` and `limit:`
        /// ignored), and nothing for anything else.
        init(_ value: Value) {
            switch value {
            case .array(let items): self = .list(items)
            case .dictionary: self = .list(value.items)
            case .range(let from, let to): self = .range(from, to)
            case .string(let text): self = text.isEmpty ? .list([]) : .text(value)
            default: self = .list([])
            }
        }

        /// The items at positions from `start` on, `limit` of them counted from `start` (all by default).
        /// Positions before the first item select nothing, so a negative start shortens the limit, as in Ruby
        /// Liquid.
        func slice(from start: Int, limit: Int?) -> Items {
            if case .text = self { return self }
            let lower = max(start, 0)
            var upper = count
            if let limit {
                let (end, overflow) = start.addingReportingOverflow(limit)
                if !overflow || limit < 0 { upper = min(upper, overflow ? Int.min : end) }
            }
            guard upper > lower else { return .list([]) }
            switch self {
            case .list(let items): return .list(Array(items[lower..<upper]))
            case .range(let from, _): return .range(from + lower, from + upper - 1)
            case .text: return self
            }
        }

        var count: Int {
            switch self {
            case .list(let items): return items.count
            case .range(let from, let to): return Value.rangeCount(.range(from, to))
            case .text: return 1
            }
        }

        func item(_ position: Int) -> Value {
            switch self {
            case .list(let items): return items[position]
            case .range(let from, _): return .int(from + position)
            case .text(let value): return value
            }
        }
    }
}
