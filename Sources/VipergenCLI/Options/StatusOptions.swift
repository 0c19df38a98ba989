/// The options of `status`.
struct StatusOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the status as JSON (schema in the README).")
}
