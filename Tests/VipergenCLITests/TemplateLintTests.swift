import Foundation
import TestHelpers
import Testing

@testable import VipergenCLI

/// `vipergen template lint` over broken templates: every problem, each at its file, line and column, in one run.
@Suite("vipergen template lint")
struct TemplateLintTests {
    static let swiftcAvailable = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") }

    /// One good entry the broken cases start from.
    static let goodSpec = """
        name: broken
        summary: A template with one problem
        code_files:
          - {name: View.swift, path: Code/View.swift.liquid}

        """
    static let goodView = "final class {{ module_info.name }}View {}\n"

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unknown spec keys", files: ["template.yml": goodSpec + "licence: MIT\n"],
            expected: [
                "broken/template.yml:5:1: error: unknown key 'licence' in the template spec; did you mean 'license'?"
            ]),
        Case(
            name: "unknown entry key",
            files: ["template.yml": goodSpec.replacingOccurrences(of: "path: Code", with: "custm_name: x, path: Code")],
            expected: [
                "broken/template.yml:4:24: error: unknown key 'custm_name' in a 'code_files' entry; did you mean 'custom_name'?"
            ]),
        Case(
            name: "missing file",
            files: ["template.yml": goodSpec + "  - {name: A.swift, path: Code/Missing.liquid}\n"],
            expected: ["broken/template.yml:5:27: error: 'Code/Missing.liquid' does not exist in the template"]),
        Case(
            name: "letter case",
            files: ["template.yml": goodSpec.replacingOccurrences(of: "Code/View", with: "code/view")],
            expected: [
                "broken/template.yml:4:30: error: 'code/view.swift.liquid' is 'Code/View.swift.liquid' on disk: the letter case "
                    + "differs, so this template works only on case-insensitive disks"
            ]),
        Case(
            name: "liquid syntax", files: ["Code/View.swift.liquid": "{% if module_info.name %}\nfinal class X {}\n"],
            expected: ["broken/Code/View.swift.liquid:1:1: error: 'if' is never closed; add {% endif %}"]),
        Case(
            name: "unknown variable", files: ["Code/View.swift.liquid": "final class {{ module_info.nme }}View {}\n"],
            expected: [
                "broken/Code/View.swift.liquid:1:16: error: undefined variable 'module_info.nme'; did you mean 'name'?"
            ]),
        Case(
            name: "unknown filter",
            files: ["Code/View.swift.liquid": "final class {{ module_info.name | upcse }}View {}\n"],
            expected: ["broken/Code/View.swift.liquid:1:35: error: unknown filter 'upcse'; did you mean 'upcase'?"]),
        Case(
            name: "snippet syntax", files: ["snippets/header.liquid": "// {{ module_info.name\n"],
            expected: ["broken/snippets/header.liquid:1:4: error: "]),
        Case(
            name: "snippet letter case",
            files: ["Code/View.swift.liquid": "{% include 'Header' %}\n" + goodView, "snippets/header.liquid": "//\n"],
            expected: [
                "broken/Code/View.swift.liquid:1:1: error: partial 'Header' not found; 'snippets/header.liquid' differs only "
                    + "in letter case"
            ]),
        Case(
            name: "snippet name misspelt",
            files: ["Code/View.swift.liquid": "{% include 'headr' %}\n" + goodView, "snippets/header.liquid": "//\n"],
            expected: ["broken/Code/View.swift.liquid:1:1: error: partial 'headr' not found; did you mean 'header'?"]),
        Case(
            name: "name differs from folder",
            files: ["template.yml": goodSpec.replacingOccurrences(of: "name: broken", with: "name: other")],
            expected: ["broken/template.yml:1:7: error: the spec's name 'other' differs from its folder 'broken'"]),
        Case(
            name: "no spec", files: ["template.yml": "", "Other.rambaspec": "name: Other\n"],
            expected: [
                "broken/Other.rambaspec:1:1: error: a Generamba spec must be named after its folder: rename it to 'broken.rambaspec'"
            ]),
    ]

    func lint(_ files: [String: String], arguments: [String] = [], environment: [String: String] = ["PATH": ""]) throws
        -> Run
    {
        let sandbox = try Sandbox()
        var all = ["template.yml": Self.goodSpec, "Code/View.swift.liquid": Self.goodView]
        all.merge(files) { $1 }
        for (path, text) in all where !text.isEmpty {
            try sandbox.write(text, to: "broken/" + path)
        }
        return sandbox.run(["template", "lint", "broken"] + arguments, environment: environment)
    }

    static func errors(_ run: Run) -> [String] {
        run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    }

    @Test(arguments: cases)
    func reportsTheProblemAtItsLocation(_ lintCase: Case) throws {
        let run = try lint(lintCase.files)
        #expect(run.exitCode == 1)
        let errors = Self.errors(run)
        #expect(errors.count == lintCase.expected.count, "\(run.standardError)")
        for (error, expected) in zip(errors, lintCase.expected) {
            #expect(error.hasPrefix(expected), "\(error)")
        }
    }

    @Test func reportsEveryProblemOfATemplateInOneRun() throws {
        let run = try lint([
            "broken.rambaspec": """
            name: broken
            summary: Everything wrong at once
            {% if custom_parameters.with_tests %}
            test_files:
            - {name: Tests.swift, path: Code/tests.swift.liquid}
            {% endif %}
            code_files:
            - {name: View.swift, path: Code/view.swift.liquid}
            - {name: Presenter.swift, path: Code/presenter.swift.liquid, custm_name: x}
            - {name: Router.swift, path: Code/router.swift.liquid}
            licence: MIT

            """,
            "template.yml": "",
            "Code/View.swift.liquid": "",
            "Code/view.swift.liquid": "{% include 'header' %}\nclass {{ module_info.name | upcse }} {}\n",
            "Code/Presenter.swift.liquid": "class {{ module_info.nme }}Presenter {}\n",
            "Code/router.swift.liquid": "{% for x in y %}\n",
            "snippets/header.liquid": "// {{ module_info.file_name }}\n",
        ])
        #expect(run.exitCode == 1)
        // Lines and columns are those of the spec as written, not of its rendered text.
        #expect(
            Self.errors(run) == [
                "broken/broken.rambaspec:11:1: error: unknown key 'licence' in the template spec; did you mean 'license'?",
                "broken/broken.rambaspec:9:62: error: unknown key 'custm_name' in a 'code_files' entry; did you mean 'custom_name'?",
                "broken/Code/view.swift.liquid:2:29: error: unknown filter 'upcse'; did you mean 'upcase'?",
                "broken/broken.rambaspec:9:33: error: 'Code/presenter.swift.liquid' is 'Code/Presenter.swift.liquid' on disk: "
                    + "the letter case differs, so this template works only on case-insensitive disks (macOS's default) and "
                    + "fails on Linux and case-sensitive volumes; write 'Code/Presenter.swift.liquid'",
                "broken/Code/presenter.swift.liquid:1:10: error: undefined variable 'module_info.nme'; did you mean 'name'?",
                "broken/Code/router.swift.liquid:1:1: error: 'for' is never closed; add {% endfor %}",
                "broken/broken.rambaspec:5:29: error: 'Code/tests.swift.liquid' does not exist in the template",
            ])
        #expect(run.standardError.hasSuffix("7 problems in template 'broken'\n"))
        #expect(run.standardError.contains("note: no swiftc on PATH, so the rendered Swift was not parsed\n"))
    }

    @Test(.enabled(if: swiftcAvailable)) func reportsRenderedSwiftThatDoesNotParse() throws {
        let run = try lint(
            ["Code/View.swift.liquid": "final class {{ module_info.name }}View {\n    func go( {\n}\n"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(run.exitCode == 1)
        let errors = Self.errors(run)
        #expect(
            errors.first?.hasPrefix("code/Sample/SampleView.swift:2:14: error: the rendered Swift does not parse: ")
                == true,
            "\(run.standardError)")
        #expect(
            errors.allSatisfy {
                $0.hasSuffix("(rendered from broken/Code/View.swift.liquid for a module named Sample)")
            })
    }

    @Test(.enabled(if: swiftcAvailable)) func aCreatedTemplatePassesLintIncludingSwiftParsing() throws {
        let sandbox = try Sandbox()
        let create = sandbox.run(["template", "create", "payments"])
        #expect(create.exitCode == 0, "\(create.standardError)")
        let run = sandbox.run(
            ["template", "lint", "payments", "--json"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(run.exitCode == 0, "\(run.standardOutput)")
        let json = try jsonObject(run)
        #expect(json["schema_version"] as? Int == 1)
        #expect(json["kind"] as? String == "lint")
        #expect(json["template"] as? String == "payments")
        #expect(json["path"] as? String == "payments")
        #expect(json["ok"] as? Bool == true)
        #expect(json["swift_parsed"] as? Bool == true)
        #expect((json["problems"] as? [Any])?.isEmpty == true)
    }

    @Test func jsonListsEveryProblemWithItsLocation() throws {
        let run = try lint(
            ["Code/View.swift.liquid": "final class {{ module_info.nme }}View {}\n"], arguments: ["--json"])
        #expect(run.exitCode == 1)
        let json = try jsonObject(run)
        #expect(json["ok"] as? Bool == false)
        #expect(json["swift_parsed"] as? Bool == false)
        let problems = try #require(json["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["file"] as? String == "broken/Code/View.swift.liquid")
        #expect(problems.first?["line"] as? Int == 1)
        #expect(problems.first?["column"] as? Int == 16)
        #expect(problems.first?["message"] as? String == "undefined variable 'module_info.nme'; did you mean 'name'?")
    }

    @Test func theBuiltInTemplatesPassLint() throws {
        let sandbox = try Sandbox()
        let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Templates")
        #expect(names.contains("bviper"))
        for name in names where !name.hasPrefix(".") {
            let run = sandbox.run(
                ["template", "lint", repositoryRoot + "/Templates/" + name], environment: ["PATH": ""])
            #expect(run.exitCode == 0, "\(run.standardError)")
        }
    }
}
