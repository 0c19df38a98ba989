import JSON
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// A module generated again under the name of one `remove --keep-edited` removed: refused while a kept file is
/// there; the list goes once none is.
@Suite("Planning: kept files step")
struct KeptFilesStepTests {
    static let list = KeptFiles.path(of: "Cart", root: "/app")

    func run(_ files: [String: String]) throws -> PlanDraft {
        var disk = MemoryFileSystem(files)
        disk.files[Self.list] = JSONWriter.encode(KeptFiles(files: ["Modules/Cart/CartView.swift"]))
        let context = try planningContext(modules: ["Cart"], fileSystem: disk) { $0.file = "/app/catalogs.yml" }
        var draft = emptyDraft(context)
        try KeptFilesStep().run(&draft, in: context.plan)
        return draft
    }

    @Test func aKeptFileStillThereRefusesTheModule() throws {
        #expect(throws: GenerationError.keptFromRemovedModule(module: "Cart", paths: ["Modules/Cart/CartView.swift"])) {
            try run(["/app/Modules/Cart/CartView.swift": "// edited\n"])
        }
    }

    @Test func withNoKeptFileLeftTheListGoes() throws {
        let draft = try run([:])
        #expect(draft.plan.files.map(\.path) == [Self.list])
        #expect(draft.plan.files.first?.action == .delete)
    }
}
