/// What a plan records of its modules, and what the records it read allow: the lock's part of a plan.
public struct PlanRecords: Sendable, Equatable {
    /// The folder of the lock, where the writer keeps the journal that lets a killed run be undone; `nil` when the
    /// run keeps no lock.
    public var folder: String?
    /// What each module is generated from, for its record; empty when the run keeps no lock.
    public var origins: [String: ModuleOrigin] = [:]
    /// The plan's modules the lock already records: generated before, so `update` is how to bring a template's
    /// changes into them without losing edits.
    public var regenerated: [String] = []
    /// The folders a removal may delete when it leaves them empty, besides vipergen's own: those the removed
    /// modules' generation created. `nil` when a record does not say (written by an earlier version): then every
    /// folder it empties, up to the project's folder.
    public var removableFolders: Set<String>?

    /// No records yet: a run that keeps no lock.
    public init() {}
}
