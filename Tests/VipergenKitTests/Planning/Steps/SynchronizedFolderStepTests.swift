import Foundation
import TestFileSystems
import TestHelpers
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// A new file inside an Xcode 16 synchronized folder of a target it was not asked for is refused: Xcode would build
/// it into that target.
@Suite("Planning: synchronized folder step")
struct SynchronizedFolderStepTests {
    /// The synthetic project of XcodeProjectTests: `App/` synchronized into the app target and its widget,
    /// `AppTests/` into the unit tests.
    static let project =
        (try? String(
            contentsOfFile: repositoryRoot + "/Tests/XcodeProjectTests/Synthetic/Synchronized.pbxproj", encoding: .utf8))
        ?? ""

    func run(_ file: PlannedFile, targets: [String] = []) throws {
        let disk = MemoryFileSystem(["/app/App.xcodeproj/project.pbxproj": Self.project])
        let context = try planningContext(fileSystem: disk) { configuration in
            configuration.xcodeProject = XcodeProjectSettings(projectPath: "/app/App.xcodeproj")
            configuration.projectTargets = targets
        }
        var draft = emptyDraft(context)
        draft.plan.files = [file]
        try SynchronizedFolderStep().run(&draft, in: context.plan)
    }

    @Test func filesInFoldersOfTheTargetsAskedForGoAhead() throws {
        #expect(!Self.project.isEmpty)
        try run(planned("/app/App/Cart/Cart.swift", "struct Cart {}\n"), targets: ["App", "Widget"])
        try run(planned("/app/AppTests/Cart/CartTests.swift", "// tests\n", role: .test))
    }

    /// The folder is the widget's too: code meant for the app alone would be built into the widget.
    @Test(arguments: [
        (planned("/app/App/Cart/Cart.swift", "struct Cart {}\n"), ["Widget"]),
        (planned("/app/App/Cart/CartTests.swift", "// tests\n", role: .test), ["App", "Widget"]),
    ])
    func aFileInAFolderOfAnotherTargetIsRefused(file: PlannedFile, unasked: [String]) throws {
        let error = #expect(throws: GenerationError.self) { try run(file, targets: ["App"]) }
        guard case .unaskedTarget(let path, let folder, let targets, _) = error else {
            Issue.record("expected unaskedTarget, got \(String(describing: error))")
            return
        }
        #expect(path == file.path && folder == "/app/App" && targets == unasked)
    }
}
