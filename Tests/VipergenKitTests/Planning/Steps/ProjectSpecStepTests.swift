import TestFileSystems
import Testing

@testable import VipergenKit

@Suite("Planning: project spec step")
struct ProjectSpecStepTests {
    static let spec = """
        name: App
        targets:
          App:
            type: application
            sources: [App]
          AppTests:
            type: bundle.unit-test
            sources: [AppTests]

        """

    func draft(spec: String = spec, modulePath: String = "/app/App/Modules") throws -> PlanDraft {
        let disk = MemoryFileSystem(["/app/project.yml": spec, "/app/catalogs.yml": "project_name: App\n"])
        let context = try planningContext(fileSystem: disk) {
            $0.file = "/app/catalogs.yml"
            $0.modulePath = modulePath
            $0.testPath = "/app/AppTests/Modules"
        }
        return try run(module: [RenderStep()], plan: [MergeStep(), ProjectSpecStep()], context)
    }

    @Test func filesInTheSpecsFoldersPass() throws {
        let draft = try draft()
        #expect(draft.plan.notes.isEmpty)
        #expect(draft.plan.files.contains { $0.role == .test })
    }

    @Test func aFileOutsideTheSpecsFoldersIsRefused() throws {
        #expect(throws: GenerationError.self) { try draft(modulePath: "/app/Modules") }
        do {
            _ = try draft(modulePath: "/app/Modules")
        } catch let error as GenerationError {
            #expect(error.description.contains("project.yml gives App (App)"), "\(error)")
        }
    }

    @Test func withoutAUnitTestTargetTheTestsAreLeftOut() throws {
        let spec = "name: App\ntargets:\n  App:\n    type: application\n    sources: [App]\n"
        let draft = try draft(spec: spec)
        #expect(!draft.plan.files.contains { $0.role == .test })
        #expect(draft.plan.notes == [.testsNotGenerated(project: "project.yml")])
    }

    @Test func anUnreadableSpecIsNotedNotFatal() throws {
        let draft = try draft(spec: "targets:\n\tApp: {}\n")
        guard case .unreadableSpec(let error)? = draft.plan.notes.first else {
            Issue.record("\(draft.plan.notes)")
            return
        }
        #expect(error.hasPrefix("/app/project.yml:2:"), "\(error)")
    }
}
