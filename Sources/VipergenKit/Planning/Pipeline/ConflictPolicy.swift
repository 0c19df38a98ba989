/// What to do with a file that exists with other contents.
public enum ConflictPolicy: String, Sendable, Equatable, CaseIterable {
    /// List every conflict and write nothing (the default).
    case fail
    /// Keep the existing file and write the rest.
    case skip
    /// Replace the existing file.
    case overwrite
}
