import Liquid
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// The variables a module's templates see, named and shaped as Generamba names them.
@Suite("Module scope")
struct ModuleScopeTests {
    static let scope: ModuleScope = {
        var configuration = ProjectConfiguration(defaultsFor: "/p", author: "Jane")
        configuration.projectName = "Agent App"
        configuration.productModuleName = "AgentKit"
        configuration.company = "Example Corp"
        configuration.prefix = "RDS"
        configuration.projectTargets = ["App", "Widget"]
        configuration.testTargets = ["AppTests"]
        return ModuleScope(
            moduleName: "Cart", description: "Cart module", configuration: configuration,
            date: CalendarDate(year: 2026, month: 3, day: 4),
            customParameters: ["use_combine": true, "use_cases": ["Fetch", "Save"], "service": "API"])
    }()

    /// Renders strictly, so that a name missing from the scope is an error rather than an empty string.
    static func render(_ text: String, _ variables: [String: Value]) throws -> String {
        try Template(text).render(variables, in: Environment(mode: .strict))
    }

    @Test(arguments: [
        ("{{ module_info.name }}", "Cart"),
        ("{{ module_info.description }}", "Cart module"),
        ("{{ module_info.project_name }}", "Agent App"),
        ("{{ module_info.product_module_name }}", "AgentKit"),
        ("{{ module_info.project_targets | join: ',' }}", "App,Widget"),
        ("{{ module_info.test_targets | first }}", "AppTests"),
        ("{{ developer.name }} at {{ developer.company }}", "Jane at Example Corp"),
        ("{{ date }} {{ year }}", "04/03/2026 2026"),
        ("{{ prefix }}{{ module_info.name }}View", "RDSCartView"),
        ("{% if custom_parameters.use_combine %}Combine{% endif %}", "Combine"),
        ("{{ custom_parameters.use_cases | join: '+' }}", "Fetch+Save"),
        ("{{ custom_parameters.service }}", "API"),
    ])
    func generambasVariablesAreSet(_ text: String, _ expected: String) throws {
        #expect(try Self.render(text, Self.scope.variables()) == expected)
    }

    @Test func theFileNamesAreSetOnlyWhileAFileIsRendered() throws {
        let plain = Self.scope.variables()
        #expect(throws: TemplateError.self) { try Self.render("{{ module_info.file_name }}", plain) }
        #expect(throws: TemplateError.self) { try Self.render("{{ module_info.file_basename }}", plain) }
        #expect(throws: TemplateError.self) { try Self.render("{{ item }}", plain) }

        let naming = Self.scope.variables(fileBasename: "View.swift")
        #expect(try Self.render("{{ module_info.file_basename }}/{{ module_info.name }}", naming) == "View.swift/Cart")
        #expect(throws: TemplateError.self) { try Self.render("{{ module_info.file_name }}", naming) }

        let body = Self.scope.variables(fileName: "RDSCartView.swift", item: "Fetch")
        #expect(
            try Self.render("{{ module_info.file_name }} {{ item }} {{ date }}", body)
                == "RDSCartView.swift Fetch 04/03/2026")
        #expect(throws: TemplateError.self) { try Self.render("{{ module_info.file_basename }}", body) }
    }

    @Test func theDayIsPaddedAndEmptySettingsAreStillDefined() throws {
        var configuration = ProjectConfiguration(defaultsFor: "/p", author: "")
        configuration.projectTargets = []
        let scope = ModuleScope(
            moduleName: "M", description: "", configuration: configuration,
            date: CalendarDate(year: 2027, month: 1, day: 2), customParameters: [:])
        #expect(
            try Self.render("{{ date }}|{{ year }}|{{ module_info.project_targets | size }}", scope.variables())
                == "02/01/2027|2027|0")
        #expect(try Self.render("{{ custom_parameters | size }}", scope.variables()) == "0")
    }
}
