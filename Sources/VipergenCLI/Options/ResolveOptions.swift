/// The options of `resolve`.
struct ResolveOptions: CommandOptions {
    let dryRun: OptionSpec = .flag("dry-run", "Print what would be resolved; write and stage nothing.")
}
