/// What a file's or folder's metadata says of its contents without reading them: its size and when it last
/// changed. A cache keyed by it reads a file again only when either differs (for a folder, the time changes when
/// an entry is added, removed or renamed).
public struct FileStamp: Sendable, Equatable {
    /// The size in bytes.
    public var size: Int
    /// The last modification, in nanoseconds since 1970.
    public var modified: Int64

    public init(size: Int, modified: Int64) {
        self.size = size
        self.modified = modified
    }
}
