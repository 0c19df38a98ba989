import VipergenKit

/// A file system held in memory: files by path, and the folders above them.
struct MemoryFileSystem: FileSystem {
    var files: [String: String]

    init(_ files: [String: String] = [:]) {
        self.files = files
    }

    struct ReadOnly: Error {}

    func contents(of path: String) throws -> [UInt8]? { files[path].map { Array($0.utf8) } }
    func fileExists(_ path: String) -> Bool { files[path] != nil || isDirectory(path) }
    func isDirectory(_ path: String) -> Bool { files.keys.contains { $0.hasPrefix(path + "/") } }
    func listDirectory(_ path: String) throws -> [String] {
        Set(
            files.keys.filter { $0.hasPrefix(path + "/") }.map {
                String($0.dropFirst(path.count + 1).split(separator: "/")[0])
            }
        )
        .sorted()
    }
    func createDirectory(_ path: String) throws { throw ReadOnly() }
    func write(_ bytes: [UInt8], to path: String) throws { throw ReadOnly() }
    func create(_ bytes: [UInt8], at path: String) throws { throw ReadOnly() }
    func moveItem(from source: String, to destination: String) throws { throw ReadOnly() }
    func removeItem(_ path: String) throws { throw ReadOnly() }
    func resolvingSymlinks(_ path: String) -> String { path }
}

/// A memory disk whose files are bytes, for contents that are not text.
struct RawFileSystem: ForwardingFileSystem {
    let base: any FileSystem
    let files: [String: [UInt8]]

    init(files: [String: [UInt8]], text: [String: String] = [:]) {
        self.files = files
        base = MemoryFileSystem(text.merging(files.mapValues { _ in "" }) { text, _ in text })
    }

    func contents(of path: String) throws -> [UInt8]? { try files[path] ?? base.contents(of: path) }
}
