/// The options of `list`.
struct ListOptions: CommandOptions {
    let names: OptionSpec = .flag("names", "Print only the names, one per line (for scripts and shell completion).")
    let json: OptionSpec = .flag("json", "Print the templates as JSON (see 'JSON output' in the README).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [names, json]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [] }
}
