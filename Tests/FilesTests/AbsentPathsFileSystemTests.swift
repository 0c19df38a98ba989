import Synchronization
import TestFileSystems
import TestHelpers
import Testing

@testable import Files

/// The planner's wrapper that answers for what lies beneath a missing folder: the same answers as the disk, fewer
/// questions to it.
@Suite("Absent paths file system")
struct AbsentPathsFileSystemTests {
    /// Every status query, in a form that compares (a thrown error as its text).
    private static func answers(_ fileSystem: any FileSystem, _ path: String) -> String {
        func attempt(_ body: () throws -> String) -> String {
            do { return try body() } catch { return "error \(error)" }
        }
        return [
            "\(fileSystem.pathKind(path))", "\(fileSystem.fileExists(path))", "\(fileSystem.isDirectory(path))",
            fileSystem.stamp(path).map { "\($0.size)" } ?? "-", "\(fileSystem.fileSize(path) ?? -1)",
            "\(fileSystem.permissions(of: path) ?? 0)", "\(fileSystem.isSymbolicLink(path))",
            attempt { try fileSystem.contents(of: path).map { "\($0.count) bytes" } ?? "-" },
            attempt { "\(try fileSystem.holds([], at: path))" },
            attempt { try fileSystem.contents(of: path, maximumBytes: 3).map { "\($0.count) bytes" } ?? "-" },
        ].joined(separator: " ")
    }

    /// A real tree with a file, a folder, a missing folder, a file used as a folder, a link to nothing and a link to
    /// a folder: every query about every path answers as the disk does, whatever was asked before.
    @Test func answersAsTheDiskDoesInAnyOrder() throws {
        let folder = try TemporaryFolder("absent")
        let root = folder.path
        _ = try folder.write("text", to: "Sources/App.swift")
        _ = try folder.write("", to: "Sources/Empty.swift")
        _ = try folder.link("dangling", to: root + "/nowhere/deeper")
        _ = try folder.link("linkedSources", to: root + "/Sources")
        // A loop of links cannot be reached (`ELOOP`): reading beneath it fails rather than finding nothing, so
        // nothing may be learnt from it. (A folder without permission would be the other such case; tests run as
        // root here, whom permissions do not stop.)
        _ = try folder.link("loopA", to: root + "/loopB")
        _ = try folder.link("loopB", to: root + "/loopA")
        let relative = [
            "", "Sources", "Sources/App.swift", "Sources/Empty.swift", "Sources/App.swift/Inner.swift",
            "Sources/App.swift/Inner/Deeper.swift", "Missing", "Missing/A.swift", "Missing/Deeper/B.swift",
            "Sources/Missing/C.swift", "dangling", "dangling/D.swift", "nowhere", "nowhere/deeper",
            "linkedSources", "linkedSources/App.swift", "linkedSources/Missing/E.swift", "loopA", "loopA/F.swift",
            "loopA/G/H.swift",
        ]
        let paths = relative.map { $0.isEmpty ? root : root + "/" + $0 }
        let disk = LocalFileSystem()
        let expected = paths.map { Self.answers(disk, $0) }
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<20 {
            // A fresh wrapper each round, asked in a new order: what it learnt from one path must not change another.
            let wrapper = AbsentPathsFileSystem(base: disk)
            for index in paths.indices.shuffled(using: &generator) {
                #expect(Self.answers(wrapper, paths[index]) == expected[index], "\(relative[index])")
            }
            // Asked again, from what it learnt.
            for index in paths.indices {
                #expect(Self.answers(wrapper, paths[index]) == expected[index], "\(relative[index])")
            }
        }
    }

    /// One look at a missing folder answers for everything beneath it, contents included.
    @Test func asksTheDiskOnceForAMissingFolder() throws {
        let counting = CountingFileSystem(base: MemoryFileSystem(["/p/Sources/App.swift": "app"]))
        let wrapper = AbsentPathsFileSystem(base: counting)
        #expect(!wrapper.isDirectory("/p/Sources/Login"))
        let files = ["Login.swift", "View/LoginView.swift", "Presenter/LoginPresenter.swift"]
        for file in files {
            #expect(!wrapper.fileExists("/p/Sources/Login/" + file))
            #expect(!wrapper.isDirectory("/p/Sources/Login/" + file))
            #expect(wrapper.stamp("/p/Sources/Login/" + file) == nil)
            #expect(!wrapper.isSymbolicLink("/p/Sources/Login/" + file))
            #expect(try wrapper.contents(of: "/p/Sources/Login/" + file) == nil)
        }
        #expect(counting.count == 1)
        // A name that starts like the missing folder is not beneath it.
        #expect(wrapper.fileExists("/p/Sources/App.swift"))
        #expect(!wrapper.fileExists("/p/Sources/LoginExtra.swift"))
        #expect(counting.count == 3)
        // Beneath a file nothing is found either.
        #expect(!wrapper.fileExists("/p/Sources/App.swift/Inner.swift"))
        #expect(counting.count == 3)
        // A folder found is not looked for again, and what lies in it still is.
        #expect(wrapper.isDirectory("/p/Sources") && wrapper.fileExists("/p/Sources"))
        #expect(counting.count == 4)
        #expect(wrapper.fileExists("/p/Sources/App.swift") && !wrapper.fileExists("/p/Sources/Other.swift"))
        #expect(counting.count == 5)
    }

    /// A write through the wrapper forgets what it learnt: the folder it made is there.
    @Test func forgetsWhatItLearntOnAWrite() throws {
        let folder = try TemporaryFolder("absent")
        let wrapper = AbsentPathsFileSystem(base: LocalFileSystem())
        let module = folder.path + "/Login"
        #expect(!wrapper.fileExists(module))
        #expect(!wrapper.fileExists(module + "/Login.swift"))
        try wrapper.createDirectory(module)
        #expect(wrapper.isDirectory(module))
        #expect(!wrapper.fileExists(module + "/Login.swift"))
        try wrapper.create(Array("login".utf8), at: module + "/Login.swift")
        #expect(wrapper.fileExists(module + "/Login.swift"))
        #expect(wrapper.stamp(module + "/Login.swift")?.size == 5)
    }
}

/// Counts the status questions that reach the file system below.
private final class CountingFileSystem: ForwardingFileSystem {
    let base: any FileSystem
    private let questions = Mutex(0)
    var count: Int { questions.withLock { $0 } }

    init(base: any FileSystem) {
        self.base = base
    }

    private func ask() { questions.withLock { $0 += 1 } }

    func pathKind(_ path: String) -> PathKind {
        ask()
        return base.pathKind(path)
    }

    func fileExists(_ path: String) -> Bool {
        ask()
        return base.fileExists(path)
    }

    func isDirectory(_ path: String) -> Bool {
        ask()
        return base.isDirectory(path)
    }

    func stamp(_ path: String) -> FileStamp? {
        ask()
        return base.stamp(path)
    }

    func isSymbolicLink(_ path: String) -> Bool {
        ask()
        return base.isSymbolicLink(path)
    }

    func contents(of path: String) throws -> [UInt8]? {
        ask()
        return try base.contents(of: path)
    }
}
