import Testing

@testable import VipergenKit

/// The preview's disk: nothing on it, and nothing can be written to it.
@Suite("Empty file system")
struct EmptyFileSystemTests {
    @Test func nothingIsThere() throws {
        let disk = EmptyFileSystem()
        for path in ["/", "/tmp", "/etc/passwd", "relative"] {
            #expect(try disk.contents(of: path) == nil)
            #expect(try disk.text(of: path) == nil)
            #expect(!disk.fileExists(path) && !disk.isDirectory(path))
            #expect(try disk.listDirectory(path).isEmpty)
            #expect(disk.resolvingSymlinks(path) == path)
            #expect(disk.fileSize(path) == nil)
        }
    }

    @Test func everyWriteIsRefused() {
        let disk = EmptyFileSystem()
        let writes: [() throws -> Void] = [
            { try disk.createDirectory("/a") }, { try disk.write([1], to: "/a") }, { try disk.create([1], at: "/a") },
            { try disk.moveItem(from: "/a", to: "/b") }, { try disk.removeItem("/a") },
        ]
        for write in writes {
            let error = #expect(throws: EmptyFileSystem.ReadOnly.self) { try write() }
            #expect(error?.description == "a preview writes nothing")
        }
    }

    /// A plan against it creates every file, and writing that plan fails before anything could land.
    @Test func aPlanAgainstItCreatesEveryFileAndCannotBeWritten() throws {
        let disk = EmptyFileSystem()
        let template = try TemplateCatalog(folders: [], fileSystem: disk).template(named: "bviper")
        let plan = try ModuleGenerator(fileSystem: disk).plan(
            GenerationRequest(moduleName: try ModuleName("Cart"), date: CalendarDate(year: 2026, month: 1, day: 2)),
            template: template, configuration: ProjectConfiguration(defaultsFor: "/app", author: "Jane"))
        #expect(!plan.files.isEmpty && plan.files.allSatisfy { $0.action == .create && $0.previousContents == nil })
        let error = #expect(throws: GenerationError.self) { try PlanWriter(fileSystem: disk).write(plan) }
        guard case .writeFailed(_, let reason) = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(reason == "a preview writes nothing")
    }
}
