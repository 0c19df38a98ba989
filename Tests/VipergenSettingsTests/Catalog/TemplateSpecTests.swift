import DiagnosticText
import Testing

@testable import VipergenSettings

/// template.yml (and a rendered .rambaspec) read into a spec: every key, where each entry is, and every problem at
/// its line and column.
@Suite("Template specs")
struct TemplateSpecTests {
    static let full = """
        name: demo
        summary: A demo
        author: Jane
        version: 1.2
        license: MIT
        parameters:
          - {name: service, description: The service, default: APIClient}
          - {name: use_cases, type: list, default: "Fetch, Save"}
          - {name: with_router, type: bool, required: true}
        code_files:
          - {name: View/View.swift, path: Code/View.liquid, custom_name: "{{ module_info.name }}Screen.swift"}
          - name: Router.swift
            path: Code/Router.liquid
            shared: yes
          - {name: UseCase.swift, path: Code/UseCase.liquid, for_each: use_cases, condition: custom_parameters.with_router}
          - {name: Assets/Logo.png, path: Assets/Logo.png, is_resource: true}
        test_files:
          - {name: PresenterTests.swift, path: Tests/PresenterTests.liquid}
        injections:
          - {file: Router.swift, marker: "// vipergen:modules", content: "case {{ module_info.name }}"}
          - {file: A.swift, before: "}", content: x}
          - {file: B.swift, after: import UIKit, content: y}

        """

    @Test func readsEveryKey() throws {
        let spec = try TemplateSpec.parse(Self.full, file: "demo/template.yml")
        #expect(spec.name == "demo" && spec.summary == "A demo" && spec.author == "Jane")
        #expect(spec.version == "1.2", "a number is read as the text it is written as")
        #expect(spec.license == "MIT")
        #expect(
            spec.parameters == [
                .init(
                    name: "service", description: "The service", kind: .string, defaultValue: "APIClient",
                    isRequired: false),
                .init(name: "use_cases", description: "", kind: .list, defaultValue: "Fetch, Save", isRequired: false),
                .init(name: "with_router", description: "", kind: .bool, defaultValue: nil, isRequired: true),
            ])
        #expect(spec.codeFiles.map(\.name) == ["View/View.swift", "Router.swift", "UseCase.swift", "Assets/Logo.png"])
        #expect(
            spec.codeFiles.map(\.path) == [
                "Code/View.liquid", "Code/Router.liquid", "Code/UseCase.liquid", "Assets/Logo.png",
            ])
        #expect(spec.codeFiles.map(\.customName) == ["{{ module_info.name }}Screen.swift", nil, nil, nil])
        #expect(spec.codeFiles.map(\.isShared) == [false, true, false, false])
        #expect(spec.codeFiles.map(\.isResource) == [false, false, false, true])
        #expect(spec.codeFiles.map(\.forEach) == [nil, nil, "use_cases", nil])
        #expect(spec.codeFiles.map(\.condition) == [nil, nil, "custom_parameters.with_router", nil])
        #expect(spec.testFiles.map(\.name) == ["PresenterTests.swift"])
        #expect(
            spec.injections.map(\.anchor) == [.marker("// vipergen:modules"), .before("}"), .after("import UIKit")])
        #expect(spec.injections.map(\.file) == ["Router.swift", "A.swift", "B.swift"])
        #expect(spec.injections[0].content == "case {{ module_info.name }}")
    }

    @Test func eachEntryKnowsWhereItIsWritten() throws {
        let spec = try TemplateSpec.parse(Self.full, file: "demo/template.yml")
        #expect(
            spec.codeFiles[1].location
                == SpecLocation(
                    file: "demo/template.yml", line: 12, column: 5, sourceLine: "  - name: Router.swift"))
        #expect(spec.codeFiles.map { "\($0.location.line):\($0.location.column)" } == ["11:5", "12:5", "15:5", "16:5"])
        #expect(spec.testFiles[0].location.line == 18)
        #expect(spec.injections.map(\.location.line) == [20, 21, 22])
        #expect(spec.injections[1].location.sourceLine == "  - {file: A.swift, before: \"}\", content: x}")
    }

    @Test func aMinimalSpecHasOnlyAName() throws {
        let spec = try TemplateSpec.parse("name: t\n", file: "t/template.yml")
        #expect(
            spec
                == TemplateSpec(
                    name: "t", summary: "", author: "", version: "", license: "", codeFiles: [], testFiles: [],
                    parameters: []))
    }

    @Test(arguments: ["yes", "true", "True", "TRUE"])
    func booleansAcceptGenerambasSpellings(_ text: String) throws {
        let spec = try TemplateSpec.parse(
            "name: t\ncode_files:\n  - {name: A, path: a, is_resource: \(text), shared: \(text)}\n", file: "t.yml")
        #expect(spec.codeFiles[0].isResource && spec.codeFiles[0].isShared)
    }

    /// The README's list parameters take a default; in YAML the natural way to write a list is a list.
    @Test func aListParameterMayDefaultToAYAMLList() throws {
        let spec = try TemplateSpec.parse(
            "name: t\nparameters:\n  - {name: use_cases, type: list, default: [Fetch, Save]}\n", file: "t.yml")
        #expect(spec.parameters.first?.defaultValue == "Fetch,Save")
    }

    struct Problem: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let problems: [Problem] = [
        Problem(text: "summary: x\n", line: 1, column: 1, message: "the spec needs a 'name'"),
        Problem(
            text: "name: t\nversoin: 1\n", line: 2, column: 1,
            message: "unknown key 'versoin' in the template spec; did you mean 'version'?"),
        Problem(
            text: "name: t\ncode_files: A.swift\n", line: 2, column: 13,
            message: "'code_files' must be a list ('- item' lines)"),
        Problem(
            text: "name: t\ncode_files:\n  - {name: A.swift}\n", line: 3, column: 5,
            message: "a 'code_files' entry needs 'name' (the file to produce) and 'path' (its template)"),
        Problem(
            text: "name: t\ncode_files:\n  - {name: A.swift, path: a.liquid, for_each: items}\n", line: 3, column: 47,
            message: "'for_each: items' needs a parameter 'items' declared with 'type: list'"),
        Problem(
            text: "name: t\nparameters:\n  - {name: items}\ncode_files:\n  - {name: A, path: a, for_each: items}\n",
            line: 5, column: 34, message: "'for_each: items' needs a parameter 'items' declared with 'type: list'"),
        Problem(
            text: "name: t\ncode_files:\n  - {name: A, path: a, is_resource: sometimes}\n", line: 3, column: 37,
            message: "'is_resource' must be true or false, not 'sometimes'"),
        Problem(
            text: "name: t\ncode_files:\n  - {name: A, path: a, sharde: true}\n", line: 3, column: 24,
            message: "unknown key 'sharde' in a 'code_files' entry; did you mean 'shared'?"),
        Problem(
            text: "name: t\nparameters:\n  - {name: p, type: number}\n", line: 3, column: 21,
            message: "unknown parameter type 'number'; use string, bool or list"),
        Problem(
            text: "name: t\nparameters:\n  - {description: d}\n", line: 3, column: 5,
            message: "a parameter needs a 'name'"),
        Problem(
            text: "name: t\nparameters:\n  - {name: p, required: maybe}\n", line: 3, column: 25,
            message: "'required' must be true or false, not 'maybe'"),
        Problem(
            text: "name: t\ninjections:\n  - {file: R.swift, content: x}\n", line: 3, column: 5,
            message: "an injection needs 'file', 'content' and exactly one of 'marker', 'before' or 'after'"),
        Problem(
            text: "name: t\ninjections:\n  - {file: R.swift, content: x, before: a, after: b}\n", line: 3, column: 5,
            message: "an injection needs 'file', 'content' and exactly one of 'marker', 'before' or 'after'"),
        Problem(
            text: "name: t\ninjections:\n  - {file: R.swift, marker: m, content: x, anchor: y}\n", line: 3, column: 44,
            message: "unknown key 'anchor' in an injection; known keys: file, marker, before, after, content"),
    ]

    @Test(arguments: problems)
    func aProblemIsReportedAtItsLineAndColumn(_ problem: Problem) throws {
        let error = #expect(throws: Diagnostics.self) { try TemplateSpec.parse(problem.text, file: "t/template.yml") }
        #expect(error?.items.map(\.message) == [problem.message])
        let item = try #require(error?.items.first)
        #expect(item.file == "t/template.yml")
        #expect("\(item.line):\(item.column)" == "\(problem.line):\(problem.column)")
        let lines = problem.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(item.sourceLine == lines[problem.line - 1])
    }

    @Test func everyProblemIsReportedInOneRun() {
        let text = """
            nme: t
            code_files:
              - {name: A.swift}
              - {name: B.swift, path: b, for_each: missing}
            parameters:
              - {name: p, type: text}

            """
        let error = #expect(throws: Diagnostics.self) { try TemplateSpec.parse(text, file: "t/template.yml") }
        #expect(error?.items.map { "\($0.line):\($0.column)" } == ["1:1", "1:1", "6:21", "3:5", "4:40"])
        #expect(
            error?.description.hasPrefix(
                "t/template.yml:1:1: error: unknown key 'nme' in the template spec; did you mean 'name'?\nnme: t\n^\n")
                == true)
    }

    @Test func aYAMLSyntaxErrorIsReportedAtItsPlace() throws {
        let error = #expect(throws: Diagnostics.self) {
            try TemplateSpec.parse("name: t\ncode_files:\n\t- {name: A, path: a}\n", file: "t/template.yml")
        }
        let item = try #require(error?.items.first)
        #expect(error?.items.count == 1)
        #expect(item.line == 3 && item.column == 1)
        #expect(item.message.contains("tab"))
    }
}
