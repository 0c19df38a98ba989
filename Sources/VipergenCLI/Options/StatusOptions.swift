/// The options of `status`.
struct StatusOptions: CommandOptions {
    let json: OptionSpec = .flag("json", "Print the status as JSON (see 'JSON output' in the README).")
    let exitZero: OptionSpec = .flag(
        "exit-zero", "Exit 0 even when files are edited, missing, outside the project or hold conflict markers.")
}
