/// A value-producing expression: a literal, a variable path or a range.
enum Expression: Sendable {
    case literal(Value)
    case variable(VariablePath)
    indirect case range(Expression, Expression, offset: Int)
    /// The special values `empty` and `blank`, which compare equal to empty (or blank) values.
    case empty
    case blank
}
