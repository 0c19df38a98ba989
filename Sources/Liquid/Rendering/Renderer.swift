/// Walks a template's nodes and writes the output into one buffer.
///
/// The renderer is spread over files by aspect: this one holds its state and the walk over nodes;
/// `Renderer+Tags.swift` the tags that are not loops or partials, `Renderer+Loops.swift` `for` and `tablerow`,
/// `Renderer+Partials.swift` `include` and `render`, `Renderer+Expressions.swift` values and filters,
/// `Renderer+Resolution.swift` variable paths and the memo that keeps their values, `Renderer+Conditions.swift`
/// conditions and comparisons, and `Renderer+Limits.swift` the limits a render must stay within.
struct Renderer {
    /// What a block asks of the loop around it.
    enum Flow {
        case normal, breakLoop, continueLoop
    }

    let environment: Environment
    let globals: [String: Value]
    /// Variables set by `assign` and `capture`: Liquid keeps them for the rest of the render.
    var assigns: [String: Value] = [:]
    /// Numbers each binding of a name (see `memo`): every loop item, partial argument, `assign`, `capture` and
    /// counter step takes the next one. The render's own variables are version 0.
    var lastVersion = 0
    /// The version of the last `assign` or `capture`, and of the last counter step.
    var assignsVersion = 0
    var countersVersion = 0
    /// Scopes pushed by loops and partial arguments, innermost last.
    var locals: [Scope] = []
    var loops: [LoopState] = []
    /// The running `tablerow` loops, innermost last, exposed to templates as `tablerowloop`.
    var tableRows: [TableRowState] = []
    /// `increment` and `decrement` counters: integers, or doubles where a render variable of the same name was
    /// one to start from.
    var counters: [String: Value] = [:]
    /// The position of each `cycle` group.
    var cycles: [Value: Int] = [:]
    /// Where each `for` loop, by `forloop.name`, stopped, for `offset: continue`.
    var loopOffsets: [String: Int] = [:]
    /// What the last `ifchanged` printed.
    var lastIfChanged: [UInt8]? = nil
    /// Loop iterations and partial renders so far, against `Limits.loopIterations`.
    var iterations = 0
    /// Bytes processed so far, against `Limits.processedBytes`: see `charge(_:at:)`.
    var processed = 0
    /// How many partials enclose the node being rendered, against `Limits.partialDepth`.
    var depth = 0
    /// How many blocks and partials enclose the node being rendered, against `Template.maximumNesting`.
    var nesting = 0
    /// The template being rendered, for error locations.
    var source: SourceText
    /// The bytes of `source`, for as long as its template renders: text is appended from them without counting a
    /// reference to the array for every piece, which was a twentieth of a render.
    var sourceBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The filters of the template being rendered, by `FilterInvocation.slot`; `nil` for an unknown name.
    var filters: [Filter?] = []
    /// The value of each fixed path of the template being rendered, by `VariablePath.slot`, with the version
    /// of the binding its first name had. A fixed path's value depends only on that binding, so while the name
    /// is bound to the same version (for the whole render, for the render's own variables; for one iteration,
    /// for a loop's item) the path is looked up once.
    var memo: [(version: Int, value: Value)?] = []
    /// What the render's variables hold under each name that starts a path of the template being rendered, by
    /// `VariablePath.rootSlot`, once looked up: they do not change during a render.
    var roots: [RootValue] = []

    /// A render variable as found under a path's first name.
    enum RootValue {
        case unread
        case missing
        case found(Value)
    }

    init(environment: Environment, globals: [String: Value]) {
        self.environment = environment
        self.globals = globals
        self.source = SourceText(name: "", text: "")
    }

    /// Renders a whole template. A `break` or `continue` outside any loop stops it, and is returned so that
    /// a loop around an `include` sees it, as in Ruby Liquid.
    @discardableResult
    mutating func render(_ template: Template, into output: inout RenderOutput) throws(TemplateError) -> Flow {
        let outer = (source, sourceBytes, filters, memo, roots)
        source = template.source
        filters = template.filterNames.map { environment.filters[$0] }
        memo = Array(repeating: nil, count: template.pathCount)
        roots = Array(repeating: .unread, count: template.rootCount)
        defer { (source, sourceBytes, filters, memo, roots) = outer }
        let result = template.source.bytes.withUnsafeBufferPointer { (bytes) -> Result<Flow, TemplateError> in
            sourceBytes = bytes
            return Result { () throws(TemplateError) in try render(template.nodes, into: &output) }
        }
        return try result.get()
    }

    // MARK: - Nodes

    mutating func render(_ nodes: [Node], into output: inout RenderOutput) throws(TemplateError) -> Flow {
        // Indices rather than `for node in nodes`, here and in the other hot loops: reading an element in place
        // spares a copy of it, and with it reference counting on everything it holds.
        for index in nodes.indices {
            try charge(Renderer.nodeCost, at: 0)
            switch nodes[index] {
            case .text(let range):
                output.append(UnsafeBufferPointer(rebasing: sourceBytes[range]))
                try checkSize(output, at: 0)
            case .value(let expression):
                try evaluate(expression).write(into: &output)
                try checkSize(output, at: Renderer.offset(of: expression))
            case .output(let expression):
                try evaluate(expression).write(into: &output)
                try checkSize(output, at: Renderer.offset(of: expression.expression))
            case .conditional(let branches, let otherwise):
                let flow = try renderConditional(branches, otherwise, into: &output)
                if flow != .normal { return flow }
            case .caseWhen(let subject, let clauses):
                let flow = try renderCase(subject, clauses, into: &output)
                if flow != .normal { return flow }
            case .forLoop(let loop):
                try renderFor(loop, into: &output)
            case .tableRow(let table):
                try renderTableRow(table, into: &output)
            case .ifChanged(let body):
                let flow = try renderIfChanged(body, into: &output)
                if flow != .normal { return flow }
            case .assign(let name, let value):
                assigns[name] = try evaluate(value)
                assignsVersion = nextVersion()
            case .capture(let name, let body):
                let flow = try capture(name, body)
                if flow != .normal { return flow }
            case .counter(let name, let step, let offset):
                try renderCounter(name, step: step, at: offset, into: &output)
            case .cycle(let cycle):
                try renderCycle(cycle, into: &output)
            case .partial(let partial):
                let flow = try renderPartial(partial, into: &output)
                if flow != .normal { return flow }
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
    mutating func renderBlock(_ nodes: [Node], into output: inout RenderOutput) throws(TemplateError) -> Flow {
        nesting += 1
        defer { nesting -= 1 }
        return try render(nodes, into: &output)
    }
}
