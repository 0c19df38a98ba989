/// What `stat` finds at a path, links followed, and so whether anything can lie beneath it: what a wrapper that
/// remembers missing paths (`AbsentPathsFileSystem`) needs, in one call.
public enum PathKind: Sendable, Equatable {
    /// Nothing is there, and nothing can be beneath it: the path, or a folder on the way, is missing or a file
    /// (`ENOENT`, `ENOTDIR`).
    case missing
    case folder
    /// Anything else that is there: a file, a device, a socket. Nothing can be beneath it.
    case file
    /// The path cannot be reached for another reason (no permission on a folder on the way, a loop of links):
    /// nothing is known of it.
    case unreachable
}
