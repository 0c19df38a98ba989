import Files
import Foundation
import TestFileSystems
import TestHelpers
import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Writing a plan")
struct PlanWriterTests {
    static func tree(_ root: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            files[path] =
                isDirectory.boolValue ? "<dir>" : try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        }
        return files
    }

    /// The run overwrites one file (written beside it, then renamed) and creates nine: the last fault is the last file.
    @Test(arguments: [
        (FaultyFileSystem.Operation.create, 1), (.create, 2), (.create, 5), (.create, 9), (.write, 1), (.moveItem, 1),
    ])
    func aFailedWriteLeavesTheTreeAsItWas(operation: FaultyFileSystem.Operation, failAt: Int) throws {
        let folder = try TemporaryFolder("writer")
        let root = folder.path
        // One file the run overwrites (with --force), one it must not touch.
        try folder.write("old protocols\n", to: "AgentDetail/AgentDetailProtocols.swift")
        try folder.write("keep me\n", to: "notes.txt")
        let before = try Self.tree(root)

        let fileSystem = FaultyFileSystem(operation: operation, failAt: failAt)
        var configuration = GoldenTests.configuration(root: root)
        configuration.testPath = root + "/Tests"
        let template = try TemplateCatalog(folders: [], fileSystem: fileSystem).template(named: "bviper")
        let request = GenerationRequest(
            moduleName: try ModuleName("AgentDetail"), date: CalendarDate(year: 2026, month: 11, day: 22),
            overwrite: true)
        let plan = try ModuleGenerator(fileSystem: fileSystem).plan(
            request, template: template, configuration: configuration)
        #expect(plan.files.contains { $0.action == .overwrite })

        let error = #expect(throws: WriteError.self) { try PlanWriter(fileSystem: fileSystem).write(plan) }
        guard case .failed(_, let reason) = error else {
            Issue.record("expected failed, got \(String(describing: error))")
            return
        }
        #expect(reason == "No space left on device")
        #expect(try Self.tree(root) == before)
    }

    /// A new file of one page or less is created under its name where a journal covers the run (a kill leaves it
    /// empty or whole, and recovery removes an empty one); a larger one, and any without a journal (`--output`
    /// outside a project), is linked once written, so a kill leaves nothing of it.
    @Test func aSmallNewFileIsCreatedInPlaceOnlyWhereAJournalCoversTheRun() throws {
        let folder = try TemporaryFolder("writer")
        let small = String(repeating: "s", count: PlanWriter.bytesWrittenWhole)
        let large = String(repeating: "l", count: PlanWriter.bytesWrittenWhole + 1)
        for journaled in [true, false] {
            // The lock's folder, where the journal goes, is there: it holds the settings.
            let root = try folder.write("", to: (journaled ? "project" : "output") + "/catalogs.yml")
                .dropLast("/catalogs.yml".count).description
            var plan = GenerationPlan(
                modules: ["M"], templates: [.init(name: "t", version: "1")],
                files: [
                    PlannedFile(path: root + "/Small.swift", contents: small, action: .create, role: .code),
                    PlannedFile(path: root + "/Large.swift", contents: large, action: .create, role: .code),
                ])
            plan.records.folder = journaled ? root : nil
            let disk = CreationRecordingFileSystem()
            try PlanWriter(fileSystem: disk).write(plan)
            #expect(disk.inPlace.names == (journaled ? ["Small.swift"] : []))
            #expect(
                disk.whole.names
                    == (journaled ? [RecoveryJournal.manifest, "Large.swift"] : ["Small.swift", "Large.swift"]))
            #expect(try folder.read((journaled ? "project" : "output") + "/Small.swift") == small)
            #expect(!FileManager.default.fileExists(atPath: root + "/" + RecoveryJournal.manifest))
        }
    }

    @Test func conflictsStopTheWriteBeforeAnyFileIsTouched() throws {
        let folder = try TemporaryFolder("writer")
        // A project folder that does not exist yet.
        let root = folder.appending("project")
        let plan = GenerationPlan(
            modules: ["M"], templates: [.init(name: "t", version: "1")],
            files: [
                PlannedFile(path: root + "/a.swift", contents: "a", action: .create, role: .code),
                PlannedFile(
                    path: root + "/b.swift", contents: "b", action: .conflict, role: .code, previousContents: []),
            ])
        #expect(throws: WriteError.conflicts([root + "/b.swift"])) {
            try PlanWriter(fileSystem: LocalFileSystem()).write(plan)
        }
        #expect(!FileManager.default.fileExists(atPath: root))
    }

    /// A file planned as new that someone else creates before the write is kept, and the run is undone.
    @Test func aFileThatAppearsAfterPlanningIsNotReplaced() throws {
        let folder = try TemporaryFolder("writer")
        let root = folder.path
        let plan = GenerationPlan(
            modules: ["M"], templates: [.init(name: "t", version: "1")],
            files: [
                PlannedFile(path: root + "/New/a.swift", contents: "a", action: .create, role: .code),
                PlannedFile(path: root + "/b.swift", contents: "b", action: .create, role: .code),
            ])
        try folder.write("someone else's\n", to: "b.swift")

        let error = #expect(throws: WriteError.self) { try PlanWriter(fileSystem: LocalFileSystem()).write(plan) }
        guard case .failed(let path, let reason) = error else {
            Issue.record("expected failed, got \(String(describing: error))")
            return
        }
        #expect(path == root + "/b.swift")
        #expect(reason == "a file appeared there while vipergen was running; run again to see it")
        #expect(try String(contentsOfFile: root + "/b.swift", encoding: .utf8) == "someone else's\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/New"))
    }
}

/// The disk, noting the name of each file created in place and each created whole.
private struct CreationRecordingFileSystem: ForwardingFileSystem {
    let base: any FileSystem = LocalFileSystem()
    let inPlace = Names()
    let whole = Names()

    final class Names: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        var names: [String] { lock.withLock { list } }
        func add(_ path: String) { lock.withLock { list.append(Path.base(path)) } }
    }

    func create(_ bytes: [UInt8], at path: String) throws {
        whole.add(path)
        try base.create(bytes, at: path)
    }

    func createInPlace(_ bytes: [UInt8], at path: String) throws {
        inPlace.add(path)
        try base.createInPlace(bytes, at: path)
    }
}

/// Another program (Xcode, an editor) that saves `path` with `text` the first time the writer creates a file.
private struct MeddlingFileSystem: ForwardingFileSystem {
    let base: any FileSystem = LocalFileSystem()
    let path: String
    let text: String
    let done = Once()

    final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        func fire() -> Bool {
            lock.withLock {
                defer { fired = true }
                return !fired
            }
        }
    }

    func create(_ bytes: [UInt8], at path: String) throws {
        if done.fire() { try base.write(Array(text.utf8), to: self.path) }
        try base.create(bytes, at: path)
    }
}

@Suite("Writing a plan: files changed after planning")
struct ChangedSincePlannedTests {
    @Test func anInjectionTargetSavedBetweenPlanAndWriteStopsTheRunAndIsKept() throws {
        let folder = try TemporaryFolder("changed")
        let root = folder.path
        let original = "enum Routes {\n    // vipergen:routes\n}\n"
        let routes = try folder.write(original, to: "Routes.swift")
        let saved = "enum Routes {\n    case settings\n    // vipergen:routes\n}\n"

        let plan = GenerationPlan(
            modules: ["Cart"], templates: [.init(name: "t", version: "1")],
            files: [
                PlannedFile(path: root + "/Cart/CartView.swift", contents: "view\n", action: .create, role: .code),
                PlannedFile(
                    path: routes, contents: "enum Routes {\n    case cart\n    // vipergen:routes\n}\n",
                    action: .modify, role: .project, previousContents: Array(original.utf8)),
                PlannedFile(path: root + "/Cart/CartRouter.swift", contents: "router\n", action: .create, role: .code),
            ])
        let fileSystem = MeddlingFileSystem(path: routes, text: saved)
        let error = #expect(throws: WriteError.self) { try PlanWriter(fileSystem: fileSystem).write(plan) }
        #expect(error == .changedSincePlanned(path: routes))
        #expect(error?.description.contains("\(routes) changed on disk") == true)
        // The other program's save is kept, and nothing of the run is left.
        #expect(try PlanWriterTests.tree(root) == ["Routes.swift": saved])
    }
}
