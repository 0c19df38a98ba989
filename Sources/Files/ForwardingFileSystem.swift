/// A file system that passes every operation to another one: wrappers that change one or two operations (a test's
/// failing write, a deliberately slow write) implement only those.
public protocol ForwardingFileSystem: FileSystem {
    var base: any FileSystem { get }
}

extension ForwardingFileSystem {
    public func contents(of path: String) throws -> [UInt8]? { try base.contents(of: path) }
    public func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    public func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    public func listDirectory(_ path: String) throws -> [String] { try base.listDirectory(path) }
    public func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    public func write(_ bytes: [UInt8], to path: String) throws { try base.write(bytes, to: path) }
    public func create(_ bytes: [UInt8], at path: String) throws { try base.create(bytes, at: path) }
    public func moveItem(from source: String, to destination: String) throws {
        try base.moveItem(from: source, to: destination)
    }
    public func removeItem(_ path: String) throws { try base.removeItem(path) }
    public func resolvingSymlinks(_ path: String) -> String { base.resolvingSymlinks(path) }
    public func fileSize(_ path: String) -> Int? { base.fileSize(path) }
    public func permissions(of path: String) -> UInt16? { base.permissions(of: path) }
    public func setPermissions(_ permissions: UInt16, of path: String) throws {
        try base.setPermissions(permissions, of: path)
    }
    public func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    public func stamp(_ path: String) -> FileStamp? { base.stamp(path) }
    public func identity(of path: String) -> FileIdentity? { base.identity(of: path) }
    public func listFolder(_ path: String) throws -> FolderListing { try base.listFolder(path) }
    public func isEmptyFolder(_ path: String) -> Bool { base.isEmptyFolder(path) }
    public func tryLocking(_ folder: String) -> FolderLock.Attempt { base.tryLocking(folder) }
}
