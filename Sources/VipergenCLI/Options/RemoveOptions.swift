/// The options of `remove`.
struct RemoveOptions: CommandOptions {
    let force: OptionSpec = .flag(
        "force", "Delete files you edited since they were generated too (without it or --keep-edited, refuse).")
    let keepEdited: OptionSpec = .flag(
        "keep-edited", "Keep files you edited since they were generated; they may need fixing to build.")
    let noClashCheck: OptionSpec = .flag(
        "no-clash-check",
        "Remove even when other files name the module's types or members; the app will not build until fixed.")
    let dryRun: OptionSpec = .flag(
        "dry-run", "Print the plan with a diff of every file that would change; write nothing.")
    let json: OptionSpec = .flag("json", "Print the plan as JSON (the schema of gen's plan).")
    let quiet: OptionSpec = .flag("quiet", short: "q", "Print only errors.")

    let modules: Positional<[String]> = .oneOrMore(
        "Module", missing: "'remove' needs module names, as in: vipergen remove AgentDetail", "The modules to remove.")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [force, keepEdited, noClashCheck, dryRun, json, quiet]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [modules.spec] }
}
