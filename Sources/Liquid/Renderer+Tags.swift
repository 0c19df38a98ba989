// The tags that are neither loops nor partials: `if`/`unless`, `case`, `capture`, `increment`/`decrement` and
// `cycle`. (`assign` is two lines of the node walk in Renderer.swift.)

extension Renderer {
    /// `if`/`unless`: the body of the first branch whose condition holds, or else the `else` body, if any.
    mutating func renderConditional(
        _ branches: [ConditionalBranch], _ otherwise: [Node]?, into output: inout [UInt8]
    ) throws(TemplateError) -> Flow {
        var chosen = otherwise
        for branch in branches where try holds(branch.condition) {
            chosen = branch.body
            break
        }
        guard let chosen else { return .normal }
        return try renderBlock(chosen, into: &output)
    }

    /// `case`: the body of every `when` with a value equal to the subject, or else the `else` body, if any.
    mutating func renderCase(
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

    /// `capture`: the body rendered into the variable `name` instead of the output.
    mutating func capture(_ name: String, _ body: [Node]) throws(TemplateError) {
        var captured: [UInt8] = []
        _ = try renderBlock(body, into: &captured)
        // Captured text is not output: it would escape the output limit if it were not counted here.
        try charge(captured.count, at: 0)
        assigns[name] = .string(String(decoding: captured, as: UTF8.self))
        assignsVersion = nextVersion()
    }

    /// `increment` (a positive `step`) prints the counter, then adds one; `decrement` subtracts one, then prints.
    mutating func renderCounter(_ name: String, step: Int, into output: inout [UInt8]) {
        let value = counters[name] ?? 0
        countersVersion = nextVersion()
        if step > 0 {
            output.append(contentsOf: String(value).utf8)
            counters[name] = value + 1
        } else {
            counters[name] = value - 1
            output.append(contentsOf: String(value - 1).utf8)
        }
    }

    /// `cycle`: the next of `values` for the group, starting over after the last.
    mutating func renderCycle(_ group: String?, _ values: [Expression], into output: inout [UInt8])
        throws(TemplateError)
    {
        // Unnamed cycles with the same values share their position, as in Liquid.
        var key = group ?? ""
        if group == nil {
            for value in values { key += try evaluate(value).text + "\u{0}" }
            try charge(key.utf8.count, at: 0)
        }
        let position = (cycles[key] ?? 0) % values.count
        cycles[key] = position + 1
        try evaluate(values[position]).write(into: &output)
    }
}
