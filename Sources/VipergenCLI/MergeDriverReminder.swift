import VipergenMerging

/// What `gen`, `resolve` and `status` say when the merge driver that .gitattributes routes files to cannot run from
/// every git client here.
enum MergeDriverReminder {
    /// One line when `.gitattributes` routes files to the driver and git here cannot run it from every client: this
    /// clone never set it up, it is registered by a name only the shell's PATH finds, or by a path that no longer
    /// runs.
    static func remind(_ context: CommandContext) {
        guard let state = driverState(context), let problem = problem(state) else { return }
        context.console.error("\(problem.failing ? "warning" : "note"): \(problem.text)\n")
    }

    /// The driver's state in the repository around the current folder; `nil` outside a repository or without git.
    static func driverState(_ context: CommandContext) -> MergeDriverSetup.DriverState? {
        guard
            let workTree = try? GitWorkTree(
                containing: context.currentDirectory, fileSystem: context.fileSystem, environment: context.environment)
        else { return nil }
        return try? MergeDriverSetup(workTree: workTree, fileSystem: context.fileSystem).state()
    }

    /// What is wrong with the driver in `state`, and whether a merge now would lose a side; `nil` when nothing is.
    static func problem(_ state: MergeDriverSetup.DriverState) -> (text: String, failing: Bool)? {
        let fix = "run 'vipergen merge-driver --install' once"
        switch state {
        case .notRouted, .runs:
            return nil
        case .notSetUp:
            return (
                ".gitattributes routes files to vipergen's merge driver, which this clone has not set up; \(fix)", false
            )
        case .byName(let program):
            return (
                "git's config runs vipergen's merge driver as '\(program)', by name: Xcode and GUI git clients, "
                    + "without your shell's PATH, cannot run it and keep only one side of a merge; \(fix) to register "
                    + "its full path", false
            )
        case .broken(let program):
            return (
                "git's config runs vipergen's merge driver as '\(program)', which does not run (moved or "
                    + "uninstalled?): a merge now keeps only one side of the project file and Router.swift; \(fix) "
                    + "with the vipergen you use now", true
            )
        }
    }
}
