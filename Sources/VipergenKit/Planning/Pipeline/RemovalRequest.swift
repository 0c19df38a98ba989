/// What to remove, and what to do with files edited since they were generated.
public struct RemovalRequest: Sendable {
    /// The recorded modules to remove.
    public var modules: [String]
    /// Refuse the removal (`fail`), keep edited files (`skip`, `--keep-edited`) or delete them too (`overwrite`,
    /// `--force`).
    public var edited: ConflictPolicy
    /// "Now" for the `date` filter; the system clock when `nil`.
    public var now: Int64?
    /// Whether a removal is refused when other files name the types it deletes (`--no-clash-check` turns it off),
    /// as `GenerationRequest.checksClashes` and `UpdateRequest.checksClashes` do for theirs.
    public var checksClashes = true

    /// A removal of `modules`, refusing over edited files unless `edited` says otherwise.
    public init(modules: [String], edited: ConflictPolicy = .fail, now: Int64? = nil) {
        self.modules = modules
        self.edited = edited
        self.now = now
    }
}
