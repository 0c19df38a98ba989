/// The options of `merge-driver`.
struct MergeDriverOptions: CommandOptions {
    let install: OptionSpec = .flag(
        "install",
        "Set this repository up: route files to the driver in .gitattributes and register it in .git/config.")
    let markerSize: OptionSpec = .value("marker-size", "N", "Conflict-marker size (git's %L; default 7).")
}
