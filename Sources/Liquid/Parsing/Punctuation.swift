/// The punctuation of markup: what separates the names, values and filters of an expression or a tag.
enum Punctuation: String, Sendable {
    case dot = "."
    case dots = ".."
    case openBracket = "["
    case closeBracket = "]"
    case openParenthesis = "("
    case closeParenthesis = ")"
    case pipe = "|"
    case colon = ":"
    case comma = ","
    /// `=` of `assign`.
    case equals = "="

    /// The one-byte mark `byte` stands for, but `.` and `=`, which start longer items too.
    init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "["): self = .openBracket
        case UInt8(ascii: "]"): self = .closeBracket
        case UInt8(ascii: "("): self = .openParenthesis
        case UInt8(ascii: ")"): self = .closeParenthesis
        case UInt8(ascii: "|"): self = .pipe
        case UInt8(ascii: ":"): self = .colon
        case UInt8(ascii: ","): self = .comma
        default: return nil
        }
    }
}
