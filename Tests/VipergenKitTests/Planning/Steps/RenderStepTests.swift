import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Planning: render step")
struct RenderStepTests {
    @Test func rendersEveryFileOfEveryModuleOfABatch() throws {
        let context = try planningContext(modules: ["Cart", "Checkout"], fileSystem: MemoryFileSystem())
        let draft = try run(module: [RenderStep()], context)
        let cart = draft.plan.files.filter { $0.module == "Cart" }
        let checkout = draft.plan.files.filter { $0.module == "Checkout" }
        #expect(!cart.isEmpty && cart.count == checkout.count)
        #expect(cart.contains { $0.path == "/app/Cart/Presenter/CartPresenter.swift" })
        #expect(cart.contains { $0.path == "/app/Tests/Cart/Presenter/CartPresenterTests.swift" && $0.role == .test })
        // Each module renders the shared files; merging them is the next step's work.
        let shared = draft.plan.files.filter { $0.role == .shared }
        #expect(shared.count == 2 * Set(shared.map(\.path)).count)
        #expect(draft.plan.templates.map(\.name) == ["bviper"])
        #expect(draft.plan.files.allSatisfy { $0.action == .create && $0.previousContents == nil })
    }

    @Test func everyRenderedFileKnowsItsSpecEntry() throws {
        let draft = try run(module: [RenderStep()], try planningContext(fileSystem: MemoryFileSystem()))
        #expect(draft.plan.files.allSatisfy { $0.entry?.file == "builtin:bviper/template.yml" })
    }

    @Test func anUndeclaredParameterIsRefusedWithASuggestion() throws {
        let spec = try TemplateSpec.parse(
            "name: t\nparameters:\n  - {name: use_combine, type: bool}\n", file: "t/template.yml")
        let error = #expect(throws: GenerationError.self) {
            try ParameterValues.resolve(["use_combin": "true"], spec: spec)
        }
        #expect(error == .unknownParameter(name: "use_combin", suggestion: "use_combine", known: ["use_combine"]))
        #expect(try ParameterValues.resolve(["use_combine": "yes"], spec: spec) == ["use_combine": true])
    }
}
