/// Everything one `gen` or `update` will do, decided before the first byte is written.
public struct GenerationPlan: Sendable, Equatable {
    /// A template the plan renders, as its spec names it.
    public struct Template: Sendable, Equatable {
        /// The template's name, as in `gen <Module> <name>`.
        public var name: String
        /// The `version` of its spec.
        public var version: String
    }

    /// The modules planned, in the order asked for.
    public var modules: [String]
    /// The templates the modules are rendered from, each once, in the order first used: one for `gen`, as many as
    /// the updated modules use for `update`.
    public var templates: [Template] = []
    /// Every file the plan touches or looked at, each with what happens to it.
    public var files: [PlannedFile]
    /// What the user should know about the plan that no single file says: a synchronized folder that picks the
    /// files up, a generated Xcode project to regenerate.
    public var notes: [PlanNote] = []
    /// The folder of the lock, where the writer keeps the journal that lets a killed run be undone; `nil` when the
    /// run keeps no lock.
    public var lockFolder: String?
    /// The plan's modules the lock already records: generated before, so `update` is how to bring a template's
    /// changes into them without losing edits.
    public var regenerated: [String] = []
    /// What each module is generated from, for the lock; empty when the run keeps no lock.
    public var origins: [String: ModuleOrigin] = [:]
    /// Files an update merged with conflict markers left in them, for the user to resolve.
    public var mergeConflicts: [String] = []
    /// Files of vipergen's own cache to write once the plan is written (`SourceIndex`): not part of the run's
    /// transaction, and not written by a dry run.
    public var cacheFiles: [CacheFile] = []
    /// Files an update could not merge and kept as they are, without the template's changes: their base is missing
    /// or damaged, or they are UTF-16 text. For the user to bring the changes in by hand.
    public var unmerged: [String] = []
    /// The folders a removal may delete when it leaves them empty, besides vipergen's own: those the removed
    /// modules' generation created. `nil` when a record does not say (written by an earlier version): then every
    /// folder it empties, up to the project's folder.
    public var removableFolders: Set<String>?

    /// A plan of `files` for `modules`, rendered from `templates`.
    public init(modules: [String], templates: [Template] = [], files: [PlannedFile]) {
        self.modules = modules
        self.templates = templates
        self.files = files
    }

    /// The files that exist with other contents and would be overwritten.
    public var conflicts: [PlannedFile] { files.filter { $0.action == .conflict } }
    /// The files the writer touches.
    public var writes: [PlannedFile] { files.filter(\.action.writes) }
}
