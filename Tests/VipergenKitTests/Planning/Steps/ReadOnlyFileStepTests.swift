import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenKit

/// A plan that would replace, change or delete a read-only file is refused, naming it.
@Suite("Planning: read-only file step")
struct ReadOnlyFileStepTests {
    @Test func aReadOnlyFileThePlanWritesIsRefusedAndOthersAreNot() throws {
        let folder = try TemporaryFolder("read-only")
        let locked = try folder.write("// mine\n", to: "Locked.swift")
        let open = try folder.write("// open\n", to: "Open.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        let context = try planningContext(fileSystem: LocalFileSystem()).plan

        func file(_ path: String, _ action: PlannedFile.Action) -> PlannedFile {
            PlannedFile(
                path: path, contents: "// new\n", action: action, role: .code, previousContents: Array("// old\n".utf8))
        }
        var writesOpen = PlanDraft(plan: GenerationPlan(modules: ["M"], files: [file(open, .overwrite)]))
        try ReadOnlyFileStep().run(&writesOpen, in: context)
        // A read-only file the plan leaves alone is no reason to refuse.
        var skipsLocked = PlanDraft(plan: GenerationPlan(modules: ["M"], files: [file(locked, .skip)]))
        try ReadOnlyFileStep().run(&skipsLocked, in: context)

        for action in [PlannedFile.Action.overwrite, .modify, .delete] {
            var draft = PlanDraft(
                plan: GenerationPlan(modules: ["M"], files: [file(open, action), file(locked, action)]))
            #expect(throws: GenerationError.readOnly([locked])) { try ReadOnlyFileStep().run(&draft, in: context) }
        }
    }
}
