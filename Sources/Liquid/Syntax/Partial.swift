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
