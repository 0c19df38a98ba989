import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// The single-file lock of earlier versions moves into one record per module, in the plan of the command that
/// first writes.
@Suite("Planning: lock migration step")
struct LockMigrationStepTests {
    static let body = "struct Shop {}\n"

    /// vipergen.lock recording Cart and Shop, with Shop's base in the old shared folder.
    func disk() -> MemoryFileSystem {
        let hash = SHA256.hex(Array(Self.body.utf8))
        let modules = ["Cart", "Shop"].map { name in
            ModuleLock.Module(
                name: name, template: "bviper", templateVersion: "1.0.0", parameters: [:], generated: "2026-11-27",
                files: name == "Shop" ? [ModuleLock.File(path: "Modules/Shop/Shop.swift", sha256: hash)] : [])
        }
        return MemoryFileSystem([
            "/app/vipergen.lock": ModuleLock(modules: modules).encoded(),
            ModuleLock.legacyBasePath(for: hash, root: "/app"): Self.body,
        ])
    }

    @Test func theOtherModulesGetRecordsAndTheOldLockGoes() throws {
        let disk = disk()
        let context = try planningContext(fileSystem: disk).plan
        var plan = GenerationPlan(modules: ["Cart"], files: [])
        plan.records.folder = "/app"
        var draft = PlanDraft(plan: plan)
        try LockMigrationStep().run(&draft, in: context)
        let paths = Set(draft.plan.files.map(\.path))
        // Cart is the plan's own: its record is the lock steps'. Shop's record and base move.
        #expect(paths.contains(ModuleLock.recordPath(of: "Shop", root: "/app")))
        #expect(!paths.contains(ModuleLock.recordPath(of: "Cart", root: "/app")))
        let hash = SHA256.hex(Array(Self.body.utf8))
        let base = try #require(
            draft.plan.files.first { $0.path == ModuleLock.basePath(of: "Shop", hash: hash, root: "/app") })
        #expect(base.contents == Self.body && base.action == .create)
        #expect(draft.plan.files.contains { $0.path == "/app/vipergen.lock" && $0.action == .delete })
        #expect(draft.plan.notes == [.lockMoved(modules: 2, folder: ModuleLock.modulesFolder)])
    }

    @Test func withoutAnOldLockNothingMoves() throws {
        let context = try planningContext(fileSystem: MemoryFileSystem()).plan
        var plan = GenerationPlan(modules: ["Cart"], files: [])
        plan.records.folder = "/app"
        var draft = PlanDraft(plan: plan)
        try LockMigrationStep().run(&draft, in: context)
        #expect(draft.plan.files.isEmpty && draft.plan.notes.isEmpty)
    }
}
