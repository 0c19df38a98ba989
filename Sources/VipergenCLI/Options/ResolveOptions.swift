/// The options of `resolve`.
struct ResolveOptions: CommandOptions {
    let dryRun: OptionSpec = .flag("dry-run", "Print what would be resolved; write and stage nothing.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [dryRun]
    }
}
