/// The options of `update`.
struct UpdateOptions: CommandOptions {
    let all: OptionSpec = .flag("all", "Update every recorded module.")
    let param: Option<KeyValue> = .pair(
        "param", "KEY=VALUE", separator: "=",
        "A parameter over the recorded ones (one the template added or renamed); drops recorded ones it no longer has.")
    let onConflict: Option<ConflictChoice> = .conflictChoice(
        [.markers, .ours, .theirs, .fail],
        "markers (default): both versions between markers; ours; theirs; fail: write nothing if any conflict.")
    let noClashCheck: OptionSpec = .flag(
        "no-clash-check",
        "Skip the name checks: update even when other files name types or members the update takes away.")
    let restore: OptionSpec = .flag(
        "restore", "Write again the modules' generated files deleted since (not those moved elsewhere).")
    let allowOlder: OptionSpec = .flag(
        "allow-older", "Update a module even with an older version of its template than the one that generated it.")
    let dryRun: OptionSpec = .flag(
        "dry-run", "Print the plan with a diff of every file that would change; write nothing.")
    let json: OptionSpec = .flag("json", "Print the plan as JSON (the schema of gen's plan).")
    let quiet: OptionSpec = .flag("quiet", short: "q", "Print only errors.")

    let modules: Positional<[String]> = .many("Module", "The modules to update (or --all).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [all, param.spec, onConflict.spec, noClashCheck, restore, allowOlder, dryRun, json, quiet]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [modules.spec] }
}
