/// Problems setting up the merge driver, running it, or resolving a stopped merge.
public enum MergeDriverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder is in no git repository.
    case notARepository(String)
    case gitNotFound
    /// A git command failed; `reason` is git's own last line.
    case gitFailed(command: String, reason: String)
    /// A file the merge needs could not be read or written.
    case fileFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notARepository(let path):
            return "error: \(path) is not in a git repository; run 'git init' first"
        case .gitNotFound:
            return "error: git was not found on PATH"
        case .gitFailed(let command, let reason):
            return "error: 'git \(command)' failed: \(reason)"
        case .fileFailed(let path, let reason):
            return "error: \(path): \(reason)"
        }
    }
}
