// The tags that are neither loops nor partials: `if`/`unless`, `case`, `capture`, `increment`/`decrement`,
// `cycle` and `ifchanged`. (`assign` is two lines of the node walk in Renderer.swift.)

extension Renderer {
    /// `if`/`unless`: the body of the first branch whose condition holds, or else the `else` body, if any.
    mutating func renderConditional(
        _ branches: [ConditionalBranch], _ otherwise: [Node]?, into output: inout RenderOutput
    ) throws(TemplateError) -> Flow {
        var chosen = otherwise
        for branch in branches where try holds(branch.condition) {
            chosen = branch.body
            break
        }
        guard let chosen else { return .normal }
        return try renderBlock(chosen, into: &output)
    }

    /// `case`: in order, the body of every `when` once for each of its values equal to the subject, and the
    /// body of every `else` that no `when` before it matched, as Ruby Liquid renders them. Like Ruby, this reads
    /// the subject again for each value (a `when` body can change it), and never when there is no `when`.
    mutating func renderCase(_ subject: Expression, _ clauses: [CaseClause], into output: inout RenderOutput)
        throws(TemplateError) -> Flow
    {
        var matched = false
        for clause in clauses {
            if clause.isElse {
                guard !matched else { continue }
                let flow = try renderBlock(clause.body, into: &output)
                if flow != .normal { return flow }
                continue
            }
            for candidate in clause.values {
                // A `blank` or `empty` subject is the empty string, as in Ruby Liquid; only a `when` value
                // compares by them.
                let value = try evaluate(subject)
                guard try equals(.value(value), operand(candidate)) else { continue }
                matched = true
                let flow = try renderBlock(clause.body, into: &output)
                if flow != .normal { return flow }
            }
        }
        return .normal
    }

    /// `capture`: the body rendered into the variable `name` instead of the output.
    mutating func capture(_ name: String, _ body: [Node]) throws(TemplateError) -> Flow {
        var captured = RenderOutput(capacity: 64)
        let flow = try renderBlock(body, into: &captured)
        // Captured text is not output: it would escape the output limit if it were not counted here.
        try charge(captured.count, at: 0)
        assigns[name] = .string(captured.text)
        assignsVersion = nextVersion()
        return flow
    }

    /// `increment` (a positive `step`) prints the counter, then adds one; `decrement` subtracts one, then prints.
    /// A counter starts at 0, or at the render variable of the same name, as in Ruby Liquid, which keeps its
    /// counters among the render's variables.
    mutating func renderCounter(_ name: String, step: Int, at offset: Int, into output: inout RenderOutput)
        throws(TemplateError)
    {
        var value = counters[name] ?? globalValue(name) ?? .int(0)
        if value == .nil || value == false { value = .int(0) }
        let next: Value
        switch value {
        case .int(let number):
            let (sum, overflow) = number.addingReportingOverflow(step)
            guard !overflow else {
                throw TemplateError(.argument, "counter '\(name.shortened)' overflowed", in: source, at: offset)
            }
            next = .int(sum)
        case .double(let number): next = .double(number + Double(step))
        default:
            throw TemplateError(
                .argument,
                "cannot \(step > 0 ? "increment" : "decrement") '\(name.shortened)', which holds "
                    + FilterCall.describe(value), in: source, at: offset)
        }
        counters[name] = next
        countersVersion = nextVersion()
        (step > 0 ? value : next).write(into: &output)
    }

    /// `cycle`: the next of `values` for the group, starting over after the last. A group that has moved past
    /// the number of values this tag has prints nothing and starts over, as in Ruby Liquid.
    mutating func renderCycle(_ cycle: Cycle, into output: inout RenderOutput) throws(TemplateError) {
        let key: Value
        switch cycle.group {
        case .named(let expression): key = try evaluate(expression)
        case .key(let text): key = .string(text)
        }
        let position = cycles[key] ?? 0
        cycles[key] = position + 1 >= cycle.values.count ? 0 : position + 1
        guard position < cycle.values.count else { return }
        let value = try evaluate(cycle.values[position])
        try charge(value.footprint, at: cycle.offset)
        value.write(into: &output)
    }

    /// `ifchanged`: the body, when what it prints differs from what the last `ifchanged` printed.
    mutating func renderIfChanged(_ body: [Node], into output: inout RenderOutput) throws(TemplateError) -> Flow {
        var rendered = RenderOutput(capacity: 64)
        let flow = try renderBlock(body, into: &rendered)
        try charge(rendered.count, at: 0)
        let printed = Array(rendered.bytes)
        if printed != lastIfChanged {
            output.append(rendered.bytes)
            lastIfChanged = printed
            try checkSize(output, at: 0)
        }
        return flow
    }
}
