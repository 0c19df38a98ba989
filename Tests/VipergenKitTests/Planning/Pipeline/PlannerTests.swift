import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `Planner`: every command's way into planning, from the setup it loaded and a request.
@Suite("Planning: planner")
struct PlannerTests {
    /// A project at /app with catalogs.yml, loaded from `folder`.
    static func setup(_ disk: MemoryFileSystem, from folder: String = "/app") throws -> Setup {
        try Setup.load(from: folder, fileSystem: disk, defaultAuthor: "Jane")
    }

    static func disk() -> MemoryFileSystem {
        var disk = MemoryFileSystem()
        disk.files["/app/catalogs.yml"] = "project_name: App\nmodule_path: Modules\ntest_path: Tests\n"
        return disk
    }

    static let day = CalendarDate(year: 2026, month: 1, day: 2)

    @Test func theProjectsFolderIsTheSettingsFolderWhereverTheCommandRuns() throws {
        var disk = Self.disk()
        disk.files["/app/Sources/Deep/Keep.swift"] = "// keep\n"
        let setup = try Self.setup(disk, from: "/app/Sources/Deep")
        #expect(setup.root == "/app" && setup.folder == "/app/Sources/Deep")
        #expect(try Self.setup(MemoryFileSystem(), from: "/elsewhere").root == "/elsewhere")
    }

    @Test func aGenerationPlansTheModulesFromTheTemplateTheSetupFound() throws {
        let disk = Self.disk()
        let setup = try Self.setup(disk)
        let template = try setup.template(named: "bviper").template
        let result = try Planner(setup: setup, fileSystem: disk).plan(
            .generation(GenerationRequest(moduleName: try ModuleName("Cart"), date: Self.day), template: template))
        #expect(result.plan.modules == ["Cart"] && result.plan.templates.map(\.name) == ["bviper"])
        #expect(result.plan.files.contains { $0.path == "/app/Modules/Cart/Presenter/CartPresenter.swift" })
    }

    @Test func aPreviewPlansTheTemplatesOwnFilesOnly() throws {
        let disk = Self.disk()
        let setup = try Self.setup(disk)
        let template = try setup.template(named: "viper").template
        let result = try Planner(setup: setup, fileSystem: disk).plan(
            .preview(PreviewRequest(template: template, moduleName: try ModuleName("Cart"), date: Self.day)))
        let preview = try #require(result.preview)
        #expect(preview.moduleName == "Cart" && !preview.files.isEmpty)
        #expect(result.plan.files.allSatisfy { $0.action == .create })
        #expect(result.plan.templates.map(\.name) == ["viper"])
    }

    @Test func updateAndRemovalNeedRecordedModules() throws {
        let disk = Self.disk()
        let planner = Planner(setup: try Self.setup(disk), fileSystem: disk)
        for request in [
            PlanRequest.update(UpdateRequest(modules: ["Cart"], conflictStyle: .ours)),
            .removal(RemovalRequest(modules: ["Cart"])),
        ] {
            let error = #expect(throws: UpdateError.self) { try planner.plan(request) }
            guard case .unknownModule(let name, _, _) = error else {
                Issue.record("expected unknownModule, got \(String(describing: error))")
                continue
            }
            #expect(name == "Cart")
        }
    }
}
