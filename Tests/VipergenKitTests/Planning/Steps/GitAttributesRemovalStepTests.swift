import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `remove` takes out of .gitattributes only the lines the removed module's generation added, once nothing needs
/// them.
@Suite("Planning: .gitattributes removal step")
struct GitAttributesRemovalStepTests {
    static let lines = ["*.pbxproj merge=vipergen", "App/Router.swift merge=vipergen"]

    func run(attributes: String, routerDeleted: Bool, createdFile: Bool = true) throws -> PlanDraft {
        var module = ModuleLock.Module(
            name: "Cart", template: "bviper", templateVersion: "1.0.0", parameters: [:], generated: "2026-11-27",
            files: [])
        module.gitAttributes = ModuleLock.AddedAttributes(
            path: ".gitattributes", lines: Self.lines, createdFile: createdFile)
        var context = try planningContext(fileSystem: MemoryFileSystem(["/app/.gitattributes": attributes])).plan
        context.update = UpdateContext(lock: ModuleLock(modules: [module]), root: "/app", conflictStyle: .ours)
        let router = PlannedFile(
            path: "/app/App/Router.swift", contents: "", action: routerDeleted ? .delete : .modify, role: .shared)
        var draft = PlanDraft(plan: GenerationPlan(modules: ["Cart"], files: [router]))
        try GitAttributesRemovalStep().run(&draft, in: context)
        return draft
    }

    @Test func theLastModuleTakesItsLinesAndTheFileItCreated() throws {
        let draft = try run(attributes: Self.lines.joined(separator: "\n") + "\n", routerDeleted: true)
        let file = try #require(draft.plan.files.first { $0.path == "/app/.gitattributes" })
        #expect(file.action == .delete)
    }

    @Test func theUsersOwnLinesStay() throws {
        let draft = try run(
            attributes: "*.png binary\n" + Self.lines.joined(separator: "\n") + "\n", routerDeleted: true)
        let file = try #require(draft.plan.files.first { $0.path == "/app/.gitattributes" })
        #expect(file.action == .modify && file.contents == "*.png binary\n")
    }

    @Test func whileTheInjectionTargetStaysItsLinesStay() throws {
        let draft = try run(attributes: Self.lines.joined(separator: "\n") + "\n", routerDeleted: false)
        #expect(!draft.plan.files.contains { $0.path == "/app/.gitattributes" })
    }
}
