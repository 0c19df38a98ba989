/// The options of `merge-driver`.
struct MergeDriverOptions: CommandOptions {
    let install: OptionSpec = .flag(
        "install",
        "Set this repository up: route files to the driver in .gitattributes and register it in .git/config.")
    let markerSize: OptionSpec = .value("marker-size", "N", "Conflict-marker size (git's %L; default 7).")
    let oursLabel: OptionSpec = .value("ours-label", "LABEL", "The label of our side's conflict markers (git's %X).")
    let theirsLabel: OptionSpec = .value(
        "theirs-label", "LABEL", "The label of their side's conflict markers (git's %Y).")
    let baseLabel: OptionSpec = .value(
        "base-label", "LABEL", "The label of the base in diff3-style conflict markers (git's %S).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [install, markerSize, oursLabel, theirsLabel, baseLabel]
    }
}
