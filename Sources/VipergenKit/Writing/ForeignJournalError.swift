/// A recovery journal found in a folder other than the one it was written in: the journal of a run killed in another
/// copy of the project, which reached this one (committed after the kill, synced, or copied). Undoing it here would
/// remove this copy's files as the killed run's, so nothing is done and every command stops until it is removed.
public struct ForeignJournalError: Error, CustomStringConvertible {
    /// The folder the journal is in.
    public var root: String

    public var description: String {
        let manifest = RecoveryJournal.manifest
        return """
            error: \(root)/\(manifest) is the journal of a vipergen run killed in another copy of this project \
            (committed after the kill, synced or copied): it was not applied, since undoing that run here would \
            remove this copy's files
              if git tracks it: git rm --cached \(manifest), and commit that; then delete the file and run again \
            ('vipergen status' shows what the killed run left, if it was killed here after all)
            """
    }
}
