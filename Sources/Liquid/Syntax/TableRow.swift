/// `tablerow item in collection cols: n limit: n offset: n`: an HTML table's rows and cells, one cell per item.
struct TableRow: Sendable {
    var variable: String
    var collection: Expression
    var columns: Expression?
    var limit: Expression?
    var offset: Expression?
    var body: [Node]
    var location: Int
}
