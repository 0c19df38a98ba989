// `include` and `render`: loading a partial, binding its arguments, and rendering it in the caller's scope
// (`include`) or in a scope of its own (`render`).

extension Renderer {
    /// `include` or `render`: the partial once, or once per item of a `for` binding (and of an array given to
    /// `include ... with`), with its arguments and the item bound.
    mutating func renderPartial(_ partial: Partial, into output: inout [UInt8]) throws(TemplateError) {
        let name = try evaluate(partial.name).text
        let template = try loadPartial(named: name, for: partial)
        var scope: [String: Value] = [:]
        for (argument, expression) in partial.arguments {
            scope[argument] = try evaluate(expression)
        }
        let alias = partial.alias ?? String(name.split(separator: "/").last ?? Substring(name))
        let bound = try boundValues(of: partial)

        depth += 1
        nesting += 1
        defer { (depth, nesting) = (depth - 1, nesting - 1) }
        for value in bound {
            // Every render of a partial counts as an iteration: ten self-includes 32 deep would be 10^32 renders.
            try countIteration(at: partial.location, partial: name)
            var itemScope = scope
            if let value { itemScope[alias] = value }
            if partial.kind == .include {
                try include(template, scope: itemScope, into: &output)
            } else {
                try renderIsolated(template, variables: itemScope, into: &output)
            }
        }
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
            throw TemplateError(.partial, "partial '\(name.shortened)' not found", in: source, at: partial.location)
        }
        return template
    }

    /// What each render of the partial binds to its alias, one render per element: `nil` binds nothing.
    private mutating func boundValues(of partial: Partial) throws(TemplateError) -> [Value?] {
        switch partial.binding {
        case .with(let expression):
            let value = try evaluate(expression)
            // `include ... with array` renders once per item, as Ruby Liquid does; `render` binds the array.
            if partial.kind == .include, case .array(let list) = value { return list } else { return [value] }
        case .each(let expression):
            return try evaluate(expression).items
        case nil:
            return [nil]
        }
    }

    /// `include`: the partial sees the caller's variables, with `scope` on top of them.
    private mutating func include(_ template: Template, scope: [String: Value], into output: inout [UInt8])
        throws(TemplateError)
    {
        locals.append(Scope(scope, version: nextVersion()))
        defer { locals.removeLast() }
        try render(template, into: &output)
    }

    /// `render`: the partial sees only `variables`, in a fresh renderer that shares the limits and the depth.
    private mutating func renderIsolated(_ template: Template, variables: [String: Value], into output: inout [UInt8])
        throws(TemplateError)
    {
        var isolated = Renderer(environment: environment, globals: variables)
        isolated.depth = depth
        isolated.nesting = nesting
        isolated.iterations = iterations
        isolated.processed = processed
        defer { (iterations, processed) = (isolated.iterations, isolated.processed) }
        try isolated.render(template, into: &output)
    }
}
