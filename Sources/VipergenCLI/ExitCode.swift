/// The exit codes vipergen returns (the README's table is checked against these by a test).
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Everything asked for was done.
    case success = 0
    /// The command ran and failed: bad template or config, conflicts, a write error. Nothing was written.
    case failure = 1
    /// `update` wrote everything, and left files for the user to resolve: conflict markers, or a file kept without
    /// the template's changes.
    case writtenWithConflicts = 2
    /// `status` found a state in which the app does not build or work was lost: conflict markers, a generated file
    /// or a module's injected lines missing, a file outside the project or its targets, an unreadable record, a
    /// merge the driver did not merge, a merge driver that cannot run (edited files too with `--strict`). For CI.
    case broken = 3
    /// The command line is wrong: unknown command or option, missing or invalid arguments.
    case usage = 64
    /// Interrupted by SIGINT (Ctrl-C) while writing; everything written was undone.
    case interrupted = 130
    /// Stopped by SIGTERM while writing; everything written was undone.
    case terminated = 143
}
