/// Colour for people: only when standard output is a terminal and `NO_COLOR` is not set (no-color.org).
struct Style {
    let isEnabled: Bool

    init(context: CommandContext) {
        isEnabled = context.isOutputTerminal && (context.environment["NO_COLOR"] ?? "").isEmpty
    }

    enum Color: String {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
        case dim = "2"
    }

    func paint(_ text: String, _ color: Color) -> String {
        isEnabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
