/// A disk with nothing on it, so a preview plans every file as new and reads nothing of the user's.
public struct EmptyFileSystem: FileSystem {
    /// The empty disk.
    public init() {}

    /// The error of every write.
    public struct ReadOnly: Error, CustomStringConvertible {
        public var description: String { "a preview writes nothing" }
    }

    public func contents(of path: String) throws -> [UInt8]? { nil }
    public func fileExists(_ path: String) -> Bool { false }
    public func isDirectory(_ path: String) -> Bool { false }
    public func listDirectory(_ path: String) throws -> [String] { [] }
    public func createDirectory(_ path: String) throws { throw ReadOnly() }
    public func write(_ bytes: [UInt8], to path: String) throws { throw ReadOnly() }
    public func create(_ bytes: [UInt8], at path: String) throws { throw ReadOnly() }
    public func moveItem(from source: String, to destination: String) throws { throw ReadOnly() }
    public func removeItem(_ path: String) throws { throw ReadOnly() }
    public func resolvingSymlinks(_ path: String) -> String { path }
}
