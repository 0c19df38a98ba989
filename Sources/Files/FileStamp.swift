/// What a file's or folder's metadata says of its contents without reading them: its size, when it was last
/// modified, and when its inode last changed. A cache keyed by it reads a file again when any differs (for a
/// folder, the times change when an entry is added, removed or renamed). The inode's time cannot be set back, so a
/// copy that keeps an old modification time (`cp -p`, `rsync -t`) is still seen.
public struct FileStamp: Sendable, Equatable {
    /// The size in bytes.
    public var size: Int
    /// The last modification, in nanoseconds since 1970.
    public var modified: Int64
    /// The last change of the inode (contents, mode, links), in nanoseconds since 1970.
    public var changed: Int64

    public init(size: Int, modified: Int64, changed: Int64) {
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}
