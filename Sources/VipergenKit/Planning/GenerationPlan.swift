/// Everything one `gen` will do, decided before the first byte is written.
public struct GenerationPlan: Sendable, Equatable {
    /// The modules generated, in the order asked for.
    public var modules: [String]
    public var templateName: String
    public var templateVersion: String
    public var files: [PlannedFile]
    /// What the user should know about the plan that no single file says: a synchronized folder that picks the
    /// files up, a generated Xcode project to regenerate.
    public var notes: [String] = []
    /// What each module is generated from, for the lock; empty when the run keeps no lock.
    public var origins: [String: ModuleOrigin] = [:]
    /// Files an update merged with conflict markers left in them, for the user to resolve.
    public var mergeConflicts: [String] = []

    /// The files that exist with other contents and would be overwritten.
    public var conflicts: [PlannedFile] { files.filter { $0.action == .conflict } }
    /// The files the writer touches.
    public var writes: [PlannedFile] { files.filter(\.action.writes) }
}
