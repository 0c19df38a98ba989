/// The options of `outdated`.
struct OutdatedOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the outdated modules as JSON (see 'JSON output' in the README).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [json]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [] }
}
