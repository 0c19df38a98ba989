/// The options of `outdated`.
struct OutdatedOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the outdated modules as JSON (see 'JSON output' in the README).")
}
