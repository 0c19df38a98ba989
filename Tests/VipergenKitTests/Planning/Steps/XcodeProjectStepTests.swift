import TestFileSystems
import Testing
import XcodeProject

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Planning: Xcode project step")
struct XcodeProjectStepTests {
    func context(
        _ disk: MemoryFileSystem, targets: [String] = [], testTargets: [String] = [],
        settings: XcodeProjectSettings? = XcodeProjectSettings(projectPath: "/app/AgentApp.xcodeproj")
    ) throws -> StepContexts {
        try planningContext(modules: ["Cart"], fileSystem: disk) {
            $0.modulePath = "/app/AgentApp/Modules"
            $0.testPath = "/app/AgentAppTests/Modules"
            $0.projectTargets = targets
            $0.testTargets = testTargets
            $0.xcodeProject = settings
        }
    }

    func planned(_ context: StepContexts) throws -> PlanDraft {
        try run(module: [RenderStep()], plan: [MergeStep(), XcodeProjectStep()], context)
    }

    @Test func theProjectFileJoinsThePlanWithEveryModuleFileInItsTarget() throws {
        let disk = projectDisk()
        let draft = try planned(try context(disk))
        let project = try #require(draft.plan.files.last)
        #expect(project.path == "/app/AgentApp.xcodeproj/project.pbxproj")
        #expect(project.role == .xcodeproj && project.action == .modify)
        #expect(project.previousContents == Array(agentAppProject.utf8))
        #expect(project.projectEdit?.files == 10, "\(String(describing: project.projectEdit))")
        let file = try ProjectFile(bytes: Array(project.contents.utf8), path: project.path)
        // No targets in the settings: the project's only app and unit-test targets.
        #expect(
            file.membership(ofFileAt: "AgentApp/Modules/Cart/Presenter/CartPresenter.swift").targets == ["AgentApp"])
        #expect(
            file.membership(ofFileAt: "AgentAppTests/Modules/Cart/Presenter/CartPresenterTests.swift").targets
                == ["AgentAppTests"])
    }

    @Test func withGroupPathsTheGroupsAreFoundByName() throws {
        var settings = XcodeProjectSettings(projectPath: "/app/AgentApp.xcodeproj")
        settings.codeGroupPath = ["AgentApp", "Features"]
        let draft = try planned(try context(projectDisk(), settings: settings))
        let project = try #require(draft.plan.files.last)
        let file = try ProjectFile(bytes: Array(project.contents.utf8), path: project.path)
        let membership = file.membership(ofFileAt: "AgentApp/Modules/Cart/Presenter/CartPresenter.swift")
        #expect(membership.groups == ["AgentApp/Features/Cart/Presenter"])
    }

    @Test func anUnknownTargetIsAnErrorNamingTheProjectsTargets() throws {
        let error = #expect(throws: GenerationError.self) {
            try planned(try context(projectDisk(), targets: ["AgentAp"]))
        }
        #expect(error?.description.contains("no target named 'AgentAp'; did you mean 'AgentApp'?") == true)
    }

    @Test func aMissingProjectIsAnErrorThatSaysHowToSkipIt() throws {
        let error = #expect(throws: GenerationError.self) { try planned(try context(MemoryFileSystem())) }
        #expect(error?.description.contains("--no-xcodeproj") == true)
    }

    @Test func aProjectAGeneratorMakesIsLeftAloneWithANote() throws {
        let draft = try planned(try context(projectDisk(["/app/project.yml": "name: App\n"])))
        #expect(!draft.plan.files.contains { $0.role == .xcodeproj })
        #expect(
            draft.plan.notes == [.generatedProject(project: "/app/AgentApp.xcodeproj", generator: .xcodeGen)])
        #expect(
            draft.plan.notes.map(\.description) == [
                "/app/AgentApp.xcodeproj is made by XcodeGen from project.yml, so it was not edited: run 'xcodegen "
                    + "generate' to add the new files (or pass --xcodeproj to edit it anyway)"
            ])
    }

    @Test func withoutAProjectInTheSettingsNothingHappens() throws {
        let draft = try planned(try context(projectDisk(), settings: nil))
        #expect(!draft.plan.files.contains { $0.role == .xcodeproj })
        #expect(draft.plan.notes.isEmpty)
    }

    @Test func theEditIsCountedByFilesGroupsAndTargets() throws {
        let changes: [ProjectChange] = [
            .createdGroup(groupPath: "App/Cart", folder: "App/Cart"),
            .addedFileReference(path: "App/Cart/A.swift", groupPath: "App/Cart"),
            .addedToBuildPhase(path: "App/Cart/A.swift", target: "App", phase: "Sources"),
            .addedFileReference(path: "App/Cart/B.xib", groupPath: "App/Cart"),
            .addedToBuildPhase(path: "App/Cart/B.xib", target: "App", phase: "Resources"),
        ]
        let count = try #require(ProjectEditCount(changes))
        #expect(count.files == 2 && count.groups == 1 && count.removed == 0)
        #expect(count.byTarget.map(\.target) == ["App"] && count.byTarget.map(\.files) == [2])
        #expect(ProjectEditCount([.alreadyReferenced(path: "A.swift")]) == nil)
    }
}
