import Foundation
import Testing
import VipergenKit

@testable import VipergenCLI

/// `vipergen template list | search | show | create`, and their JSON.
@Suite("vipergen template")
struct TemplateCommandTests {
    /// A project with one local template that declares parameters and a conditional file.
    func makeProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("catalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write(
            """
            name: usecases
            summary: Use cases from a list
            version: 2.0.0
            parameters:
              - {name: use_cases, type: list, description: One file per use case}
              - {name: with_router, type: bool, default: false}
              - {name: service, description: The service type, required: true}
            code_files:
              - {name: Presenter.swift, path: presenter.liquid}
              - {name: Router.swift, path: router.liquid, condition: custom_parameters.with_router}
              - {name: UseCases/UseCase.swift, path: usecase.liquid, for_each: use_cases}
            test_files:
              - {name: PresenterTests.swift, path: presenter.liquid}

            """, to: "Templates/usecases/template.yml")
        for file in ["presenter", "router", "usecase"] {
            try sandbox.write("// {{ custom_parameters.service }}\n", to: "Templates/usecases/\(file).liquid")
        }
        return sandbox
    }

    @Test func listShowsNameSourceAndSummary() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["template", "list"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("usecases ") == true)
        #expect(lines.first?.hasSuffix(" Templates/usecases  Use cases from a list") == true)
        #expect(lines.contains { $0.hasPrefix("bviper ") && $0.contains(" built-in ") })
    }

    @Test func listAsJSON() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["template", "list", "--json"])
        #expect(run.exitCode == 0)
        let json = try jsonObject(run)
        #expect(json["schema_version"] as? Int == 1)
        #expect(json["kind"] as? String == "template_list")
        let first = try #require((json["templates"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "usecases")
        #expect(first["summary"] as? String == "Use cases from a list")
        #expect(first["version"] as? String == "2.0.0")
        #expect(first["source"] as? String == "Templates/usecases")
        #expect(first["catalog"] as? String == "Templates")
        #expect(first["format"] as? String == "vipergen")
        #expect(first["path"] as? String == sandbox.path + "/Templates/usecases")
        #expect((json["duplicates"] as? [Any])?.isEmpty == true)
        #expect((json["problems"] as? [Any])?.isEmpty == true)
        #expect(json["term"] == nil)
    }

    static let searches: [(term: String, names: [String])] = [
        ("USE", ["usecases"]), ("list", ["usecases"]), ("bviper", ["bviper"]), ("nothing-like-this", []),
    ]

    @Test(arguments: searches)
    func searchMatchesNamesAndSummaries(term: String, names: [String]) throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["template", "search", term])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.split(separator: "\n").map { String($0.split(separator: " ")[0]) } == names)
        if names.isEmpty {
            #expect(run.standardError == "no template's name or summary contains '\(term)'\n")
        }
    }

    @Test func showListsTheFilesForASampleModuleAndTheParameters() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["template", "show", "usecases", "--param", "use_cases=Fetch,Save"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                usecases  (Templates/usecases)
                  Use cases from a list
                  version 2.0.0

                files for a module named Sample:
                  code     <module_path>/Sample/SamplePresenter.swift
                  code     <module_path>/Sample/UseCases/SampleFetchUseCase.swift
                  code     <module_path>/Sample/UseCases/SampleSaveUseCase.swift
                  test     <test_path>/Sample/SamplePresenterTests.swift

                conditional files:
                  Router.swift  when custom_parameters.with_router

                parameters:
                  use_cases    list    optional  One file per use case
                  with_router  bool    default: false
                  service      string  required  The service type

                """)
    }

    @Test func showAsJSON() throws {
        let sandbox = try makeProject()
        let run = sandbox.run([
            "template", "show", "usecases", "--json", "--module", "Cart", "--param", "with_router=true",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let json = try jsonObject(run)
        #expect(json["schema_version"] as? Int == 1)
        #expect(json["kind"] as? String == "template")
        #expect((json["template"] as? [String: Any])?["name"] as? String == "usecases")
        #expect(json["module_name"] as? String == "Cart")
        let files = try #require(json["files"] as? [[String: String]])
        #expect(
            files == [
                ["role": "code", "path": "Cart/CartPresenter.swift"],
                ["role": "code", "path": "Cart/CartRouter.swift"],
                ["role": "test", "path": "Cart/CartPresenterTests.swift"],
            ])
        #expect(
            json["conditional_files"] as? [[String: String]] == [
                ["name": "Router.swift", "condition": "custom_parameters.with_router"]
            ])
        let parameters = try #require(json["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["use_cases", "with_router", "service"])
        #expect(parameters[1]["type"] as? String == "bool")
        #expect(parameters[1]["default"] as? String == "false")
        #expect(parameters[2]["required"] as? Bool == true)
        #expect(parameters[2]["default"] == nil)
    }

    @Test func createWritesASkeletonAndNeverOverwrites() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["template", "create", "payments", "--output", "Templates"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                create    Templates/payments/template.yml
                create    Templates/payments/snippets/header.liquid
                create    Templates/payments/Code/Service.swift.liquid
                create    Templates/payments/Tests/ServiceTests.swift.liquid

                """)
        #expect(try sandbox.read("Templates/payments/template.yml").contains("name: \"payments\"\n"))
        try sandbox.write("catalogs: [Templates]\n", to: "catalogs.yml")
        let generated = sandbox.run(["gen", "Checkout", "payments", "--output", "out"])
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(try sandbox.read("out/Checkout/CheckoutService.swift").contains("final class CheckoutService {"))

        let before = try sandbox.snapshot()
        let again = sandbox.run(["template", "create", "payments", "--output", "Templates"])
        #expect(again.exitCode == 1)
        #expect(again.standardError == "error: Templates/payments already exists; nothing was written\n")
        #expect(try sandbox.snapshot() == before)
    }

    static let usageErrors: [(arguments: [String], message: String)] = [
        (["template"], "error: 'template' needs a subcommand: list, search, show, create, lint\n"),
        (["template", "lsit"], "error: unknown subcommand 'template lsit'; did you mean 'list'?\n"),
        (["template", "list", "--module", "X"], "error: '--module' is not an option of 'template list'\n"),
        (["template", "show"], "error: missing argument; usage: vipergen template show NAME\n"),
        (
            ["template", "create", "9lives"],
            "error: '9lives' cannot be a template name: use letters, digits, '_' and '-', starting with a letter\n"
        ),
        (["catalog", "lst"], "error: unknown subcommand 'catalog lst'; did you mean 'list'?\n"),
        (["init", "extra"], "error: 'init' takes options only; unexpected 'extra'\n"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExit64WithASuggestion(arguments: [String], message: String) throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.standardError.hasPrefix(message))
    }

    @Test func anUnknownTemplateSuggestsTheClosest() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["template", "show", "usecase"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("error: no template named 'usecase'; did you mean 'usecases'?\n"))
    }
}
