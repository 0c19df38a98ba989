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
