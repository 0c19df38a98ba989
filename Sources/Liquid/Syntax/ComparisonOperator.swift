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
///
/// This, `FilterInvocation` and `VariablePath` are classes, immutable once parsed: the renderer reads them in
/// place, where copying a struct would count references to each string and array it holds.
final class FilteredExpression: Sendable {
    let expression: Expression
    let filters: [FilterInvocation]

    init(expression: Expression, filters: [FilterInvocation]) {
        self.expression = expression
        self.filters = filters
    }
}

/// One filter in a chain, with its arguments already parsed.
final class FilterInvocation: Sendable {
    let name: String
    /// The name's position in `Template.filterNames`: the renderer finds the filter once per render, not per call.
    let slot: Int
    let arguments: [Expression]
    let keywords: [(name: String, value: Expression)]
    let offset: Int

    init(name: String, slot: Int, arguments: [Expression], keywords: [(name: String, value: Expression)], offset: Int) {
        self.name = name
        self.slot = slot
        self.arguments = arguments
        self.keywords = keywords
        self.offset = offset
    }
}
