import DiagnosticText

/// Why writing a plan stopped. Everything the writer wrote before has been removed or restored: the project is as
/// it was.
public enum WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Files that exist with other contents; listed together so the user sees them all at once.
    case conflicts([String])
    /// Writing failed part-way: the disk is full, a folder is not writable, a file is where a folder must go.
    case failed(path: String, reason: String)
    /// The run was interrupted (SIGINT, SIGTERM) while writing.
    case interrupted
    /// A file the plan modifies (an injection target, a project file) changed on disk after it was planned:
    /// someone saved it meanwhile.
    case changedSincePlanned(path: String)

    /// The message as printed, with its `error:` prefix.
    public var description: String { DiagnosticText.error(message) }

    /// What went wrong and what was undone, without the `error:` prefix.
    public var message: String {
        switch self {
        case .conflicts(let paths):
            return
                "\(paths.count) file\(paths.count == 1 ? "" : "s") already exist\(paths.count == 1 ? "s" : "") "
                + "with different contents; nothing was written:\n"
                + paths.map { "  conflict  \($0)" }.joined(separator: "\n")
                + "\n  no module record of vipergen's names \(paths.count == 1 ? "it" : "them"), so "
                + "\(paths.count == 1 ? "it is" : "they are") taken for yours: choose another module name, or move "
                + "\(paths.count == 1 ? "it" : "them") away; --dry-run shows the plan"
        case .interrupted:
            return "interrupted; every file this run wrote has been removed or restored"
        case .failed(let path, let reason):
            return "could not write \(path): \(reason)\n  every file this run wrote has been removed or restored"
        case .changedSincePlanned(let path):
            return "\(path) changed on disk while vipergen was writing (another program saved it); "
                + "nothing was written: every file this run wrote has been removed or restored\n"
                + "  run again to plan against its new contents"
        }
    }
}
