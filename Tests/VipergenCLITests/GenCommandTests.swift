import Foundation
import Testing
import VipergenKit

@testable import VipergenCLI

@Suite("vipergen gen")
struct GenCommandTests {
    static let bviperFiles = [
        "out/AgentDetail/AgentDetailModuleBuilder.swift",
        "out/AgentDetail/AgentDetailProtocols.swift",
        "out/AgentDetail/Entity/AgentDetailEntity.swift",
        "out/AgentDetail/Interactor/AgentDetailInteractor.swift",
        "out/AgentDetail/Presenter/AgentDetailPresenter.swift",
        "out/AgentDetail/Router/AgentDetailRouter.swift",
        "out/AgentDetail/View/AgentDetailViewController.swift",
        "out/Router.swift",
        "out/Tests/AgentDetail/Interactor/AgentDetailInteractorTests.swift",
        "out/Tests/AgentDetail/Presenter/AgentDetailPresenterTests.swift",
    ]

    @Test func generatesTheBviperModuleAndItsTests() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.files() == Self.bviperFiles)
        #expect(run.standardOutput.contains("create    out/AgentDetail/Presenter/AgentDetailPresenter.swift\n"))
        #expect(run.standardError == "generated AgentDetail from 'bviper': 10 created\n")
        let presenter = try sandbox.read("out/AgentDetail/Presenter/AgentDetailPresenter.swift")
        #expect(presenter.contains("typealias AgentDetailPresenterView = AgentDetailViewOutput"))
        #expect(presenter.contains("//  Created by tester on 22/11/2026."))
    }

    @Test func aSecondRunListsConflictsAndWritesNothing() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out"]).exitCode == 0)
        try sandbox.write("// edited by hand\n", to: "out/AgentDetail/Presenter/AgentDetailPresenter.swift")
        try sandbox.write("// edited by hand\n", to: "out/AgentDetail/View/AgentDetailViewController.swift")
        let before = try sandbox.snapshot()

        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out", "--author", "someone else"])
        #expect(run.exitCode == 1)
        #expect(try sandbox.snapshot() == before)
        for file in Self.bviperFiles where !file.hasSuffix("/Router.swift") || file.contains("AgentDetail") {
            #expect(run.standardError.contains("  conflict  \(file)\n"), "\(file) not listed")
        }
        // Not recorded (a run into --output keeps no record): taken for the user's, and --force, which would
        // overwrite them, is not suggested.
        #expect(run.standardError.contains("so they are taken for yours: choose another module name"))
        #expect(!run.standardError.contains("--force"))
        #expect(!run.standardError.contains("out/Router.swift"), "the shared Router is skipped, not a conflict")
    }

    @Test func withoutSettingsAClashBlamesTheMissingCatalogsYml() throws {
        // An app of its own with a Router.swift, and no catalogs.yml: bviper's shared Router.swift would clash.
        let sandbox = try Sandbox()
        try sandbox.write("final class Router {}\n", to: "ToDo/Router.swift")
        for settings in [nil, ""] {
            if let settings { try sandbox.write(settings, to: "catalogs.yml") }
            let before = try sandbox.snapshot()
            let run = sandbox.run(["gen", "Login", "bviper"])
            #expect(run.exitCode == 1)
            #expect(run.standardError.contains("there is no catalogs.yml here or above"), "\(run.standardError)")
            #expect(run.standardError.contains("run 'vipergen init'"))
            #expect(!run.standardError.contains("choose another module name"))
            #expect(try sandbox.snapshot() == before)
        }
    }

    @Test func anIdenticalRerunIsNotAConflict() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out"]).exitCode == 0)
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("unchanged out/AgentDetail/AgentDetailProtocols.swift\n"))
        #expect(run.standardOutput.contains("skip      out/Router.swift  (shared file, already present)\n"))
        #expect(run.standardOutput.contains("unchanged out/AgentDetail/AgentDetailProtocols.swift\n"))
    }

    @Test func forceOverwritesButNeverTheSharedRouter() throws {
        let sandbox = try Sandbox()
        let appRouter = "// the app's own router\nfinal class Router {\n    // vipergen:modules\n}\n"
        try sandbox.write(appRouter, to: "out/Router.swift")
        try sandbox.write("// old\n", to: "out/AgentDetail/AgentDetailProtocols.swift")
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out", "--force"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        // Kept, not replaced: only the module's accessor is injected.
        #expect(
            try sandbox.read("out/Router.swift") == """
                // the app's own router
                final class Router {
                    /// AgentDetail module
                    public static var agentDetail: AgentDetail_Routable { shared }
                    // vipergen:modules
                }

                """)
        #expect(
            try sandbox.read("out/AgentDetail/AgentDetailProtocols.swift").contains("protocol AgentDetailModuleInput"))
        #expect(run.standardOutput.contains("overwrite out/AgentDetail/AgentDetailProtocols.swift\n"))
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out", "--dry-run"])
        #expect(run.exitCode == 0)
        #expect(try sandbox.files().isEmpty)
        #expect(run.standardOutput.hasPrefix("plan for AgentDetail from 'bviper' (dry run, nothing written):\n"))
        #expect(
            run.standardOutput.contains("create    out/Tests/AgentDetail/Presenter/AgentDetailPresenterTests.swift\n"))
    }

    static let invalidNames: [(String, String)] = [
        ("9Lives", "error: '9Lives' cannot be a module name: it starts with a digit, and Swift type names cannot\n"),
        (
            "agentDetail",
            "error: 'agentDetail' cannot be a module name: module names are UpperCamelCase (they name types such as "
                + "agentDetailPresenter)\n  did you mean 'AgentDetail'?\n"
        ),
        (
            "agent detail",
            "error: 'agent detail' cannot be a module name: it contains a space; a Swift type name has only letters, "
                + "digits and '_'\n  did you mean 'AgentDetail'?\n"
        ),
        ("Protocol", "error: 'Protocol' cannot be a module name: 'Protocol' is a Swift keyword\n"),
    ]

    @Test(arguments: invalidNames)
    func refusesInvalidModuleNames(_ name: String, _ message: String) throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["gen", name, "bviper", "--output", "out"])
        #expect(run.exitCode == 64)
        #expect(run.standardError == message)
        #expect(try sandbox.files().isEmpty)
    }

    @Test func suggestsTheClosestTemplate() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["gen", "AgentDetail", "bvipr", "--output", "out"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("error: no template named 'bvipr'; did you mean 'bviper'?\n"))
        #expect(try sandbox.files().isEmpty)
    }

    @Test func suggestsTheClosestOptionAndCommand() throws {
        let sandbox = try Sandbox()
        let option = sandbox.run(["gen", "AgentDetail", "bviper", "--ouput", "out"])
        #expect(option.exitCode == 64)
        #expect(option.standardError.hasPrefix("error: unknown option '--ouput' for 'gen'; did you mean '--output'?\n"))
        let command = sandbox.run(["gne", "AgentDetail", "bviper"])
        #expect(command.exitCode == 64)
        #expect(command.standardError.hasPrefix("error: unknown command 'gne'; did you mean 'gen'?\n"))
        #expect(try sandbox.files().isEmpty)
    }

    @Test func aTemplateThatDoesNotParseFailsWithItsLocation() throws {
        let sandbox = try Sandbox()
        try sandbox.write("catalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write(
            "name: broken\ncode_files:\n- {name: View.swift, path: View.swift.liquid}\n",
            to: "Templates/broken/template.yml")
        try sandbox.write(
            "import UIKit\n\n{% if module_info.name %}\nfinal class X {}\n",
            to: "Templates/broken/View.swift.liquid")
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "AgentDetail", "broken"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError == """
                \(sandbox.path)/Templates/broken/View.swift.liquid:3:1: error: 'if' is never closed; add {% endif %}
                {% if module_info.name %}
                ^

                """)
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aCatalogsFileWithATabFailsWithItsLocation() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: AgentApp\n\tprefix: AD\n", to: "catalogs.yml")
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("\(sandbox.path)/catalogs.yml:2:1: error: "))
        #expect(run.standardError.contains("tab"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aCatalogsFileWithABadIndentFailsWithItsLocation() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: AgentApp\n  prefix: AD\nauthor: Jane\n", to: "catalogs.yml")
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("\(sandbox.path)/catalogs.yml:2:"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func unknownCatalogKeysAreAllReportedWithSuggestions() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_nam: AgentApp\nprefx: AD\n", to: "catalogs.yml")
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains(
                "catalogs.yml:1:1: error: unknown key 'project_nam' in catalogs.yml; did you mean 'project_name'?"))
        #expect(
            run.standardError.contains(
                "catalogs.yml:2:1: error: unknown key 'prefx' in catalogs.yml; did you mean 'prefix'?"))
    }

    @Test func settingsComeFromTheNearestCatalogsFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            project_name: Agent App
            prefix: AA
            company: Example Corp
            author: Jane Appleseed
            module_path: App/Modules
            test_path: AppTests/Modules

            """, to: "catalogs.yml")
        try FileManager.default.createDirectory(atPath: sandbox.path + "/App/Sub", withIntermediateDirectories: true)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"], in: sandbox.path + "/App/Sub")
        #expect(run.exitCode == 0, "\(run.standardError)")
        let presenter = try sandbox.read("App/Modules/AgentDetail/Presenter/AAAgentDetailPresenter.swift")
        #expect(presenter.contains("//  AAAgentDetailPresenter.swift\n//  Agent App\n"))
        #expect(presenter.contains("Copyright © 2026 Example Corp."))
        let tests = try sandbox.read("AppTests/Modules/AgentDetail/Presenter/AAAgentDetailPresenterTests.swift")
        #expect(tests.contains("@testable import Agent_App"))
    }

    @Test func everyBuiltInTemplateIsListedAndGenerates() throws {
        let sandbox = try Sandbox()
        let names = sandbox.run(["list", "--names"]).standardOutput.split(separator: "\n").map(String.init)
        #expect(names == ["bviper", "mvvm-r", "swiftui-viper", "vip", "viper"])
        let listing = sandbox.run(["list"]).standardOutput
        for template in names {
            #expect(
                listing.split(separator: "\n").contains { $0.hasPrefix(template + " ") && $0.hasSuffix(" ") == false })
            let run = sandbox.run(["gen", "Sample", template, "--output", template])
            #expect(run.exitCode == 0, "\(template): \(run.standardError)")
            #expect(try sandbox.files(under: template + "/Sample").count >= 5, "\(template)")
            #expect(try sandbox.files(under: template + "/Tests/Sample").count >= 2, "\(template) has tests")
        }
    }

    @Test func helpAndVersion() throws {
        let sandbox = try Sandbox()
        let help = sandbox.run(["gen", "--help"])
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("usage: vipergen gen <ModuleName> <template> [options]"))
        #expect(sandbox.run(["help", "gen"]).standardOutput == help.standardOutput)
        #expect(sandbox.run(["--version"]).standardOutput == "vipergen \(CLI.version)\n")
        #expect(sandbox.run([]).exitCode == 64)
    }
}
