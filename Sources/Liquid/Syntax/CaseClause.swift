/// One `when` or `else` of a `case`, in the order written: Ruby Liquid renders the body of every `when` with a
/// value equal to the subject (once per equal value), and an `else` when no `when` before it matched.
struct CaseClause: Sendable {
    /// The values of a `when`; empty for an `else`.
    var values: [Expression]
    var isElse: Bool
    var body: [Node]
}
