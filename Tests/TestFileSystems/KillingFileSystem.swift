import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file system that kills its own process (SIGKILL, as `kill -9` does: no handler runs, nothing is undone) just
/// before its N-th change to the disk, so that a test can stop a run at every write in turn (see
/// `vipergen-interruptible`).
public struct KillingFileSystem: ForwardingFileSystem {
    public let base: any FileSystem
    private let counter: Counter

    /// Changes counted so far; one process writes from one thread.
    private final class Counter: @unchecked Sendable {
        let killAt: Int
        var changes = 0

        init(killAt: Int) { self.killAt = killAt }

        func count() {
            changes += 1
            if changes == killAt { kill(getpid(), SIGKILL) }
        }
    }

    /// Kills the process before the `killAt`-th change (1 is the first).
    public init(base: any FileSystem, killAt: Int) {
        self.base = base
        counter = Counter(killAt: killAt)
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        counter.count()
        try base.write(bytes, to: path)
    }

    public func create(_ bytes: [UInt8], at path: String) throws {
        counter.count()
        try base.create(bytes, at: path)
    }

    /// Two changes, as on the disk: the file made empty under its name, then its bytes written, so that a kill can
    /// fall between them and leave the empty file a real kill can leave.
    public func createInPlace(_ bytes: [UInt8], at path: String) throws {
        counter.count()
        try base.createInPlace([], at: path)
        counter.count()
        try base.write(bytes, to: path)
    }

    public func createDirectory(_ path: String) throws {
        counter.count()
        try base.createDirectory(path)
    }

    public func moveItem(from source: String, to destination: String) throws {
        counter.count()
        try base.moveItem(from: source, to: destination)
    }

    public func removeItem(_ path: String) throws {
        counter.count()
        try base.removeItem(path)
    }

    /// A change too: the journal links each file a run replaces before the run writes anything.
    public func hardLink(_ path: String, at linkPath: String) throws {
        counter.count()
        try base.hardLink(path, at: linkPath)
    }

    public func setPermissions(_ permissions: UInt16, of path: String) throws {
        counter.count()
        try base.setPermissions(permissions, of: path)
    }
}
