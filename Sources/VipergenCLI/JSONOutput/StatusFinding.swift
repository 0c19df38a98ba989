/// One thing `vipergen status` found: a state in which the app does not build or work was lost (the gate fails on
/// it), or one worth knowing that breaks nothing (an edited or moved file, listed; failing only with `--strict`).
struct StatusFinding: Encodable, Equatable {
    /// What was found; its raw value is the `kind` of the JSON output.
    enum Kind: String, Encodable, CaseIterable {
        /// Conflict markers in a generated file, an injection target or a project file.
        case conflict
        /// A recorded module's file is gone, and no file of its name is anywhere in the project.
        case missing
        /// A recorded module's lines are gone from the shared file they were inserted into.
        case lostInjection = "lost_injection"
        /// A generated file that no group of the Xcode project holds.
        case notInProject = "not_in_project"
        /// A generated file the project holds but a target that should build it does not.
        case notInTarget = "not_in_target"
        /// A module record that cannot be read.
        case unreadableRecord = "unreadable_record"
        /// git's ignore rules leave vipergen's records (or their bases) out of commits: a clone has none of them.
        case ignoredRecords = "ignored_records"
        /// git stopped a merge, and a file vipergen's driver merges is still unmerged.
        case unmerged
        /// The merge driver git's config names cannot run (or runs only from the shell).
        case mergeDriver = "merge_driver"
        /// A generated file changed since vipergen wrote it: the normal life of a scaffold.
        case edited
        /// A recorded file is not where vipergen wrote it, and a file of its name is elsewhere in the project.
        case moved
        /// A recorded file the user deleted, which an `update` then left deleted: their choice, recorded.
        case deleted

        /// Whether the gate fails on it without `--strict`: the app does not build, or work was lost.
        var breaks: Bool { ![.edited, .moved, .deleted].contains(self) }
    }

    var kind: Kind
    /// The file concerned, relative to the project's root (or absolute outside it).
    var path: String
    /// The line of the first conflict marker, for a conflict.
    var line: Int?
    /// The module concerned, for findings about a recorded module.
    var module: String?
    /// What is wrong and what to do, for people.
    var message: String
    /// Whether the gate failed on it (exit 3): `kind.breaks` (or `breaks`, where this one finding says more than its
    /// kind), or any finding with `--strict`.
    var fails: Bool

    init(
        _ kind: Kind, path: String, line: Int? = nil, module: String? = nil, message: String, strict: Bool,
        breaks: Bool? = nil
    ) {
        self.kind = kind
        self.path = path
        self.line = line
        self.module = module
        self.message = message
        fails = breaks ?? kind.breaks || strict
    }
}
