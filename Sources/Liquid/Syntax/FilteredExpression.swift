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
