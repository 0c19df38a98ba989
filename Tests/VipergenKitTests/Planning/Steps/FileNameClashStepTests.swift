import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

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

    @Test func aNameIsComparedWholeAndAsTextWhereItIsNotASCII() throws {
        // Only the whole last component counts: `BAPresenter.swift` ends with the planned name but is another.
        try check([planned("/app/A/APresenter.swift", "a")], disk: ["/app/Old/BAPresenter.swift": "old"])
        // One name spelled two ways: é composed in the plan, decomposed on disk (as macOS names files).
        #expect(throws: GenerationError.self) {
            try check(
                [planned("/app/A/\u{E9}cranPresenter.swift", "a")],
                disk: ["/app/Old/e\u{301}cranPresenter.swift": "old"])
        }
        // The planned file itself, spelled the other way on disk: the same file, not a second one.
        try check(
            [planned("/app/A/\u{E9}cranPresenter.swift", "a")], disk: ["/app/A/e\u{301}cranPresenter.swift": "old"])
        // An ASCII name and the same name with a character that is canonically one of its letters (KELVIN SIGN, K).
        #expect(throws: GenerationError.self) {
            try check([planned("/app/A/KPresenter.swift", "a")], disk: ["/app/Old/\u{212A}Presenter.swift": "old"])
        }
    }

    @Test func aFileElsewhereInTheProjectFolderCountsWhenThereAreSettings() throws {
        let disk = MemoryFileSystem(["/app/catalogs.yml": "", "/app/Legacy/Screens/APresenter.swift": "old"])
        let context = try planningContext(fileSystem: disk) {
            $0.file = "/app/catalogs.yml"
            $0.modulePath = "/app/App/Modules"
        }
        var draft = emptyDraft(context)
        draft.plan.files = [planned("/app/App/Modules/A/APresenter.swift", "a")]
        #expect(throws: GenerationError.self) { try FileNameClashStep().run(&draft, in: context.plan) }
    }

    @Test func aSearchThatStopsSaysSo() throws {
        var files = ["/app/catalogs.yml": ""]
        for index in 0...CompiledFiles.folderLimit { files["/app/Folder\(index)/File.txt"] = "" }
        let context = try planningContext(fileSystem: MemoryFileSystem(files)) {
            $0.file = "/app/catalogs.yml"
            $0.modulePath = "/app/App/Modules"
        }
        var draft = emptyDraft(context)
        draft.plan.files = [planned("/app/App/Modules/A/APresenter.swift", "a")]
        try FileNameClashStep().run(&draft, in: context.plan)
        #expect(draft.plan.notes.contains { if case .searchStopped = $0 { true } else { false } })
        #expect(
            draft.plan.notes.map(\.description).contains { $0.hasPrefix("stopped looking for files with the new ") })
    }
}
