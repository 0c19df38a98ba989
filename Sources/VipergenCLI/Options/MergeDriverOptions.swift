/// The options of `merge-driver`.
struct MergeDriverOptions: CommandOptions {
    let install: OptionSpec = .flag(
        "install",
        "Set this repository up: route files to the driver in .gitattributes and register it in .git/config.")
    let markerSize: Option<Int> = .integer(
        "marker-size", "N", in: 1...Int.max, "Conflict-marker size (git's %L; default 7).")
    let oursLabel: Option<String> = .text("ours-label", "LABEL", "The label of our side's conflict markers (git's %X).")
    let theirsLabel: Option<String> = .text(
        "theirs-label", "LABEL", "The label of their side's conflict markers (git's %Y).")
    let baseLabel: Option<String> = .text(
        "base-label", "LABEL", "The label of the base in diff3-style conflict markers (git's %S).")

    let base: Positional<PathArgument> = .optionalPath("base", "The common ancestor's version (git's %O).")
    let ours: Positional<PathArgument> = .optionalPath(
        "ours", "This branch's version, where the result goes (git's %A).")
    let theirs: Positional<PathArgument> = .optionalPath("theirs", "The other branch's version (git's %B).")
    let path: Positional<String> = .optional("path", "The file's path in the repository (git's %P).")

    /// Every option, in the order declared (a test checks this list against the properties).
    var everyOption: [OptionSpec] {
        [install, markerSize.spec, oursLabel.spec, theirsLabel.spec, baseLabel.spec]
    }

    /// The words that are not options, in order (a test checks this list against the properties).
    var everyPositional: [PositionalSpec] { [base.spec, ours.spec, theirs.spec, path.spec] }
}
