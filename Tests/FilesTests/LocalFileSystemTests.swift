import Foundation
import TestFileSystems
import TestHelpers
import Testing

@testable import Files

/// The real disk through the C library: the guarantees the writer and the catalog rely on.
@Suite("Local file system")
struct LocalFileSystemTests {
    let disk = LocalFileSystem()

    @Test func createNeverReplacesWhatIsThere() throws {
        let folder = try TemporaryFolder("local")
        let file = folder.path + "/a.swift"
        try disk.create(Array("first".utf8), at: file)
        let error = #expect(throws: SystemCallError.self) { try disk.create(Array("second".utf8), at: file) }
        #expect(error?.isAlreadyExists == true && error?.operation == "create" && error?.path == file)
        #expect(error?.description == "create \(file): File exists")
        #expect(try disk.contents(of: file) == Array("first".utf8))
        // Nor a link, even one to nothing.
        try folder.link("link", to: folder.path + "/none")
        #expect(throws: SystemCallError.self) { try disk.create([1], at: folder.path + "/link") }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/none"))
        // The file is written under a temporary name and linked to its own, so a process killed half-way leaves no
        // empty or partial file at its name; no temporary name is left behind, whether it succeeded or not.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.swift", "link"])
    }

    #if os(Linux)
        /// Where the kernel refuses to link a descriptor by `AT_EMPTY_PATH` (before Linux 6.10), the unnamed file is
        /// linked through /proc, with the same guarantees: whole, never over what is there, no name left behind.
        @Test func withoutEmptyPathLinksCreateGoesThroughProc() throws {
            LocalFileSystem.emptyPathRefused.store(true, ordering: .relaxed)
            defer { LocalFileSystem.emptyPathRefused.store(false, ordering: .relaxed) }
            let folder = try TemporaryFolder("local")
            let file = folder.path + "/a.swift"
            try disk.create(Array("first".utf8), at: file)
            let error = #expect(throws: SystemCallError.self) { try disk.create(Array("second".utf8), at: file) }
            #expect(error?.isAlreadyExists == true && error?.operation == "create" && error?.path == file)
            #expect(try disk.contents(of: file) == Array("first".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.swift"])
        }
    #endif

    /// A created file is a plain file like a written one: the same permissions (the process's umask applied), its
    /// bytes whole however large, and a missing folder reported as the file's own error.
    @Test func createMakesTheSameFileAsWriteAndReportsAMissingFolder() throws {
        let folder = try TemporaryFolder("local")
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try disk.create(large, at: folder.path + "/created")
        try disk.write(large, to: folder.path + "/written")
        #expect(try disk.contents(of: folder.path + "/created") == large)
        let created = try FileManager.default.attributesOfItem(atPath: folder.path + "/created")
        let written = try FileManager.default.attributesOfItem(atPath: folder.path + "/written")
        #expect(created[.posixPermissions] as? Int == written[.posixPermissions] as? Int)
        #expect(created[.type] as? FileAttributeType == .typeRegular)
        let missing = folder.path + "/none/a.swift"
        let error = #expect(throws: SystemCallError.self) { try disk.create([1], at: missing) }
        #expect(error?.operation == "create" && error?.path == missing && error?.code == ENOENT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["created", "written"])
    }

    /// A file longer than its size says (Linux's /proc files say 0) is read to its end: the array grows past the
    /// one byte more than the size that it starts with.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/cpuinfo")))
    func aFileLongerThanItsStatedSizeIsReadWhole() throws {
        let expected = try #require(FileHandle(forReadingAtPath: "/proc/cpuinfo")).readDataToEndOfFile()
        #expect(expected.count > 1)
        #expect(try disk.contents(of: "/proc/cpuinfo") == Array(expected))
    }

    @Test func writeReplacesTheWholeFileAndMoveReplacesTheDestination() throws {
        let folder = try TemporaryFolder("local")
        try disk.write(Array("a long first text".utf8), to: folder.path + "/a")
        try disk.write(Array("short".utf8), to: folder.path + "/a")
        #expect(try disk.contents(of: folder.path + "/a") == Array("short".utf8))
        try disk.write(Array("new".utf8), to: folder.path + "/b")
        try disk.moveItem(from: folder.path + "/b", to: folder.path + "/a")
        #expect(try disk.contents(of: folder.path + "/a") == Array("new".utf8))
        #expect(!disk.fileExists(folder.path + "/b"))
        #expect(disk.fileSize(folder.path + "/a") == 3)
    }

    @Test func foldersAreListedSortedAndTellAFileApart() throws {
        let folder = try TemporaryFolder("local")
        for name in ["b", "a", ".hidden", "C"] { try disk.write([], to: folder.path + "/" + name) }
        try disk.createDirectory(folder.path + "/sub")
        #expect(try disk.listDirectory(folder.path) == [".hidden", "C", "a", "b", "sub"])
        #expect(disk.isDirectory(folder.path + "/sub") && !disk.isDirectory(folder.path + "/a"))
        #expect(try disk.contents(of: folder.path + "/sub") == nil, "a folder has no contents")
        #expect(disk.fileSize(folder.path + "/sub") == nil)
        #expect(try disk.contents(of: folder.path + "/missing") == nil)
        #expect(try disk.contents(of: folder.path + "/a/below-a-file") == nil)
        let error = #expect(throws: SystemCallError.self) { try disk.createDirectory(folder.path + "/sub") }
        #expect(error?.isAlreadyExists == true)
        #expect(throws: SystemCallError.self) { try disk.listDirectory(folder.path + "/missing") }
    }

    @Test func anEmptyFolderHasNothingNotEvenAHiddenFile() throws {
        let folder = try TemporaryFolder("local")
        try disk.createDirectory(folder.path + "/empty")
        try disk.createDirectory(folder.path + "/hidden")
        try disk.write([], to: folder.path + "/hidden/.DS_Store")
        try disk.createDirectory(folder.path + "/.a")
        #expect(disk.isEmptyFolder(folder.path + "/empty"))
        #expect(!disk.isEmptyFolder(folder.path + "/hidden"))
        #expect(!disk.isEmptyFolder(folder.path), "its only entries are hidden ones and folders")
        #expect(!disk.isEmptyFolder(folder.path + "/hidden/.DS_Store"), "a file is not a folder")
        #expect(!disk.isEmptyFolder(folder.path + "/missing"))
    }

    /// A folder is removed only when it is empty, in one call; anything else is left as it was, with an error. A
    /// file system that cannot do it in one call asks first, and does the same.
    @Test func onlyAnEmptyFolderIsRemoved() throws {
        let folder = try TemporaryFolder("local")
        let memory = TestFileSystems.MemoryFileSystem(["/p/full/a.swift": "a"])
        try disk.createDirectory(folder.path + "/empty")
        try disk.createDirectory(folder.path + "/full")
        try disk.write([1], to: folder.path + "/full/.hidden")
        try disk.removeEmptyFolder(folder.path + "/empty")
        #expect(!disk.fileExists(folder.path + "/empty"))
        #expect(throws: SystemCallError.self) { try disk.removeEmptyFolder(folder.path + "/full") }
        #expect(throws: SystemCallError.self) { try disk.removeEmptyFolder(folder.path + "/full/.hidden") }
        #expect(throws: SystemCallError.self) { try disk.removeEmptyFolder(folder.path + "/missing") }
        #expect(try disk.contents(of: folder.path + "/full/.hidden") == [1])
        #expect(throws: FileSystemError.notEmptyFolder("/p/full")) { try memory.removeEmptyFolder("/p/full") }
    }

    /// Many stamps are taken on several threads at once; each lands at its path's place, and a path with nothing
    /// there has none.
    @Test func manyStampsComeBackInTheOrderAsked() throws {
        let folder = try TemporaryFolder("local")
        var paths: [String] = []
        for index in 0..<700 {
            let path = folder.path + "/f\(index)"
            // Every third path has nothing; the others' sizes tell them apart.
            if index % 3 != 0 { try disk.write(Array(repeating: 0x41, count: index), to: path) }
            paths.append(path)
        }
        let stamps = disk.stamps(of: paths)
        #expect(stamps.count == paths.count)
        #expect(stamps == paths.map(disk.stamp))
        for (index, stamp) in stamps.enumerated() {
            #expect(stamp?.size == (index % 3 == 0 ? nil : index))
        }
        #expect(disk.stamps(of: Array(paths.prefix(5))) == paths.prefix(5).map(disk.stamp))
    }

    /// Removing a folder removes the links in it, never what they point to.
    @Test func removingAFolderDoesNotFollowLinks() throws {
        let folder = try TemporaryFolder("local")
        try folder.makeFolder("keep")
        try disk.write(Array("precious".utf8), to: folder.path + "/keep/file")
        try folder.makeFolder("gone/deep")
        try disk.write([], to: folder.path + "/gone/deep/file")
        try folder.link("gone/link", to: folder.path + "/keep")
        try disk.removeItem(folder.path + "/gone")
        #expect(!disk.fileExists(folder.path + "/gone"))
        #expect(try disk.contents(of: folder.path + "/keep/file") == Array("precious".utf8))
        #expect(throws: SystemCallError.self) { try disk.removeItem(folder.path + "/gone") }
    }

    @Test func linksAreResolvedAndADanglingLinkIsNotThere() throws {
        let folder = try TemporaryFolder("local")
        try folder.makeFolder("real")
        try folder.link("alias", to: "real")
        try folder.link("dangling", to: "nowhere")
        #expect(disk.resolvingSymlinks(folder.path + "/alias") == folder.path + "/real")
        #expect(disk.resolvingSymlinks(folder.path + "/alias/../real/./") == folder.path + "/real")
        #expect(disk.isDirectory(folder.path + "/alias"))
        #expect(!disk.fileExists(folder.path + "/dangling"))
        // A path that cannot be resolved is returned as it is.
        #expect(disk.resolvingSymlinks(folder.path + "/missing/x") == folder.path + "/missing/x")
    }

    @Test func holdsComparesTheWholeFileWithoutReadingItIntoAnArray() throws {
        let folder = try TemporaryFolder("local")
        let disk = LocalFileSystem()
        // Larger than the comparison's block, so that a difference in the second block is seen.
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let path = try folder.write(bytes, to: "big")
        #expect(try disk.holds(bytes, at: path))
        for position in [0, 65_535, 65_536, 131_072, 199_999] {
            var changed = bytes
            changed[position] ^= 1
            #expect(try !disk.holds(changed, at: path), "byte \(position)")
        }
        #expect(try !disk.holds(Array(bytes.dropLast()), at: path))
        #expect(try !disk.holds(bytes + [0], at: path))
        #expect(try !disk.holds(bytes, at: folder.path + "/missing"))
        #expect(try !disk.holds([], at: folder.path))
        #expect(try disk.holds([], at: try folder.write([], to: "empty")))
        #expect(try !disk.holds([1], at: folder.path + "/empty"))
    }
}
