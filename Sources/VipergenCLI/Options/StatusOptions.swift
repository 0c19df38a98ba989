/// The options of `status`.
struct StatusOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the status as JSON (see 'JSON output' in the README).")
    let strict: OptionSpec = .flag(
        "strict", "Fail (exit 3) on edited and moved generated files too, not only on what breaks the app.")
    let exitZero: OptionSpec = .flag("exit-zero", "Exit 0 whatever is found; the report is the same.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [json, strict, exitZero]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [] }
}
