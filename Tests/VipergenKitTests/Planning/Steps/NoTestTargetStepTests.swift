import Foundation
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// Tests are left out, with a note, when the Xcode project has no unit-test target and the settings name none.
@Suite("Planning: no test target step")
struct NoTestTargetStepTests {
    /// AgentApp's project with its unit-test target made a framework: no unit-test target is left.
    static let appOnly = agentAppProject.replacingOccurrences(
        of: "com.apple.product-type.bundle.unit-test", with: "com.apple.product-type.framework")

    /// `project` at /app/App.xcodeproj, and a draft with a code file and a test file.
    func draft(testTargets: [String] = [], project: String) throws -> (PlanDraft, PlanContext) {
        let disk = MemoryFileSystem(["/app/App.xcodeproj/project.pbxproj": project])
        let context = try planningContext(fileSystem: disk) { configuration in
            configuration.xcodeProject = XcodeProjectSettings(projectPath: "/app/App.xcodeproj")
            configuration.testTargets = testTargets
        }
        var draft = emptyDraft(context)
        draft.plan.files = [
            planned("/app/M/M.swift", "// code\n"), planned("/app/Tests/M/MTests.swift", "// test\n", role: .test),
        ]
        return (draft, context.plan)
    }

    @Test func aProjectWithoutAUnitTestTargetGetsNoTests() throws {
        var (draft, context) = try draft(project: Self.appOnly)
        try NoTestTargetStep().run(&draft, in: context)
        #expect(draft.plan.files.map(\.path) == ["/app/M/M.swift"])
        #expect(draft.plan.notes == [.testsNotGenerated(project: "App.xcodeproj")])
    }

    @Test func aUnitTestTargetOrANamedOneKeepsTheTests() throws {
        var (withTarget, context) = try draft(project: agentAppProject)
        try NoTestTargetStep().run(&withTarget, in: context)
        #expect(withTarget.plan.files.count == 2 && withTarget.plan.notes.isEmpty)

        var (named, namedContext) = try draft(testTargets: ["AppTests"], project: Self.appOnly)
        try NoTestTargetStep().run(&named, in: namedContext)
        #expect(named.plan.files.count == 2 && named.plan.notes.isEmpty)
    }
}
