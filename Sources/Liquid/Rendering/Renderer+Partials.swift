import DiagnosticText

// `include` and `render`: loading a partial, binding its arguments, and rendering it in the caller's scope
// (`include`) or in a scope of its own (`render`).

extension Renderer {
    /// `include` or `render`: the partial once, or once per item where Ruby Liquid renders it once per item,
    /// with its arguments and the item bound. A `break` or `continue` in an included partial reaches the loop
    /// around the `include`, and is returned; one in a rendered partial stays in it.
    mutating func renderPartial(_ partial: Partial, into output: inout RenderOutput) throws(TemplateError) -> Flow {
        let nameValue = try evaluate(partial.name)
        guard case .string(let name) = nameValue else {
            throw TemplateError(
                .argument, "a partial's name must be text, got \(FilterCall.describe(nameValue))", in: source,
                at: partial.location)
        }
        let template = try loadPartial(named: name, for: partial)
        let alias = partial.alias ?? String(name.split(separator: "/").last ?? Substring(name))

        depth += 1
        nesting += 1
        defer { (depth, nesting) = (depth - 1, nesting - 1) }
        if partial.kind == .include {
            // `with` and `for` bind alike: an array renders the partial once per item, anything else once.
            // Without them, the caller's variable named like the partial is bound, as in Ruby Liquid.
            let bound: Value
            switch partial.binding {
            case .with(let expression), .each(let expression): bound = try evaluate(expression)
            case nil: bound = lookupQuietly(name)
            }
            let items: [Value]
            if case .array(let list) = bound { items = list } else { items = [bound] }
            var scope = try arguments(of: partial)
            for item in items {
                // Every render of a partial counts as an iteration: ten self-includes 32 deep would be 10^32.
                try countIteration(at: partial.location, partial: name)
                scope[alias] = item
                let flow = try include(template, scope: scope, into: &output)
                if flow != .normal { return flow }
            }
            return .normal
        }
        // `render ... for` renders once per item of an array, a hash or a range, and gives the partial a
        // `forloop`; `with` binds the value as it is; `nil` binds nothing.
        var bound: Value? = nil
        switch partial.binding {
        case .with(let expression): bound = try evaluate(expression)
        case .each(let expression):
            let collection = try evaluate(expression)
            switch collection {
            case .array, .dictionary, .range:
                let items = Items(collection)
                for position in 0..<items.count {
                    try countIteration(at: partial.location, partial: name)
                    var scope = try arguments(of: partial)
                    let item = items.item(position)
                    if item != .nil { scope[alias] = item }
                    scope["forloop"] = .dictionary(
                        Renderer.loopObject(name: name, index0: position, length: items.count))
                    try renderIsolated(template, variables: scope, into: &output)
                }
                return .normal
            default:
                bound = collection
            }
        case nil: break
        }
        try countIteration(at: partial.location, partial: name)
        var scope = try arguments(of: partial)
        if let bound, bound != .nil { scope[alias] = bound }
        try renderIsolated(template, variables: scope, into: &output)
        return .normal
    }

    /// The partial's `key: value` arguments, evaluated in the caller's scope.
    private mutating func arguments(of partial: Partial) throws(TemplateError) -> [String: Value] {
        var scope: [String: Value] = [:]
        for (argument, expression) in partial.arguments {
            scope[argument] = try evaluate(expression)
        }
        return scope
    }

    /// The partial `name`, once the depth and nesting limits allow one more; its absence is an error.
    private func loadPartial(named name: String, for partial: Partial) throws(TemplateError) -> Template {
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
            var message = "partial '\(name.shortened)' not found"
            if let suggestion = Suggestion.closest(to: name, in: environment.partialNames()) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw TemplateError(.partial, message, in: source, at: partial.location)
        }
        return template
    }

    /// `include`: the partial sees the caller's variables, with `scope` on top of them.
    private mutating func include(_ template: Template, scope: [String: Value], into output: inout RenderOutput)
        throws(TemplateError) -> Flow
    {
        locals.append(Scope(scope, version: nextVersion()))
        defer { locals.removeLast() }
        return try render(template, into: &output)
    }

    /// `render`: the partial sees only `variables`, in a fresh renderer that shares the limits and the depth,
    /// and the positions of `cycle` groups and of loops for `offset: continue`.
    private mutating func renderIsolated(
        _ template: Template, variables: [String: Value], into output: inout RenderOutput
    )
        throws(TemplateError)
    {
        var isolated = Renderer(environment: environment, globals: variables)
        isolated.depth = depth
        isolated.nesting = nesting
        isolated.iterations = iterations
        isolated.processed = processed
        isolated.cycles = cycles
        isolated.loopOffsets = loopOffsets
        isolated.lastIfChanged = lastIfChanged
        defer {
            (iterations, processed) = (isolated.iterations, isolated.processed)
            (cycles, loopOffsets) = (isolated.cycles, isolated.loopOffsets)
        }
        try isolated.render(template, into: &output)
    }
}
