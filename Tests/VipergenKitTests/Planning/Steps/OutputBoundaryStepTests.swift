import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Planning: output boundary step")
struct OutputBoundaryStepTests {
    func checked(_ files: [PlannedFile], insertions: [String] = []) throws {
        let context = try planningContext(fileSystem: MemoryFileSystem())
        var draft = emptyDraft(context)
        draft.plan.files = files
        let injection = try #require(
            try TemplateCatalog(folders: [], fileSystem: MemoryFileSystem()).template(named: "bviper").spec.injections
                .first)
        draft.insertions = insertions.map { Insertion(path: $0, injection: injection, lines: ["x"]) }
        try OutputBoundaryStep().run(&draft, in: context.plan)
    }

    @Test func filesInsideTheOutputFoldersPass() throws {
        try checked([planned("/app/A/A.swift", "a"), planned("/app/Tests/A/ATests.swift", "t", role: .test)])
    }

    @Test func aPathOutsideTheOutputFoldersIsRefused() throws {
        let error = #expect(throws: GenerationError.self) { try checked([planned("/elsewhere/A.swift", "x")]) }
        guard case .pathOutsideOutput(let path, _, _) = error else {
            Issue.record("expected a path outside the output, got \(String(describing: error))")
            return
        }
        #expect(path == "/elsewhere/A.swift")
    }

    @Test func anInjectionTargetOutsideTheOutputFoldersIsRefused() throws {
        #expect(throws: GenerationError.self) {
            try checked([planned("/app/A/A.swift", "a")], insertions: ["/etc/hosts"])
        }
        try checked([planned("/app/A/A.swift", "a")], insertions: ["/app/Router.swift"])
    }

    @Test func aNameLongerThanFileSystemsTakeIsRefused() throws {
        let long = String(repeating: "a", count: OutputBoundaryStep.maximumNameBytes - 5) + "é.swift"
        let error = #expect(throws: GenerationError.self) { try checked([planned("/app/A/\(long)", "x")]) }
        guard case .nameTooLong(_, let name, let limit, _) = error else {
            Issue.record("expected a name too long, got \(String(describing: error))")
            return
        }
        #expect(name == long && limit == 255)
        try checked([planned("/app/A/" + String(repeating: "b", count: 249) + ".swift", "x")])
    }
}
