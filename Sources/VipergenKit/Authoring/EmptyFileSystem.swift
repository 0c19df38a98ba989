import Files

/// A disk with nothing on it, so a preview plans every file as new and reads nothing of the user's.
struct EmptyFileSystem: FileSystem {
    struct ReadOnly: Error, CustomStringConvertible {
        var description: String { "a preview writes nothing" }
    }

    func contents(of path: String) throws -> [UInt8]? { nil }
    func fileExists(_ path: String) -> Bool { false }
    func isDirectory(_ path: String) -> Bool { false }
    func listDirectory(_ path: String) throws -> [String] { [] }
    func createDirectory(_ path: String) throws { throw ReadOnly() }
    func write(_ bytes: [UInt8], to path: String) throws { throw ReadOnly() }
    func create(_ bytes: [UInt8], at path: String) throws { throw ReadOnly() }
    func moveItem(from source: String, to destination: String) throws { throw ReadOnly() }
    func removeItem(_ path: String) throws { throw ReadOnly() }
    func resolvingSymlinks(_ path: String) -> String { path }
}
