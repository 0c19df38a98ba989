/// A condition of `if`, `elsif` and `unless`: clauses joined by `and`/`or`.
///
/// Liquid has no precedence: `a or b and c` means `a or (b and c)`. The clauses are kept in a flat list rather
/// than a tree, so that a condition of any length is evaluated, and freed, without recursion.
struct Condition: Sendable {
    var first: Clause
    /// The clauses after the first, each with the word that joins it to the one before.
    var rest: [(junction: Junction, clause: Clause)]
    /// `unless`: the whole condition is negated.
    var isNegated = false

    /// One test of a condition: a value's truthiness, or a comparison.
    enum Clause: Sendable {
        case test(Expression)
        case comparison(Expression, ComparisonOperator, Expression, offset: Int)
    }

    enum Junction: Sendable {
        case and, or
    }
}
