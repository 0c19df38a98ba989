/// An option a command accepts. Flags are read as they are; an option that takes a value is an `Option`, whose
/// `ValueParser` turns each word into the value's type when the command line is parsed.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// `--dry-run`
        case flag
        /// `--output DIR`; repeatable options collect every value.
        case value(name: String, repeatable: Bool)
        /// `--custom_parameters a:1 b:2`: every following word up to the next option (Generamba's form).
        case list(name: String)
    }

    var name: String
    var short: Character?
    var kind: Kind
    var help: String
    /// How a word given for the option becomes its value; text as given unless the option says otherwise.
    var parser = ValueParser.text

    static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, help: help)
    }

    /// `--output DIR` as shown in help.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        switch kind {
        case .flag: break
        case .value(let valueName, let repeatable): text += " \(valueName)" + (repeatable ? " ..." : "")
        case .list(let valueName): text += " \(valueName) ..."
        }
        return text
    }
}
