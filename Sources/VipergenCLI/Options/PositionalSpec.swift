/// A word of the command line that is not an option, declared like one: its name in usage and help, how many
/// words it takes, and how a word becomes its value.
struct PositionalSpec: Sendable {
    enum Count: Sendable {
        /// Exactly one word.
        case one
        /// One word when there are more words than the positionals after it need.
        case optional
        /// Every word left; only the last positional may take many.
        case many
        /// Every word left, at least one; only the last positional may take many.
        case oneOrMore
    }

    var name: String
    var count: Count
    var help: String
    /// What a command line without the word is told; `'<command>' needs <name>` when `nil`.
    var missing: String?
    var parser = ValueParser.text
    /// The positional's value from the values of its words: the one word's, or all of them as an array.
    var collect: @Sendable ([any Sendable]) -> any Sendable = { $0[0] }

    /// `<name>`, `[<name>]`, `<name> ...` or `[<name> ...]`, as in usage lines.
    var synopsis: String {
        switch count {
        case .one: return "<\(name)>"
        case .optional: return "[<\(name)>]"
        case .many: return "[<\(name)> ...]"
        case .oneOrMore: return "<\(name)> ..."
        }
    }
}
