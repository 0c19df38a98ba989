/// One piece of a parsed template. Nodes are plain values: the renderer walks them, they never render themselves.
indirect enum Node: Sendable {
    case text(String)
    case output(FilteredExpression)
    case conditional(branches: [ConditionalBranch], otherwise: [Node]?)
    case caseWhen(subject: Expression, whens: [WhenClause], otherwise: [Node]?)
    case forLoop(ForLoop)
    case assign(name: String, value: FilteredExpression)
    case capture(name: String, body: [Node])
    case counter(name: String, step: Int)
    case cycle(group: String?, values: [Expression], offset: Int)
    case partial(Partial)
    case loopControl(LoopControl, offset: Int)
}

/// `if`/`elsif` (or `unless`) branch: the body renders when the condition holds.
struct ConditionalBranch: Sendable {
    var condition: Condition
    var body: [Node]
}

/// One `when` of a `case`: the body renders when the subject equals any of the values.
struct WhenClause: Sendable {
    var values: [Expression]
    var body: [Node]
}

/// `for item in collection limit: n offset: m reversed` with an optional `else` for an empty collection.
struct ForLoop: Sendable {
    var variable: String
    var collection: Expression
    var limit: Expression?
    var offset: Expression?
    var reversed: Bool
    var body: [Node]
    var otherwise: [Node]?
    /// Where the tag starts, for errors such as the iteration limit.
    var location: Int
}

/// `break` or `continue` inside a `for` loop.
enum LoopControl: Sendable {
    case breakLoop, continueLoop
}

/// `include` (shares the caller's variables) or `render` (sees only what it is given).
struct Partial: Sendable {
    enum Kind: Sendable { case include, render }
    var kind: Kind
    var name: Expression
    /// `with value` or `for collection`, bound to `alias` (default: the partial's name).
    var binding: Binding?
    var alias: String?
    var arguments: [(name: String, value: Expression)]
    var location: Int

    enum Binding: Sendable {
        case with(Expression)
        case each(Expression)
    }
}

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

/// The operators of a Liquid comparison.
enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case notEqualAlternative = "<>"
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains
}

/// An expression followed by filters: `user.name | upcase | append: "!"`.
struct FilteredExpression: Sendable {
    var expression: Expression
    var filters: [FilterInvocation]
}

/// One filter in a chain, with its arguments already parsed.
struct FilterInvocation: Sendable {
    var name: String
    var arguments: [Expression]
    var keywords: [(name: String, value: Expression)]
    var offset: Int
}

/// A value-producing expression: a literal, a variable path or a range.
indirect enum Expression: Sendable {
    case literal(Value)
    case variable(VariablePath)
    case range(Expression, Expression, offset: Int)
    /// The special values `empty` and `blank`, which compare equal to empty (or blank) values.
    case empty
    case blank
}

/// A variable and the lookups after it, split once at parse time: `user.tags[0]` or `settings["key"]`.
struct VariablePath: Sendable {
    enum Segment: Sendable {
        case key(String)
        case index(Expression)
    }

    var root: Segment
    var segments: [Segment]
    var offset: Int

    /// The path as written in the template, for messages.
    var description: String {
        var text = ""
        for (position, segment) in ([root] + segments).enumerated() {
            switch segment {
            case .key(let key): text += position == 0 ? key : "." + key
            case .index(.literal(.string(let key))): text += "[\"\(key)\"]"
            case .index(.literal(let value)): text += "[\(value.text)]"
            case .index: text += "[...]"
            }
        }
        return text
    }
}
