import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `template show`: the files a template produces for a sample module, rendered in memory.
@Suite("Template preview")
struct TemplatePreviewTests {
    static let disk = MemoryFileSystem([
        "/c/demo/template.yml": """
        name: demo
        parameters:
          - {name: use_cases, type: list, required: true}
          - {name: flavour, required: true}
          - {name: with_router, type: bool, required: true}
          - {name: service, default: API}
          - {name: note}
        code_files:
          - {name: UseCases/UseCase.swift, path: use_case.liquid, for_each: use_cases}
          - {name: Router.swift, path: router.liquid, condition: custom_parameters.with_router}
          - {name: Shared.swift, path: shared.liquid, shared: true}
        test_files:
          - {name: Tests.swift, path: tests.liquid}

        """,
        "/c/demo/use_case.liquid": "{{ item }} {{ custom_parameters.service }}",
        "/c/demo/router.liquid": "{{ custom_parameters.flavour }}",
        "/c/demo/shared.liquid": "shared",
        "/c/demo/tests.liquid": "tests",
        "/c/inject/template.yml": """
        name: inject
        code_files:
          - {name: View.swift, path: view.liquid}
        injections:
          - {file: AppRoutes.swift, marker: "// vipergen:routes", content: "case {{ module_info.name }}"}

        """,
        "/c/inject/view.liquid": "view",
    ])

    static func configuration() -> ProjectConfiguration {
        var configuration = ProjectConfiguration(defaultsFor: "/project", author: "Jane")
        configuration.modulePath = "/project/App/Modules"
        configuration.testPath = "/project/AppTests"
        configuration.file = "/project/catalogs.yml"
        return configuration
    }

    static func preview(_ template: String, module: String = "Sample", _ parameters: [String: String] = [:]) throws
        -> TemplatePreview
    {
        try TemplatePreview.render(
            try TemplateCatalog(folders: ["/c"], fileSystem: Self.disk).template(named: template),
            moduleName: try ModuleName(module), parameters: parameters, configuration: Self.configuration(),
            date: CalendarDate(year: 2026, month: 1, day: 2)
        ).1
    }

    @Test func requiredParametersWithoutAValueGetASampleOfTheirType() throws {
        let preview = try Self.preview("demo", ["flavour": "vanilla"])
        #expect(preview.parameters == ["use_cases": "First,Second", "flavour": "vanilla", "with_router": "true"])
        #expect(preview.moduleName == "Sample")
        #expect(
            preview.files == [
                TemplatePreview.File(role: .code, path: "Sample/UseCases/SampleFirstUseCase.swift"),
                TemplatePreview.File(role: .code, path: "Sample/UseCases/SampleSecondUseCase.swift"),
                TemplatePreview.File(role: .code, path: "Sample/SampleRouter.swift"),
                TemplatePreview.File(role: .shared, path: "Shared.swift"),
                TemplatePreview.File(role: .test, path: "Sample/SampleTests.swift"),
            ])
    }

    @Test(arguments: [TemplateSpec.Parameter.Kind.string, .bool, .list])
    func sampleValuesConvertToTheirType(_ kind: TemplateSpec.Parameter.Kind) throws {
        let parameter = TemplateSpec.Parameter(name: "p", description: "", kind: kind, isRequired: true)
        _ = try ParameterValues.convert(TemplatePreview.sampleValue(for: kind), to: parameter)
    }

    @Test func givenValuesDecideTheFilesAndTheModuleName() throws {
        let preview = try Self.preview(
            "demo", module: "Cart", ["use_cases": "Fetch", "flavour": "x", "with_router": "no"])
        #expect(
            preview.files.map(\.path) == [
                "Cart/UseCases/CartFetchUseCase.swift", "Shared.swift", "Cart/CartTests.swift",
            ])
        #expect(preview.parameters == ["use_cases": "Fetch", "flavour": "x", "with_router": "no"])
    }

    @Test func aWrongValueIsTheGeneratorsError() {
        #expect(
            throws: GenerationError.invalidParameterValue(
                name: "with_router", value: "maybe", expected: "true or false")
        ) {
            try Self.preview("demo", ["with_router": "maybe"])
        }
        #expect(
            throws: GenerationError.unknownParameter(
                name: "flavor", suggestion: "flavour",
                known: ["use_cases", "flavour", "with_router", "service", "note"])
        ) {
            try Self.preview("demo", ["flavor": "x"])
        }
    }

    /// The preview plans against an empty disk in folders of its own, never the project's, and records no lock.
    @Test func theProjectsFoldersAndLockAreNotUsed() throws {
        let preview = try Self.preview("bviper", module: "AgentDetail")
        #expect(
            preview.files.contains(
                TemplatePreview.File(role: .code, path: "AgentDetail/Presenter/AgentDetailPresenter.swift")))
        #expect(
            preview.files.contains(
                TemplatePreview.File(role: .test, path: "AgentDetail/Presenter/AgentDetailPresenterTests.swift")))
        #expect(preview.files.contains(TemplatePreview.File(role: .shared, path: "Router.swift")))
        #expect(preview.files.allSatisfy { !$0.path.hasPrefix("/") && !$0.path.contains("project") })
        #expect(!preview.files.contains { $0.role == .lock })
    }

    /// Injections are one of a template's main uses (a module's entry in the app's router); the app's file is not
    /// on the preview's empty disk, but the template's files can still be shown.
    @Test func aTemplateThatInjectsIntoAProjectFileCanBePreviewed() throws {
        let preview = try Self.preview("inject", module: "Cart")
        #expect(preview.files.contains(TemplatePreview.File(role: .code, path: "Cart/CartView.swift")))
    }

    /// A plan against the empty disk a preview reads creates every file, and writing that plan fails before
    /// anything could land.
    @Test func aPlanAgainstItCreatesEveryFileAndCannotBeWritten() throws {
        let disk = EmptyFileSystem()
        let template = try TemplateCatalog(folders: [], fileSystem: disk).template(named: "bviper")
        let plan = try ModuleGenerator(fileSystem: disk).plan(
            GenerationRequest(moduleName: try ModuleName("Cart"), date: CalendarDate(year: 2026, month: 1, day: 2)),
            template: template, configuration: ProjectConfiguration(defaultsFor: "/app", author: "Jane"))
        #expect(!plan.files.isEmpty && plan.files.allSatisfy { $0.action == .create && $0.previousContents == nil })
        let error = #expect(throws: WriteError.self) { try PlanWriter(fileSystem: disk).write(plan) }
        guard case .failed(_, let reason) = error else {
            Issue.record("expected failed, got \(String(describing: error))")
            return
        }
        #expect(reason == "a preview writes nothing")
    }
}
