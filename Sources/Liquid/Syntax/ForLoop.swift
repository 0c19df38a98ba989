/// `for item in collection limit: n offset: m reversed` with an optional `else` for an empty collection.
struct ForLoop: Sendable {
    var variable: String
    var collection: Expression
    /// `forloop.name`: the variable and the collection as written, `item-product.tags`. `offset: continue`
    /// resumes where the last loop of the same name stopped.
    var name: String
    var limit: Expression?
    var offset: Expression?
    /// `offset: continue`.
    var continuesOffset = false
    var reversed: Bool
    var body: [Node]
    var otherwise: [Node]?
    /// Where the tag starts, for errors such as the iteration limit.
    var location: Int
}
