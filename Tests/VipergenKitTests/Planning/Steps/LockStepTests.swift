import Files
import JSON
import TestFileSystems
import Testing

@testable import VipergenKit

@Suite("Planning: lock step")
struct LockStepTests {
    @Test func aProjectWithCatalogsYmlRecordsEachModuleInItsOwnFile() throws {
        let context = try planningContext(fileSystem: MemoryFileSystem()) { $0.file = "/app/catalogs.yml" }
        let draft = try run(
            module: [OriginStep(), RenderStep()], plan: [MergeStep(), ClassifyStep(), InjectionStep(), LockStep()],
            context)
        let lock = try #require(draft.plan.files.last)
        #expect(
            lock.path == "/app/.vipergen/modules/AgentDetail/record.json" && lock.role == .lock
                && lock.action == .create)
        let record = try JSONValue.parse(lock.contents).decode(ModuleRecord.self)
        #expect(record.schemaVersion == 3)
        let recorded = ModuleLock(modules: [record.module])
        #expect(recorded.modules.map(\.name) == ["AgentDetail"])
        let generated = draft.plan.files.filter { $0.module == "AgentDetail" }.map {
            Path.relative($0.path, to: "/app")
        }
        #expect(Set(recorded.modules[0].files.map(\.path)) == Set(generated))
    }

    @Test func withoutCatalogsYmlOrWithOutputElsewhereThereIsNoLock() throws {
        let defaults = try planningContext(fileSystem: MemoryFileSystem())
        #expect(
            try run(module: [RenderStep()], plan: [LockStep()], defaults).plan.files.allSatisfy { $0.role != .lock })
        let elsewhere = try planningContext(fileSystem: MemoryFileSystem()) {
            $0.file = "/app/catalogs.yml"
            $0.modulePath = "/tmp/out"
        }
        #expect(
            try run(module: [RenderStep()], plan: [LockStep()], elsewhere).plan.files.allSatisfy { $0.role != .lock })
    }

    @Test func aDamagedBaseIsWrittenAgain() throws {
        let context = try planningContext(fileSystem: MemoryFileSystem()) { $0.file = "/app/catalogs.yml" }
        let first = try run(
            module: [OriginStep(), RenderStep()], plan: [MergeStep(), ClassifyStep(), LockStep()], context)
        let base = try #require(first.plan.files.first { $0.role == .base })
        // A run killed while writing this base left it empty.
        var disk = MemoryFileSystem([base.path: ""])
        disk.files["/app/catalogs.yml"] = ""
        let again = try planningContext(fileSystem: disk) { $0.file = "/app/catalogs.yml" }
        let second = try run(
            module: [OriginStep(), RenderStep()], plan: [MergeStep(), ClassifyStep(), LockStep()], again)
        let repaired = try #require(second.plan.files.first { $0.path == base.path })
        #expect(repaired.action == .overwrite && repaired.bytes == base.bytes && repaired.previousContents == [])
        #expect(repaired.note == "damaged base, written again")
    }
}
