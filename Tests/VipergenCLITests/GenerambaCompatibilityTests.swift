import Foundation
import TestHelpers
import Testing
import VipergenKit
import XcodeProject

@testable import VipergenCLI

/// A Generamba project — a Rambafile and a template installed in `Templates/` — generated with vipergen,
/// unmodified. The expected files follow Generamba's documented rules: the spec is Liquid rendered with the
/// module's scope before it is read; files go to `<project_file_path>/<Module>/<dirname(name)>/` named
/// `<prefix><Module><basename(name)>` unless `custom_name` says otherwise; `module_info.file_name` is that final
/// name; `{% include 'header' %}` reads `snippets/header.liquid`; undefined names render empty.
@Suite("Generamba compatibility")
struct GenerambaCompatibilityTests {
    static let rambafile = """
        ### Headers settings
        company: Rambler&Co
        author: Jane Appleseed

        ### Xcode project settings
        project_name: Agent App
        prefix: RDS
        xcodeproj_path: AgentApp.xcodeproj

        ### Code generation settings section
        project_target: AgentApp
        project_file_path: /AgentApp/Modules/
        project_group_path: AgentApp/Modules

        ### Tests generation settings section
        test_target: AgentAppTests
        test_file_path: AgentAppTests/Modules

        ### Templates
        templates:
        - {name: rviper}

        """

    static let spec = """
        name: "rviper"
        summary: "A Generamba template written for the tests"
        author: "Test Author"
        version: "1.0.0"
        license: "MIT"
        code_files:
        - {name: View/ViewController.swift, path: Code/View/viewcontroller.swift.liquid}
        - {name: Assembly/Assembly.swift, path: Code/Assembly/assembly.swift.liquid, custom_name: "{{ module_info.name }}Configurator.swift"}
        - {name: Assembly/Container.swift, path: Code/Assembly/container.swift.liquid, custom_name: "{% raw %}{{ module_info.file_basename | prepend: prefix }}{% endraw %}"}
        {% if custom_parameters.storyboard == "yes" %}
        - {name: View/View.storyboard, path: Code/View/storyboard.liquid}
        {% endif %}
        test_files:
        - {name: Presenter/PresenterTests.swift, path: Tests/Presenter/presenter_tests.swift.liquid}

        """

    static let header = """
        //
        //  {{ module_info.name }}{{ module_info.file_name }}
        //  {{ module_info.project_name }}
        //
        //  Created by {{ developer.name }} on {{ date }}.
        //  Copyright © {{ year }} {{ developer.company }}. All rights reserved.
        //

        """

    static let templateFiles: [String: String] = [
        "Templates/rviper/rviper.rambaspec": spec,
        "Templates/rviper/snippets/header.liquid": header,
        "Templates/rviper/Code/View/viewcontroller.swift.liquid": """
        {% include 'header' %}

        import UIKit

        class {{ prefix }}{{ module_info.name }}ViewController: UIViewController, {{ module_info.name }}ViewInput {

            var output: {{ module_info.name }}ViewOutput!{{ not_defined_anywhere }}
            // {{ module_info.description }}; targets: {{ module_info.project_targets | join: ", " }}; tests: {{ module_info.test_targets.first }}
            // storyboard: "{{ custom_parameters.storyboard }}", key: {{ module_info.name | downcase }}
        }

        """,
        "Templates/rviper/Code/Assembly/assembly.swift.liquid": """
        {% include 'header' %}

        final class {{ module_info.name }}Configurator {
            // file: {{ module_info.file_name }}, basename: "{{ module_info.file_basename }}"
        }

        """,
        "Templates/rviper/Code/Assembly/container.swift.liquid": """
        // {{ module_info.file_name }} in {{ module_info.product_module_name }}

        """,
        "Templates/rviper/Code/View/storyboard.liquid": "<document/>\n",
        "Templates/rviper/Tests/Presenter/presenter_tests.swift.liquid": """
        {% include 'header' %}

        import XCTest
        @testable import {{ module_info.product_module_name }}

        class {{ module_info.name }}PresenterTests: XCTestCase {
        }

        """,
    ]

    func makeProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(Self.rambafile, to: "Rambafile")
        for (path, text) in Self.templateFiles {
            try sandbox.write(text, to: path)
        }
        // The project the Rambafile names (Tests/VipergenCLITests/Fixtures/README.md).
        try sandbox.write(
            try String(
                contentsOfFile: "\(repositoryRoot)/Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8),
            to: "AgentApp.xcodeproj/project.pbxproj")
        return sandbox
    }

    static let expected: [String: String] = [
        "AgentApp/Modules/AgentDetail/View/RDSAgentDetailViewController.swift": """
        //
        //  AgentDetailRDSAgentDetailViewController.swift
        //  Agent App
        //
        //  Created by Jane Appleseed on 22/11/2026.
        //  Copyright © 2026 Rambler&Co. All rights reserved.
        //


        import UIKit

        class RDSAgentDetailViewController: UIViewController, AgentDetailViewInput {

            var output: AgentDetailViewOutput!
            // AgentDetail module; targets: AgentApp; tests: AgentAppTests
            // storyboard: "yes", key: agentdetail
        }

        """,
        "AgentApp/Modules/AgentDetail/Assembly/AgentDetailConfigurator.swift": """
        //
        //  AgentDetailAgentDetailConfigurator.swift
        //  Agent App
        //
        //  Created by Jane Appleseed on 22/11/2026.
        //  Copyright © 2026 Rambler&Co. All rights reserved.
        //


        final class AgentDetailConfigurator {
            // file: AgentDetailConfigurator.swift, basename: ""
        }

        """,
        "AgentApp/Modules/AgentDetail/Assembly/RDSContainer.swift": """
        // RDSContainer.swift in Agent_App

        """,
        "AgentApp/Modules/AgentDetail/View/RDSAgentDetailView.storyboard": "<document/>\n",
        "AgentAppTests/Modules/AgentDetail/Presenter/RDSAgentDetailPresenterTests.swift": """
        //
        //  AgentDetailRDSAgentDetailPresenterTests.swift
        //  Agent App
        //
        //  Created by Jane Appleseed on 22/11/2026.
        //  Copyright © 2026 Rambler&Co. All rights reserved.
        //


        import XCTest
        @testable import Agent_App

        class AgentDetailPresenterTests: XCTestCase {
        }

        """,
    ]

    /// The generated files below the module and test folders, by path.
    func generated(in sandbox: Sandbox) throws -> [String: String] {
        var files: [String: String] = [:]
        for path in try sandbox.files() where path.hasPrefix("AgentApp") && !path.hasPrefix("AgentApp.xcodeproj/") {
            files[path] = try sandbox.read(path)
        }
        return files
    }

    static let parameterForms: [[String]] = [
        ["--custom_parameters", "storyboard:yes"],
        ["--param", "storyboard=yes"],
    ]

    @Test(arguments: parameterForms)
    func generatesByteForByteWhatGenerambaGenerates(parameters: [String]) throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["gen", "AgentDetail", "rviper"] + parameters)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let files = try generated(in: sandbox)
        #expect(files.keys.sorted() == Self.expected.keys.sorted())
        for (path, text) in Self.expected {
            #expect(files[path] == text, "\(path)")
        }
    }

    /// A script written for `generamba gen` runs unchanged: its path and target options mean what they meant.
    @Test func aGenerambaCommandLinePlacesFilesAndProjectEntriesAsGenerambaDid() throws {
        let sandbox = try makeProject()
        let run = sandbox.run([
            "gen", "AgentDetail", "rviper", "--module_path", "/Features/", "--test_path", "UnitTests",
            "--project_targets", "AgentApp", "--test_targets", "AgentAppTests", "--custom_parameters", "storyboard:yes",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let files = try sandbox.files()
        #expect(files.contains("Features/AgentDetail/View/RDSAgentDetailViewController.swift"))
        #expect(files.contains("UnitTests/AgentDetail/Presenter/RDSAgentDetailPresenterTests.swift"))
        #expect(!files.contains { $0.hasPrefix("AgentApp/Modules/") })
        let project = try ProjectFile(
            bytes: Array(try sandbox.read("AgentApp.xcodeproj/project.pbxproj").utf8), path: "project.pbxproj")
        let view = project.membership(ofFileAt: "Features/AgentDetail/View/RDSAgentDetailViewController.swift")
        #expect(view.groups == ["Features/AgentDetail/View"])
        #expect(view.targets == ["AgentApp"])
        let test = project.membership(ofFileAt: "UnitTests/AgentDetail/Presenter/RDSAgentDetailPresenterTests.swift")
        #expect(test.targets == ["AgentAppTests"])
    }

    /// Generamba's core feature: every file in the project, under the group path, in the named targets' phases.
    @Test func theFilesJoinTheXcodeProjectAsGenerambaAddedThem() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["gen", "AgentDetail", "rviper", "--param", "storyboard=yes"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let project = try ProjectFile(
            bytes: Array(try sandbox.read("AgentApp.xcodeproj/project.pbxproj").utf8), path: "project.pbxproj")
        for path in Self.expected.keys.sorted() {
            let membership = project.membership(ofFileAt: path)
            let folder = String(path.split(separator: "/").dropLast().joined(separator: "/"))
            #expect(membership.groups == [folder], "\(path)")
            let target = path.hasPrefix("AgentAppTests/") ? "AgentAppTests" : "AgentApp"
            let phase = path.hasSuffix(".storyboard") ? "Resources" : "Sources"
            #expect(membership.buildPhases == [.init(target: target, phase: phase)], "\(path)")
        }
    }

    @Test func theSpecIsLiquidSoEntriesCanBeConditional() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["gen", "AgentDetail", "rviper"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let files = try generated(in: sandbox)
        #expect(files.keys.sorted() == Self.expected.keys.filter { !$0.hasSuffix(".storyboard") }.sorted())
        #expect(
            files["AgentApp/Modules/AgentDetail/View/RDSAgentDetailViewController.swift"]?
                .contains("// storyboard: \"\", key: agentdetail\n") == true)
    }

    @Test func theTemplateIsListedFromTheRambafileProject() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["template", "list"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("rviper "))
        #expect(run.standardOutput.contains(" Templates/rviper  A Generamba template written for the tests\n"))
        let show = sandbox.run(["template", "show", "rviper"])
        #expect(show.standardOutput.hasPrefix("rviper  (Templates/rviper, Generamba format)\n"))
        #expect(show.standardOutput.contains("  code     <module_path>/Sample/Assembly/SampleConfigurator.swift\n"))
        #expect(
            show.standardOutput.contains("  none declared: every --param (or --custom_parameters) is passed through"))
    }

    @Test func lintReportsWhatLaxModeHides() throws {
        let sandbox = try makeProject()
        // The template reads a variable Generamba never sets: lax mode renders it empty, lint reports it.
        let run = sandbox.run(["template", "lint", "Templates/rviper"], environment: ["PATH": ""])
        #expect(run.exitCode == 1)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "Templates/rviper/Code/View/viewcontroller.swift.liquid:7:53: error: undefined variable 'not_defined_anywhere'",
                // Generamba removes file_basename before the file is rendered.
                "Templates/rviper/Code/Assembly/assembly.swift.liquid:4:57: error: undefined variable "
                    + "'module_info.file_basename'; did you mean 'file_name'?",
            ])
    }

    @Test func declaredLocalTemplatesAndTheInstallFolderAreSearchedWithoutDuplicateWarnings() throws {
        let sandbox = try makeProject()
        try sandbox.write(
            Self.rambafile.replacingOccurrences(
                of: "- {name: rviper}\n", with: "- {name: rviper}\n- {name: other, local: ../shared/other}\n"),
            to: "project/Rambafile")
        for (path, text) in Self.templateFiles {
            try sandbox.write(text, to: "project/" + path)
        }
        try sandbox.write(
            "name: other\nsummary: From a local folder\ncode_files: []\n", to: "shared/other/other.rambaspec")
        // Generamba's installer copies a declared template into Templates/: both copies are expected.
        try sandbox.write(
            "name: other\nsummary: Installed copy\ncode_files: []\n", to: "project/Templates/other/other.rambaspec")

        let run = sandbox.run(["template", "list"], in: sandbox.path + "/project")
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("other ") && $0.hasSuffix(" Templates/other   Installed copy")
            })
        #expect(run.standardError.isEmpty)
        let picked = sandbox.run(["template", "show", "other/other"], in: sandbox.path + "/project")
        #expect(picked.standardOutput.contains("  From a local folder\n"), "\(picked.standardError)")
    }
}
