/// The options of `status`.
struct StatusOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the status as JSON (see 'JSON output' in the README).")
}
