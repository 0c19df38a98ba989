import Files
import Foundation
import SourceDeclarations
import Testing

@testable import VipergenKit

/// The cache of listings and declarations on a real disk: a second run lists and reads only what changed since.
@Suite("Planning: the source index, vipergen's cache of what the name checks read")
struct SourceIndexTests {
    /// A file system that counts the folders it lists and the files it reads.
    /// What was listed and read, noted from any thread (stamps and reads may run in parallel).
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var notedListed: [String] = []
        private var notedRead: [String] = []
        var listed: [String] { lock.withLock { notedListed } }
        var read: [String] { lock.withLock { notedRead } }
        func noteListed(_ name: String) { lock.withLock { notedListed.append(name) } }
        func noteRead(_ name: String) { lock.withLock { notedRead.append(name) } }
    }

    struct CountingFileSystem: ForwardingFileSystem {
        let base: any FileSystem = LocalFileSystem()
        let counts: Counts

        func listFolder(_ path: String) throws -> FolderListing {
            counts.noteListed(Path.base(path))
            return try base.listFolder(path)
        }

        func contents(of path: String) throws -> [UInt8]? {
            counts.noteRead(Path.base(path))
            return try base.contents(of: path)
        }
    }

    /// A project folder with two modules' files.
    static func app() throws -> String {
        let root = NSTemporaryDirectory() + "vipergen-source-index-" + UUID().uuidString
        let files = [
            "App/Alpha/AlphaThing.swift": "final class AlphaThing {}\n",
            "App/Beta/BetaThing.swift": "import Foundation\n\nstruct BetaThing {}\n",
            "App/Beta/Legacy.h": "@interface BetaLegacy : NSObject\n@end\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }

    /// What a check asks: every folder's listing below `App`, and the types of every source file.
    static func look(_ root: String, _ index: inout SourceIndex, _ fileSystem: any FileSystem) -> [String: [String]] {
        var types: [String: [String]] = [:]
        var folders = [root + "/App"]
        while let folder = folders.popLast() {
            guard let (listing, _) = index.listing(of: folder, fileSystem: fileSystem) else { continue }
            folders += listing.folders.map { folder + "/" + $0 }
            for file in listing.files {
                let path = folder + "/" + file
                let found = index.types(of: path, fileSystem: fileSystem) { bytes in
                    Path.extension(path) == "swift"
                        ? SwiftDeclarationScanner.topLevelTypes(in: bytes)
                        : ObjectiveCDeclarationScanner.types(in: bytes)
                }
                types[file] = found?.map(\.name)
            }
        }
        return types
    }

    /// Writes the cache as the writer does; `settled`: dated a minute later, as if the files were written well
    /// before it (a cache written within a second of a file's change does not vouch for it).
    static func save(_ index: SourceIndex, in root: String, settled: Bool = true) throws {
        let path = root + "/" + SourceIndex.path
        try FileManager.default.createDirectory(
            atPath: Path.directory(path), withIntermediateDirectories: true)
        try Data(index.serialized()).write(to: URL(fileURLWithPath: path))
        if settled {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: path)
        }
    }

    @Test func aSecondRunListsAndReadsNothingThatDidNotChange() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = Counts()
        var index = SourceIndex.load(root: root, fileSystem: CountingFileSystem(counts: first))
        let types = Self.look(root, &index, CountingFileSystem(counts: first))
        #expect(
            types == ["AlphaThing.swift": ["AlphaThing"], "BetaThing.swift": ["BetaThing"], "Legacy.h": ["BetaLegacy"]])
        #expect(first.listed.sorted() == ["Alpha", "App", "Beta"])
        #expect(index.changed)
        try Self.save(index, in: root)

        let second = Counts()
        let fileSystem = CountingFileSystem(counts: second)
        var cached = SourceIndex.load(root: root, fileSystem: fileSystem)
        #expect(Self.look(root, &cached, fileSystem) == types)
        #expect(second.listed == [])
        #expect(second.read == ["sources"], "only the cache itself is read")
        #expect(!cached.changed)
    }

    @Test func anEditedFileIsReadAgainAndANewFileFound() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var index = SourceIndex.load(root: root, fileSystem: LocalFileSystem())
        _ = Self.look(root, &index, LocalFileSystem())
        try Self.save(index, in: root)
        // After the cache was written: a type added to one file, a file added to another folder.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: root + "/App/Beta/BetaThing.swift"))
        handle.seekToEndOfFile()
        handle.write(Data("final class BetaHelper {}\n".utf8))
        try handle.close()
        try "enum AlphaRoute {}\n".write(
            toFile: root + "/App/Alpha/AlphaRoute.swift", atomically: false, encoding: .utf8)

        let counts = Counts()
        let fileSystem = CountingFileSystem(counts: counts)
        var cached = SourceIndex.load(root: root, fileSystem: fileSystem)
        let types = Self.look(root, &cached, fileSystem)
        #expect(types["BetaThing.swift"] == ["BetaThing", "BetaHelper"])
        #expect(types["AlphaRoute.swift"] == ["AlphaRoute"])
        #expect(counts.listed == ["Alpha"])
        #expect(counts.read.sorted() == ["AlphaRoute.swift", "BetaThing.swift", "sources"])
        #expect(cached.changed)
    }

    @Test func entriesChangedJustBeforeTheCacheWasWrittenAreReadAgain() throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var index = SourceIndex.load(root: root, fileSystem: LocalFileSystem())
        _ = Self.look(root, &index, LocalFileSystem())
        // Written in the same second as the files: a change within that second could keep a file's stamp.
        try Self.save(index, in: root, settled: false)

        let counts = Counts()
        let fileSystem = CountingFileSystem(counts: counts)
        var cached = SourceIndex.load(root: root, fileSystem: fileSystem)
        #expect(Self.look(root, &cached, fileSystem)["AlphaThing.swift"] == ["AlphaThing"])
        #expect(counts.read.sorted() == ["AlphaThing.swift", "BetaThing.swift", "Legacy.h", "sources"])
        #expect(counts.listed.count == 3)
    }

    @Test(arguments: [
        "", "vipergen sources 0\n", "vipergen sources 3\nD\tx\n", "vipergen sources 3\nF\t1\t2\t3\t/a\tName:x\n",
    ])
    func aDamagedOrForeignCacheIsSetAsideAndEverythingRead(cache: String) throws {
        let root = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/" + SourceIndex.path
        try FileManager.default.createDirectory(atPath: Path.directory(path), withIntermediateDirectories: true)
        try cache.write(toFile: path, atomically: false, encoding: .utf8)
        let counts = Counts()
        let fileSystem = CountingFileSystem(counts: counts)
        var index = SourceIndex.load(root: root, fileSystem: fileSystem)
        #expect(Self.look(root, &index, fileSystem)["Legacy.h"] == ["BetaLegacy"])
        #expect(counts.listed.count == 3)
    }
}
