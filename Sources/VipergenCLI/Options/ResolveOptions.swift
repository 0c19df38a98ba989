/// The options of `resolve`.
struct ResolveOptions: CommandOptions {
    let dryRun: OptionSpec = .flag("dry-run", "Print what would be resolved; write and stage nothing.")

    let paths: Positional<[PathArgument]> = .paths("path", "Unmerged files, or folders of them (default: every one).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [dryRun]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [paths.spec] }
}
