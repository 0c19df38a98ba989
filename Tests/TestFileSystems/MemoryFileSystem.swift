import Files

/// A read-only file system held in memory: files by path, and the folders above them.
public struct MemoryFileSystem: FileSystem {
    public var files: [String: String]

    public init(_ files: [String: String] = [:]) {
        self.files = files
    }

    public struct ReadOnly: Error {}

    public func contents(of path: String) throws -> [UInt8]? { files[path].map { Array($0.utf8) } }
    public func fileExists(_ path: String) -> Bool { files[path] != nil || isDirectory(path) }
    public func isDirectory(_ path: String) -> Bool { files.keys.contains { $0.hasPrefix(path + "/") } }
    public func listDirectory(_ path: String) throws -> [String] {
        Set(
            files.keys.filter { $0.hasPrefix(path + "/") }.map {
                String($0.dropFirst(path.count + 1).split(separator: "/")[0])
            }
        )
        .sorted()
    }
    public func createDirectory(_ path: String) throws { throw ReadOnly() }
    public func write(_ bytes: [UInt8], to path: String) throws { throw ReadOnly() }
    public func create(_ bytes: [UInt8], at path: String) throws { throw ReadOnly() }
    public func moveItem(from source: String, to destination: String) throws { throw ReadOnly() }
    public func removeItem(_ path: String) throws { throw ReadOnly() }
    public func resolvingSymlinks(_ path: String) -> String { path }
}

/// A memory disk whose files are bytes, for contents that are not text.
public struct RawFileSystem: ForwardingFileSystem {
    public let base: any FileSystem
    public let files: [String: [UInt8]]

    public init(files: [String: [UInt8]], text: [String: String] = [:]) {
        self.files = files
        base = MemoryFileSystem(text.merging(files.mapValues { _ in "" }) { text, _ in text })
    }

    public func contents(of path: String) throws -> [UInt8]? { try files[path] ?? base.contents(of: path) }
}
