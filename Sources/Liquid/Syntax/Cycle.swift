/// `cycle "a", "b"` or `cycle group: "a", "b"`: the next value of its group on each render.
struct Cycle: Sendable {
    /// What the position is kept under: the value of a group's expression, the literal values of an unnamed
    /// cycle (all unnamed cycles with the same literals share it), or, for an unnamed cycle with variables,
    /// the tag itself.
    enum Group: Sendable {
        case named(Expression)
        case key(String)
    }

    var group: Group
    var values: [Expression]
    var offset: Int
}
