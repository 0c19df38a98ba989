/// Where commands print: data to standard output, diagnostics to standard error.
public protocol Console: Sendable {
    func output(_ text: String)
    func error(_ text: String)
    /// Whether standard error is a terminal (colour and prompts are only for people).
    var isTerminal: Bool { get }
    /// Whether standard input is a terminal: only then may a command ask questions.
    var isInputTerminal: Bool { get }
    /// One line of standard input without its line break; `nil` at the end of input. Only called when
    /// `isInputTerminal` is `true`, so a script piping into vipergen never has its input read.
    func readLine() -> String?
}

extension Console {
    /// Consoles that cannot ask questions: never a terminal on input.
    public var isInputTerminal: Bool { false }

    public func readLine() -> String? { nil }
}
