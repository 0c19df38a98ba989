import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// In a git repository, a plan that creates an injection target routes it, and the project files, to the driver.
@Suite("Planning: .gitattributes step")
struct GitAttributesStepTests {
    static let router = "/app/App/Router.swift"

    func run(_ files: [String: String], creates: Bool) throws -> PlanDraft {
        let context = try planningContext(fileSystem: MemoryFileSystem(files)).plan
        var draft = PlanDraft(
            plan: GenerationPlan(
                modules: ["Cart"],
                files: [
                    PlannedFile(
                        path: Self.router, contents: "enum Router {}\n", action: creates ? .create : .modify,
                        role: .shared)
                ]))
        draft.insertions = [
            Insertion(
                path: Self.router,
                injection: TemplateSpec.Injection(
                    file: "Router.swift", anchor: .marker("// vipergen:modules"), content: "",
                    location: SpecLocation(file: "template.yml", line: 1, column: 1)),
                lines: ["static var cart: Cart { Cart() }"], module: "Cart")
        ]
        try GitAttributesStep().run(&draft, in: context)
        return draft
    }

    @Test func aCreatedInjectionTargetIsRoutedToTheDriver() throws {
        let draft = try run(["/app/.git/HEAD": "ref: refs/heads/main\n"], creates: true)
        let attributes = try #require(draft.plan.files.first { $0.path == "/app/.gitattributes" })
        #expect(attributes.action == .create)
        #expect(attributes.contents == "*.pbxproj merge=vipergen\nApp/Router.swift merge=vipergen\n")
    }

    @Test func outsideARepositoryOrForAnExistingTargetNothingIsAdded() throws {
        #expect(try run([:], creates: true).plan.files.count == 1)
        // The target exists and .gitattributes does not name the driver: the user has not opted in.
        #expect(
            try run(["/app/.git/HEAD": "ref\n", Self.router: "enum Router {}\n"], creates: false).plan.files.count == 1)
    }
}
