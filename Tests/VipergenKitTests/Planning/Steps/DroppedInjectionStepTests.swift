import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `update` takes out the lines a module's earlier generation injected that its template no longer makes.
@Suite("Planning: dropped injection step")
struct DroppedInjectionStepTests {
    static let router = "/app/App/Router.swift"
    static let line = "    static var cart: Cart { Cart() }"

    /// Cart recorded with `line` injected into Router.swift, which holds `router`; the update renders `now`.
    func run(router: String, now: [String]) throws -> PlanDraft {
        var module = ModuleLock.Module(
            name: "Cart", template: "bviper", templateVersion: "1.0.0", parameters: [:], generated: "2026-11-27",
            files: [])
        module.injections = [ModuleLock.Injected(path: "App/Router.swift", lines: [Self.line])]
        var context = try planningContext(fileSystem: MemoryFileSystem([Self.router: router])).plan
        context.update = UpdateContext(lock: ModuleLock(modules: [module]), root: "/app", conflictStyle: .ours)
        var draft = PlanDraft(plan: GenerationPlan(modules: ["Cart"], files: []))
        if !now.isEmpty {
            draft.insertions = [
                Insertion(
                    path: Self.router,
                    injection: TemplateSpec.Injection(
                        file: "Router.swift", anchor: .marker("// vipergen:modules"), content: "",
                        location: SpecLocation(file: "template.yml", line: 1, column: 1)),
                    lines: now, module: "Cart")
            ]
        }
        try DroppedInjectionStep().run(&draft, in: context)
        return draft
    }

    @Test func aLineTheTemplateNoLongerInjectsComesOut() throws {
        let draft = try run(router: "enum Router {\n\(Self.line)\n    // vipergen:modules\n}\n", now: [])
        let router = try #require(draft.plan.files.first { $0.path == Self.router })
        #expect(router.action == .modify && router.contents == "enum Router {\n    // vipergen:modules\n}\n")
        #expect(draft.plan.merge.unmerged.isEmpty)
    }

    @Test func aLineStillInjectedStays() throws {
        let draft = try run(router: "enum Router {\n\(Self.line)\n}\n", now: [Self.line])
        #expect(draft.plan.files.isEmpty)
    }

    @Test func anEditedLineIsLeftForTheUserAndListed() throws {
        let draft = try run(router: "enum Router {\n    static var cart: Cart { Cart(id: 1) }\n}\n", now: [])
        #expect(draft.plan.merge.unmerged == [Self.router])
        #expect(draft.plan.files.allSatisfy { $0.action == .unchanged })
    }
}
