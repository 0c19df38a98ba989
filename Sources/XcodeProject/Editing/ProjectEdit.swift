/// The result of `ProjectFile.adding(_:)`, `removing(_:)`, `editing(adding:removing:)` or a `ProjectEditor`: the
/// new file and what changed in it.
public struct ProjectEdit: Sendable {
    /// The whole new project file: the original bytes with the new lines spliced in, or the removed ones cut out.
    public var bytes: [UInt8]
    /// What was done, file by file: the additions in their order, then the removals in theirs.
    public var changes: [ProjectChange]

    /// An edit with its new bytes and what changed.
    public init(bytes: [UInt8], changes: [ProjectChange]) {
        self.bytes = bytes
        self.changes = changes
    }

    /// Whether the edit changed anything: false when every file was already there (or, for a removal, already
    /// gone).
    public var modifiesProject: Bool {
        changes.contains {
            switch $0 {
            case .createdGroup, .addedFileReference, .createdBuildPhase, .addedToBuildPhase, .removedFileReference,
                .removedFromBuildPhase, .removedGroup:
                true
            case .alreadyReferenced, .alreadyInBuildPhase, .coveredBySynchronizedFolder, .notReferenced,
                .inSynchronizedFolder, .notRemovable, .keptReferrer:
                false
            }
        }
    }
}
