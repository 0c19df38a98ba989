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
    /// What the plan records of its modules, for the lock.
    public var records = PlanRecords()
    /// What an update's merges left for the user.
    public var merge = MergeOutcome()
    /// Files of vipergen's own cache to write once the plan is written (`SourceIndex`): not part of the run's
    /// transaction, and not written by a dry run.
    public var cacheFiles: [CacheFile] = []

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
