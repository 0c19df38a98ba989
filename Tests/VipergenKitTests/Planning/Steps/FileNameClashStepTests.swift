import TestFileSystems
import Testing

@testable import VipergenKit

@Suite("Planning: file name clash step")
struct FileNameClashStepTests {
    func check(_ files: [PlannedFile], disk: [String: String] = [:]) throws {
        let context = try planningContext(fileSystem: MemoryFileSystem(disk))
        var draft = emptyDraft(context)
        draft.plan.files = files
        try FileNameClashStep().run(&draft, in: context.plan)
    }

    @Test func twoPlannedFilesWithOneNameInTheAppAreRefused() throws {
        let error = #expect(throws: GenerationError.self) {
            try check([planned("/app/App/AppModule.swift", "a"), planned("/app/AppModule.swift", "b", role: .shared)])
        }
        #expect(
            error
                == .fileNameClash(
                    name: "AppModule.swift", paths: ["/app/App/AppModule.swift", "/app/AppModule.swift"],
                    target: "the app", suggestion: nil))
    }

    @Test func aCodeFileAndATestFileMayShareANameSinceTheyAreInTwoTargets() throws {
        try check([planned("/app/A/Helper.swift", "a"), planned("/app/Tests/A/Helper.swift", "b", role: .test)])
    }

    @Test func aFileOnDiskUnderTheModulePathCounts() throws {
        #expect(throws: GenerationError.self) {
            try check([planned("/app/A/APresenter.swift", "a")], disk: ["/app/Old/APresenter.swift": "old"])
        }
        // The same path (a regeneration), hidden folders and dependency folders do not.
        try check(
            [planned("/app/A/APresenter.swift", "a")],
            disk: [
                "/app/A/APresenter.swift": "old", "/app/.git/APresenter.swift": "x",
                "/app/Pods/X/APresenter.swift": "y",
            ])
    }
}
