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
