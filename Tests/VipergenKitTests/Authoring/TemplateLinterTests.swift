import TestFileSystems
import Testing

@testable import VipergenKit

/// `template lint` on a memory disk, without a compiler: what the CLI's lint tests do not reach through the command.
@Suite("Template linter")
struct TemplateLinterTests {
    static func lint(_ files: [String: String], path: String = "/t/demo", display: String = "demo")
        -> TemplateLinter.Report
    {
        let disk = MemoryFileSystem(Dictionary(uniqueKeysWithValues: files.map { ("/t/demo/" + $0.key, $0.value) }))
        return TemplateLinter(fileSystem: disk, swiftCompiler: nil, temporaryDirectory: "/tmp", environment: [:])
            .lint(path, display: display)
    }

    static let clean = [
        "template.yml": """
        name: demo
        parameters:
          - {name: items, type: list}
          - {name: with_router, type: bool}
        code_files:
          - {name: View.swift, path: view.liquid, custom_name: "{{ module_info.name }}Screen.swift"}
          - {name: Item.swift, path: item.liquid, for_each: items}
          - {name: Router.swift, path: router.liquid, condition: custom_parameters.with_router}
          - {name: Logo.png, path: logo.png, is_resource: true}

        """,
        "view.liquid": "{% include 'header' %}{{ module_info.file_name }}",
        "item.liquid": "struct {{ module_info.name }}{{ item }} {}",
        "router.liquid": "{{ custom_parameters.items | join: ',' }}",
        "logo.png": "{% not liquid",
        "snippets/header.liquid": "// {{ developer.name }}\n",
    ]

    @Test func aCleanTemplateHasNoProblemsAndNoSwiftWasParsedWithoutACompiler() {
        let report = Self.lint(Self.clean)
        #expect(report.templateName == "demo")
        #expect(report.problems.isEmpty, "\(report.problems.map(\.description))")
        #expect(!report.parsedSwift)
    }

    @Test func theSpecFileItselfMayBeGiven() {
        var files = Self.clean
        files["view.liquid"] = "{{ module_info.nme }}"
        let report = Self.lint(files, path: "/t/demo/template.yml", display: "demo/template.yml")
        #expect(report.templateName == "demo")
        #expect(
            report.problems.map { "\($0.file):\($0.line):\($0.column): \($0.message)" } == [
                "demo/view.liquid:1:4: undefined variable 'module_info.nme'; did you mean 'name'?"
            ])
    }

    @Test func aMissingFolderIsOneProblem() {
        let report = Self.lint([:], path: "/t/none", display: "none")
        #expect(
            report.problems.map { "\($0.file):\($0.line):\($0.column): \($0.message)" } == [
                "none:1:1: no such template folder"
            ])
    }

    @Test func aCustomNameThatDoesNotRenderIsReportedAtTheCustomName() throws {
        var files = Self.clean
        files["template.yml"] = try #require(files["template.yml"]).replacing(
            "module_info.name }}Screen", with: "module_info.nam }}Screen")
        let problem = try #require(Self.lint(files).problems.first)
        #expect(problem.file == "demo/template.yml")
        #expect("\(problem.line):\(problem.column)" == "6:56")
        #expect(problem.message == "custom_name: undefined variable 'module_info.nam'; did you mean 'name'?")
    }

    /// A Generamba template declares nothing: every `custom_parameters.NAME` its files read gets a sample value.
    @Test func aGenerambaTemplatesCustomParametersGetSampleValues() {
        let report = Self.lint([
            "demo.rambaspec": """
            name: demo
            code_files:
            {% if custom_parameters.with_view %}
            - {name: View.swift, path: view.liquid}
            {% endif %}

            """,
            "view.liquid": "{{ custom_parameters.service }}{{ custom_parameters.with_view }}",
        ])
        #expect(report.problems.isEmpty, "\(report.problems.map(\.description))")
    }
}
