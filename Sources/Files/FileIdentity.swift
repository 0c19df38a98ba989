/// Which file or folder a path names on its machine: the device and the inode. A copy (another clone, a synced or
/// duplicated folder) has another identity; the same folder renamed or moved within its disk keeps its own.
public struct FileIdentity: Sendable, Equatable {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}
