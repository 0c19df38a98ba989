/// `if`/`elsif` (or `unless`) branch: the body renders when the condition holds.
struct ConditionalBranch: Sendable {
    var condition: Condition
    var body: [Node]
}
