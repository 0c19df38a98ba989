import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `remove` deletes a module's files as generated, refuses over edited ones unless told, and takes its injected
/// lines out of the files they went into.
@Suite("Planning: removal step")
struct RemovalStepTests {
    static let generated = [
        "Modules/Cart/Cart.swift": "struct Cart {}\n", "Modules/Cart/CartView.swift": "struct CartView {}\n",
    ]
    static let router = "/app/App/Router.swift"

    /// Cart recorded with its files as generated, on a disk where `edits` replaced some of them.
    func run(edits: [String: String] = [:], policy: ConflictPolicy = .fail) throws -> PlanDraft {
        let module = ModuleLock.Module(
            name: "Cart", template: "bviper", templateVersion: "1.0.0", parameters: [:], generated: "2026-11-27",
            files: Self.generated.sorted { $0.key < $1.key }.map {
                ModuleLock.File(path: $0.key, sha256: SHA256.hex(Array($0.value.utf8)))
            })
        var files = Dictionary(uniqueKeysWithValues: Self.generated.map { ("/app/" + $0.key, $0.value) })
        for (path, text) in edits { files["/app/" + path] = text }
        files[Self.router] = "enum Router {\n    static var cart: Cart { Cart() }\n    // vipergen:modules\n}\n"
        var context = try planningContext(fileSystem: MemoryFileSystem(files), policy: policy).plan
        context.update = UpdateContext(lock: ModuleLock(modules: [module]), root: "/app", conflictStyle: .ours)
        var draft = PlanDraft(plan: GenerationPlan(modules: ["Cart"], files: []))
        draft.insertions = [
            Insertion(
                path: Self.router,
                injection: TemplateSpec.Injection(
                    file: "Router.swift", anchor: .marker("// vipergen:modules"), content: "",
                    location: SpecLocation(file: "template.yml", line: 1, column: 1)),
                lines: ["    static var cart: Cart { Cart() }"], module: "Cart")
        ]
        try RemovalStep().run(&draft, in: context)
        return draft
    }

    @Test func filesAsGeneratedGoAndInjectedLinesComeOut() throws {
        let draft = try run()
        let deleted = draft.plan.files.filter { $0.action == .delete }.map(\.path).sorted()
        #expect(deleted == ["/app/Modules/Cart/Cart.swift", "/app/Modules/Cart/CartView.swift"])
        let router = try #require(draft.plan.files.first { $0.path == Self.router })
        #expect(router.action == .modify && router.contents == "enum Router {\n    // vipergen:modules\n}\n")
    }

    @Test func anEditedFileThatUsesTheModulesTypesRefusesTheRemoval() {
        let edited = "struct CartView { let cart: Cart }\n"
        #expect(
            throws: GenerationError.editedFilesUseRemovedTypes([
                EditedFile(path: "Modules/Cart/CartView.swift", types: ["Cart"])
            ])
        ) { try run(edits: ["Modules/Cart/CartView.swift": edited]) }
    }

    @Test func keepEditedKeepsItAndForceDeletesIt() throws {
        let edits = ["Modules/Cart/CartView.swift": "struct CartView { let cart: Cart }\n"]
        let kept = try run(edits: edits, policy: .skip)
        #expect(kept.plan.files.first { $0.path == "/app/Modules/Cart/CartView.swift" }?.action == .skip)
        let forced = try run(edits: edits, policy: .overwrite)
        #expect(forced.plan.files.first { $0.path == "/app/Modules/Cart/CartView.swift" }?.action == .delete)
    }
}
