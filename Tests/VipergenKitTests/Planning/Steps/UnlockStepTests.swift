import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `remove` deletes the removed modules' records and bases, and lists the files it kept of them.
@Suite("Planning: unlock step")
struct UnlockStepTests {
    static let record = "/app/.vipergen/modules/Cart/record.json"

    func context(_ disk: MemoryFileSystem) throws -> PlanContext {
        var context = try planningContext(fileSystem: disk) { $0.file = "/app/catalogs.yml" }.plan
        context.update = UpdateContext(lock: ModuleLock(), root: "/app", conflictStyle: .ours)
        return context
    }

    @Test func theRemovedModulesRecordGoesAndNoOtherOne() throws {
        let disk = MemoryFileSystem([Self.record: "{}\n", "/app/.vipergen/modules/Shop/record.json": "{}\n"])
        var draft = PlanDraft(plan: GenerationPlan(modules: ["Cart"], files: []))
        try UnlockStep().run(&draft, in: try context(disk))
        #expect(draft.plan.records.folder == "/app")
        #expect(draft.plan.files.map(\.path) == [Self.record])
        #expect(draft.plan.files.allSatisfy { $0.action == .delete && $0.role == .lock })
    }

    @Test func filesKeptOfTheModuleAreListedForALaterGen() throws {
        let disk = MemoryFileSystem([Self.record: "{}\n"])
        var kept = PlannedFile(
            path: "/app/Modules/Cart/CartView.swift", contents: "// edited\n", action: .skip, role: .code,
            module: "Cart")
        kept.previousContents = Array("// edited\n".utf8)
        var draft = PlanDraft(plan: GenerationPlan(modules: ["Cart"], files: [kept]))
        try UnlockStep().run(&draft, in: try context(disk))
        let list = try #require(draft.plan.files.first { $0.path == KeptFiles.path(of: "Cart", root: "/app") })
        #expect(list.action == .create && list.contents.contains("Modules/Cart/CartView.swift"))
    }
}
