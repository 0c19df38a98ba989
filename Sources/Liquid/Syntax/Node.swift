/// One piece of a parsed template. Nodes are plain values: the renderer walks them, they never render themselves.
///
/// Text and output, most of any template, are stored inline; the cases with large payloads are boxed, which keeps
/// an array of nodes compact.
enum Node: Sendable {
    /// Text outside tags, as a range of the template's UTF-8 bytes.
    case text(Range<Int>)
    /// `{{ value }}` without filters, most outputs: stored inline rather than boxed in a `FilteredExpression`.
    case value(Expression)
    case output(FilteredExpression)
    indirect case conditional(branches: [ConditionalBranch], otherwise: [Node]?)
    indirect case caseWhen(subject: Expression, clauses: [CaseClause])
    indirect case forLoop(ForLoop)
    indirect case tableRow(TableRow)
    /// `ifchanged`: the body, printed only when it differs from what the last `ifchanged` printed.
    indirect case ifChanged([Node])
    case assign(name: String, value: FilteredExpression)
    indirect case capture(name: String, body: [Node])
    case counter(name: String, step: Int, offset: Int)
    indirect case cycle(Cycle)
    indirect case partial(Partial)
    case loopControl(LoopControl, offset: Int)
}
