/// `break` or `continue` inside a `for` loop.
enum LoopControl: Sendable {
    case breakLoop, continueLoop
}
