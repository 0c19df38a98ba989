import TestFileSystems
import Testing

@testable import VipergenKit

/// What a removed module's generation created and another module still uses passes to that module's record.
@Suite("Planning: hand-over step")
struct HandOverStepTests {
    static func module(_ name: String, files: [String], createdFolders: [String]) -> ModuleLock.Module {
        var module = ModuleLock.Module(
            name: name, template: "bviper", templateVersion: "1.0.0", parameters: [:], generated: "2026-11-27",
            files: files.map { ModuleLock.File(path: $0, sha256: "0") })
        module.createdFolders = createdFolders
        return module
    }

    /// A created `Modules`, B's files in it, and A being removed: the draft as `RemovalStep` leaves it.
    func draft(bCreatedFolders: [String]?) throws -> (PlanDraft, PlanContext, MemoryFileSystem) {
        var b = Self.module("B", files: ["Modules/B/BView.swift"], createdFolders: [])
        b.createdFolders = bCreatedFolders
        let disk = MemoryFileSystem([
            "/app/Modules/A/AView.swift": "// A\n", "/app/Modules/B/BView.swift": "// B\n",
            "/app/.vipergen/modules/B/record.json": ModuleRecord(b).encoded(),
        ])
        let a = Self.module("A", files: ["Modules/A/AView.swift"], createdFolders: ["Modules", "Modules/A"])
        var context = try planningContext(fileSystem: disk).plan
        context.update = UpdateContext(lock: ModuleLock(modules: [a]), root: "/app", conflictStyle: .ours)
        var plan = GenerationPlan(
            modules: ["A"],
            files: [
                PlannedFile(
                    path: "/app/Modules/A/AView.swift", contents: "", action: .delete, role: .code,
                    previousContents: Array("// A\n".utf8))
            ])
        plan.records.removableFolders = ["/app/Modules", "/app/Modules/A"]
        return (PlanDraft(plan: plan), context, disk)
    }

    @Test func aFolderOthersStillFillPassesToOneOfThem() throws {
        var (draft, context, _) = try draft(bCreatedFolders: [])
        try HandOverStep().run(&draft, in: context)
        let record = try #require(draft.plan.files.first { $0.path == "/app/.vipergen/modules/B/record.json" })
        #expect(record.action == .overwrite)
        #expect(record.contents.contains("\"Modules\""), "\(record.contents)")
        // The module's own folder empties with it: nobody inherits it.
        #expect(!record.contents.contains("\"Modules/A\""))
    }

    /// A record of an earlier version does not know its folders: it inherits none, and the folder stays.
    @Test func aRecordThatDoesNotKnowItsFoldersInheritsNone() throws {
        var (draft, context, _) = try draft(bCreatedFolders: nil)
        try HandOverStep().run(&draft, in: context)
        #expect(!draft.plan.files.contains { $0.path.hasSuffix("record.json") })
    }
}
