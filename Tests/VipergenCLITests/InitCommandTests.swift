import Files
import Foundation
import TestHelpers
import Testing
import VipergenKit
import VipergenSettings
import XcodeProject

@testable import VipergenCLI

/// `vipergen init`: questions on a terminal, options and defaults without one (never reading standard input),
/// and converting a Generamba Rambafile.
@Suite("vipergen init")
struct InitCommandTests {
    static let flags = [
        "init", "--project-name", "AgentApp", "--author", "Jane Appleseed", "--company", "Example Corp",
        "--prefix", "AA", "--module-path", "AgentApp/Modules", "--test-path", "AgentAppTests/Modules",
        "--project-targets", "AgentApp", "--test-targets", "AgentAppTests,AgentAppUITests",
        "--catalog", "Templates", "--catalog", "https://example.com/team/ios-templates.git#v2.1",
    ]

    static let flagsFile = """
        # vipergen's settings for this project; see "catalogs.yml" in vipergen's README.
        # vipergen finds this file by walking up from the current folder.
        project_name: "AgentApp"
        prefix: "AA"
        company: "Example Corp"
        author: "Jane Appleseed"
        # Modules go to <module_path>/<ModuleName>/, their tests to <test_path>/<ModuleName>/.
        module_path: "AgentApp/Modules"
        test_path: "AgentAppTests/Modules"
        project_targets: ["AgentApp"]
        test_targets: ["AgentAppTests", "AgentAppUITests"]
        # Where templates come from, searched in this order before the built-in ones: folders of templates,
        # or git repositories ({git: URL, ref: tag, branch or commit}) cloned into vipergen's cache.
        catalogs:
          - {path: "Templates"}
          - {git: "https://example.com/team/ios-templates.git", ref: "v2.1"}

        """

    @Test func withoutATerminalItTakesOptionsAndNeverReadsInput() throws {
        let sandbox = try Sandbox()
        // Answers are scripted, but standard input is not a terminal: none may be read.
        let console = RecordingConsole(answers: ["Wrong", "Wrong"], isInputTerminal: false)
        let run = sandbox.run(Self.flags, console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(console.readCount == 0)
        #expect(run.standardOutput == "create    catalogs.yml\n")
        #expect(try sandbox.read("catalogs.yml") == Self.flagsFile)
    }

    @Test func withoutATerminalOrOptionsItWritesDefaults() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path + "/Shop", withIntermediateDirectories: false)
        let console = RecordingConsole(answers: ["Wrong"], isInputTerminal: false)
        let run = sandbox.run(["init"], in: sandbox.path + "/Shop", console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(console.readCount == 0)
        let configuration = try ProjectConfiguration.load(
            file: sandbox.path + "/Shop/catalogs.yml", text: try sandbox.read("Shop/catalogs.yml"), author: "")
        #expect(configuration.projectName == "Shop")
        // The shared file names no author: each developer's gen finds their own.
        #expect(configuration.author == "")
        #expect(!(try sandbox.read("Shop/catalogs.yml")).contains("author"))
        #expect(configuration.modulePath == sandbox.path + "/Shop/Shop/Modules")
        #expect(configuration.testPath == sandbox.path + "/Shop/ShopTests/Modules")
        #expect(configuration.projectTargets == ["Shop"])
        #expect(configuration.testTargets == ["ShopTests"])
        #expect(configuration.catalogs.isEmpty)
    }

    @Test func onATerminalItAsksForEverySettingNotGiven() throws {
        let sandbox = try Sandbox()
        let console = RecordingConsole(
            answers: ["Agent App", "AA", "", "Tests/Modules", "", "AgentTests", "Templates, ../shared"],
            isInputTerminal: true)
        let run = sandbox.run(["init", "--company", "Given Corp"], console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(console.readCount == 7, "company was given, so it is not asked; author never is")
        #expect(
            run.standardError.hasPrefix(
                "Project name [\(Path.base(sandbox.path))]: File name prefix []: "
                    + "Folder for modules [Agent App/Modules]: Folder for tests [Agent AppTests/Modules]: "))
        let text = try sandbox.read("catalogs.yml")
        #expect(text.contains("project_name: \"Agent App\"\n"))
        #expect(text.contains("company: \"Given Corp\"\n"))
        #expect(!text.contains("author"))
        #expect(text.contains("module_path: \"Agent App/Modules\"\n"))
        #expect(text.contains("test_path: \"Tests/Modules\"\n"))
        #expect(text.contains("project_targets: [\"Agent App\"]\n"))
        #expect(text.contains("test_targets: [\"AgentTests\"]\n"))
        #expect(text.contains("prefix: \"AA\"\n"))
        #expect(text.hasSuffix("catalogs:\n  - {path: \"Templates\"}\n  - {path: \"../shared\"}\n"))
    }

    @Test func theEndOfInputKeepsTheDefaultsAndNoInputNeverAsks() throws {
        let sandbox = try Sandbox()
        let console = RecordingConsole(answers: ["Shop"], isInputTerminal: true)
        let run = sandbox.run(["init"], console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(console.readCount == 2, "after the end of input nothing more is asked")
        #expect(try sandbox.read("catalogs.yml").contains("module_path: \"Shop/Modules\"\n"))

        let again = RecordingConsole(answers: ["Other"], isInputTerminal: true)
        let noInput = sandbox.run(["init", "--no-input", "--force"], console: again)
        #expect(noInput.exitCode == 0)
        #expect(again.readCount == 0)
        #expect(noInput.standardOutput == "overwrite catalogs.yml\n")
    }

    @Test func anExistingCatalogsFileIsKeptWithoutForce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: Mine\n", to: "catalogs.yml")
        let run = sandbox.run(["init", "--project-name", "Other"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError
                == "error: catalogs.yml already exists; nothing was written\n  use --force to replace it\n")
        #expect(try sandbox.read("catalogs.yml") == "project_name: Mine\n")
    }

    static let rambafile = """
        company: Rambler&Co
        project_name: Agent App
        prefix: RDS
        xcodeproj_path: AgentApp.xcodeproj
        project_target: AgentApp
        project_file_path: AgentApp/Modules
        project_group_path: AgentApp/Modules
        test_target: AgentAppTests
        test_file_path: AgentAppTests/Modules
        catalogs:
        - 'https://example.com/team/catalog.git'
        templates:
        - {name: rviper}
        - {name: local_one, local: ../shared/local_one}
        - {name: remote_one, git: 'https://example.com/team/remote_one.git', branch: develop}
        - {name: remote_two, git: 'https://example.com/team/remote_two.git'}

        """

    @Test func convertsARambafileKeepingItsTemplates() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.rambafile, to: "app/Rambafile")
        try sandbox.write("name: rviper\ncode_files: []\n", to: "app/Templates/rviper/rviper.rambaspec")
        try sandbox.write("name: remote_two\ncode_files: []\n", to: "app/Templates/remote_two/remote_two.rambaspec")
        let console = RecordingConsole(answers: ["Wrong"], isInputTerminal: true)
        let run = sandbox.run(["init", "--from-rambafile", "app/Rambafile"], console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(console.readCount == 0, "a conversion never asks")
        #expect(run.standardOutput == "create    app/catalogs.yml\n")
        // The Xcode project and its group path are used now: nothing to say about them.
        #expect(!run.standardError.contains("note:"), "\(run.standardError)")
        #expect(
            try sandbox.read("app/catalogs.yml") == """
                # vipergen's settings for this project; see "catalogs.yml" in vipergen's README.
                # vipergen finds this file by walking up from the current folder.
                project_name: "Agent App"
                prefix: "RDS"
                company: "Rambler&Co"
                # Modules go to <module_path>/<ModuleName>/, their tests to <test_path>/<ModuleName>/.
                module_path: "AgentApp/Modules"
                test_path: "AgentAppTests/Modules"
                project_targets: ["AgentApp"]
                test_targets: ["AgentAppTests"]
                # The Xcode project gen adds new files to: a group per folder, sources in the targets above.
                xcodeproj_path: "AgentApp.xcodeproj"
                project_group_path: "AgentApp/Modules"
                # Where templates come from, searched in this order before the built-in ones: folders of templates,
                # or git repositories ({git: URL, ref: tag, branch or commit}) cloned into vipergen's cache.
                catalogs:
                  - {path: "Templates"}
                  - {path: "../shared/local_one", template: "local_one"}
                  - {git: "https://example.com/team/remote_one.git", ref: "develop", template: "remote_one"}
                  # - {git: "https://example.com/team/remote_two.git", template: "remote_two"}
                  #   (installed in Templates/remote_two, which is used instead)
                  - {git: "https://example.com/team/catalog.git"}

                """)

        // The converted project finds the installed template, offline.
        let list = sandbox.run(["template", "show", "rviper"], in: sandbox.path + "/app")
        #expect(list.exitCode == 0, "\(list.standardError)")
    }

    @Test func aMissingRambafileIsAClearError() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["init", "--from-rambafile"])
        #expect(run.exitCode == 1)
        #expect(run.standardError == "error: no Rambafile at Rambafile\n")
    }

    // MARK: - Xcode projects

    /// A folder holding the small AgentApp project of Fixtures/ (README there).
    func appFolder(projects: [String] = ["AgentApp"]) throws -> Sandbox {
        let sandbox = try Sandbox()
        let text = try String(
            contentsOfFile: "\(repositoryRoot)/Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8)
        for name in projects { try sandbox.write(text, to: "\(name).xcodeproj/project.pbxproj") }
        return sandbox
    }

    @Test func inAFolderWithOneXcodeProjectTheDefaultsComeFromIt() throws {
        let sandbox = try appFolder()
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        #expect(settings.contains("project_name: \"AgentApp\"\n"))
        #expect(settings.contains("module_path: \"AgentApp/Modules\"\ntest_path: \"AgentAppTests/Modules\"\n"))
        #expect(settings.contains("project_targets: [\"AgentApp\"]\ntest_targets: [\"AgentAppTests\"]\n"))
        #expect(settings.contains("xcodeproj_path: \"AgentApp.xcodeproj\"\n"))
        // And gen then adds a module to the project.
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        #expect(try sandbox.read("AgentApp.xcodeproj/project.pbxproj").contains("CartPresenter.swift in Sources"))
    }

    @Test func aProjectWithoutAUnitTestTargetGetsNoTestTarget() throws {
        // Ice Cubes (Tests/XcodeProjectTests/Fixtures/icecubes, source in its README) has no unit-test target.
        let sandbox = try Sandbox()
        let text = try String(
            contentsOfFile: "\(repositoryRoot)/Tests/XcodeProjectTests/Fixtures/icecubes/project.pbxproj",
            encoding: .utf8)
        try sandbox.write(text, to: "IceCubesApp.xcodeproj/project.pbxproj")
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains("note: IceCubesApp.xcodeproj has no unit-test target, so test_targets is empty"))
        let settings = try sandbox.read("catalogs.yml")
        #expect(settings.contains("test_targets: []\n"), "\(settings)")
        // The proposed test folder is one the app does not have: catalogs.yml names it only in a comment.
        #expect(settings.contains("\n# test_path: \"IceCubesAppTests/Modules\"\n"), "\(settings)")
        #expect(!settings.contains("\ntest_path:"), "\(settings)")
        // So the next gen works, writes no tests, and makes no folder the app does not have.
        let gen = sandbox.run(["gen", "Cart", "bviper"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(gen.standardOutput.contains("so the module's tests were not generated"), "\(gen.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/IceCubesAppTests"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Tests"))
    }

    @Test func aTestPathGivenWithoutATestTargetIsWrittenAsGiven() throws {
        let sandbox = try Sandbox()
        let text = try String(
            contentsOfFile: "\(repositoryRoot)/Tests/XcodeProjectTests/Fixtures/icecubes/project.pbxproj",
            encoding: .utf8)
        try sandbox.write(text, to: "IceCubesApp.xcodeproj/project.pbxproj")
        let run = sandbox.run(["init", "--no-input", "--test-path", "Checks"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read("catalogs.yml").contains("\ntest_path: \"Checks\"\n"))
    }

    /// pocket-casts keeps two view files in podcasts/Onboarding/Plus/UpgradeExperiment/Features: a feature's parts,
    /// four folders deep, not the app's screens. The AgentApp project below gets its sources laid out the same way,
    /// then also the app's screens, one folder each, in a shallow Scenes folder beside a deeper Modules folder.
    @Test func theShallowestFolderOfScreensIsProposedAndADeepFlatOneIsNot() throws {
        func project(withScenes: Bool) throws -> Sandbox {
            let sandbox = try appFolder()
            var files = [
                "AgentApp/Onboarding/Plus/UpgradeExperiment/Features/FeatureCardView.swift",
                "AgentApp/Onboarding/Plus/UpgradeExperiment/Features/FeatureListView.swift",
            ]
            if withScenes {
                files += [
                    "AgentApp/Scenes/Player/PlayerView.swift", "AgentApp/Scenes/Discover/DiscoverView.swift",
                    "AgentApp/Onboarding/Modules/A/AView.swift", "AgentApp/Onboarding/Modules/B/BView.swift",
                    "AgentApp/Onboarding/Modules/C/CView.swift",
                ]
            }
            let path = "AgentApp.xcodeproj/project.pbxproj"
            let project = try ProjectFile(bytes: Array(try sandbox.read(path).utf8), path: path)
            let edit = try project.editing(
                adding: files.map { FileAddition(path: $0, targets: ["AgentApp"]) }, removing: [])
            try sandbox.write(String(decoding: edit.bytes, as: UTF8.self), to: path)
            return sandbox
        }
        let flat = try project(withScenes: false)
        #expect(flat.run(["init", "--no-input"]).exitCode == 0)
        #expect(try flat.read("catalogs.yml").contains("module_path: \"AgentApp/Modules\""))

        let scenes = try project(withScenes: true)
        let run = scenes.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try scenes.read("catalogs.yml").contains("module_path: \"AgentApp/Scenes\""))
        #expect(
            run.standardError.contains(
                "it is the shallowest of the folders of screens (also AgentApp/Onboarding/Modules)"),
            "\(run.standardError)")
    }

    /// A library project has no app target: its name is no target at all, and the next gen would fail on it.
    /// Countries (Tests/XcodeProjectTests/Fixtures/countries) with its app target made a framework stands for one.
    @Test func initNamesOnlyTargetsTheProjectHas() throws {
        let sandbox = try Sandbox()
        let text = try String(
            contentsOfFile: "\(repositoryRoot)/Tests/XcodeProjectTests/Fixtures/countries/project.pbxproj",
            encoding: .utf8)
        try sandbox.write(
            text.replacingOccurrences(
                of: "com.apple.product-type.application", with: "com.apple.product-type.framework"),
            to: "Carthage.xcodeproj/project.pbxproj")
        let refused = sandbox.run(["init", "--no-input"])
        #expect(refused.exitCode == 64)
        #expect(
            refused.standardError.contains(
                "Carthage.xcodeproj has no app target for the modules to join (it has the targets CountriesSwiftUI, "
                    + "UnitTests); name the one they join with --project-targets"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/catalogs.yml"))
        let unknown = sandbox.run(["init", "--no-input", "--project-targets", "Carthage"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("Carthage.xcodeproj has no target 'Carthage' (it has the targets"))
        let named = sandbox.run(["init", "--no-input", "--project-targets", "CountriesSwiftUI"])
        #expect(named.exitCode == 0, "\(named.standardError)")
        #expect(try sandbox.read("catalogs.yml").contains("project_targets: [\"CountriesSwiftUI\"]"))
    }

    @Test func withSeveralProjectsInitAsksOrTakesXcodeproj() throws {
        let sandbox = try appFolder(projects: ["AgentApp", "Other"])
        let refused = sandbox.run(["init", "--no-input"])
        #expect(refused.exitCode == 64)
        #expect(
            refused.standardError.contains("this folder has 2 Xcode projects (AgentApp.xcodeproj, Other.xcodeproj)"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/catalogs.yml"))
        let chosen = sandbox.run(["init", "--no-input", "--xcodeproj", "Other.xcodeproj"])
        #expect(chosen.exitCode == 0, "\(chosen.standardError)")
        #expect(try sandbox.read("catalogs.yml").contains("xcodeproj_path: \"Other.xcodeproj\"\n"))
        let asked = try appFolder(projects: ["AgentApp", "Other"])
        let console = RecordingConsole(answers: ["Other"], isInputTerminal: true)
        #expect(asked.run(["init"], console: console).exitCode == 0)
        #expect(try asked.read("catalogs.yml").contains("xcodeproj_path: \"Other.xcodeproj\"\n"))
    }

    // MARK: - Real projects: where modules go, and which test bundle

    /// A folder holding the real project of Tests/XcodeProjectTests/Fixtures/`fixture` (source and commit in its
    /// README) as `<name>.xcodeproj`, and `folders` created empty.
    func fixtureFolder(_ fixture: String, as name: String, folders: [String] = []) throws -> Sandbox {
        let sandbox = try Sandbox()
        let text = try String(
            contentsOfFile: "\(repositoryRoot)/Tests/XcodeProjectTests/Fixtures/\(fixture)/project.pbxproj",
            encoding: .utf8)
        try sandbox.write(text, to: "\(name).xcodeproj/project.pbxproj")
        for folder in folders {
            try FileManager.default.createDirectory(
                atPath: sandbox.path + "/" + folder, withIntermediateDirectories: true)
        }
        return sandbox
    }

    @Test func modulesGoWhereTheAppsSourcesAreWhenNoFolderIsNamedAfterIt() throws {
        // Sequel Pro (fixture sequelpro): project sequel-pro, app target "Sequel Pro", sources in Source/.
        let sandbox = try fixtureFolder("sequelpro", as: "sequel-pro", folders: ["Source", "UnitTests"])
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        // Its "Unit Tests" bundle compiles much of Source/ too: its own files are in UnitTests/.
        #expect(settings.contains("module_path: \"Source/Modules\"\ntest_path: \"UnitTests/Modules\"\n"), "\(settings)")
        #expect(
            run.standardError.contains(
                "note: module_path is in Source: Source holds most of the app's sources ("), "\(run.standardError)")
        #expect(run.standardError.contains("no folder named 'Sequel Pro' or 'sequel-pro' holds any\n"))
        #expect(settings.contains("# Proposed by init: Source holds most of the app's sources ("))
        // An option wins, without a word about the guess.
        let given = sandbox.run(["init", "--no-input", "--force", "--module-path", "Other"])
        #expect(!given.standardError.contains("module_path is"), "\(given.standardError)")
        #expect(!(try sandbox.read("catalogs.yml")).contains("Proposed by init"))
    }

    @Test(arguments: [
        // Mastodon (fixture mastodon) keeps its screens in Mastodon/Scene (singular), one folder each.
        (
            "mastodon", "Mastodon", "Mastodon/Scene", "MastodonTests/Scene",
            "Mastodon/Scene holds the app's screens, one folder each: "
        ),
        // Clean Architecture SwiftUI (fixture countries): one file per screen in CountriesSwiftUI/UI/Screens, tests
        // in UnitTests.
        (
            "countries", "CountriesSwiftUI", "CountriesSwiftUI/UI/Screens", "UnitTests/UI/Screens",
            "CountriesSwiftUI/UI/Screens holds the app's screens, one file each: 4 of them (ContentView.swift, "
        ),
    ])
    func modulesJoinTheFolderWhereTheAppKeepsItsScreens(
        fixture: String, name: String, modulePath: String, testPath: String, why: String
    ) throws {
        let sandbox = try fixtureFolder(fixture, as: name)
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        #expect(settings.contains("module_path: \"\(modulePath)\"\ntest_path: \"\(testPath)\"\n"), "\(settings)")
        #expect(
            run.standardError.contains("note: module_path is \(modulePath), where new modules join the others: \(why)"))
        #expect(settings.contains("# Proposed by init: \(why)"))
    }

    @Test func aScenesFolderWithoutSubfoldersIsNotWhereModulesGo() throws {
        // Home Assistant (fixture homeassistant) builds the synchronized folder Sources/App/Scenes, which holds
        // UIScene delegates side by side, no folder per screen.
        let sandbox = try fixtureFolder("homeassistant", as: "HomeAssistant", folders: ["Sources/App/Settings"])
        // Some of its files, empty (names from github.com/home-assistant/iOS, Sources/App/Scenes).
        for name in ["CarPlaySceneDelegate", "SceneManager", "SettingsSceneDelegate", "WebViewSceneDelegate"] {
            try sandbox.write("", to: "Sources/App/Scenes/\(name).swift")
        }
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        #expect(settings.contains("module_path: \"Sources/App/Modules\"\n"), "\(settings)")
        #expect(!run.standardError.contains("module_path is"), "\(run.standardError)")
    }

    @Test func withSeveralUnitTestBundlesNoInputSaysWhichAndNamesTheOthers() throws {
        // AXTerm (fixture axterm): unit-test bundles AXTermTests and AXTermIntegrationTests, UI tests AXTermUITests.
        let sandbox = try fixtureFolder("axterm", as: "AXTerm", folders: ["AXTerm", "AXTermTests"])
        let console = RecordingConsole(answers: ["Wrong"], isInputTerminal: true)
        let run = sandbox.run(["init", "--no-input"], console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(console.readCount == 0)
        #expect(
            run.standardError.contains(
                "note: AXTerm.xcodeproj has 2 unit-test bundles; test_targets is AXTermTests (named after the app "
                    + "target AXTerm); the others: AXTermIntegrationTests\n"), "\(run.standardError)")
        #expect(
            try sandbox.read("catalogs.yml").contains(
                """
                # init chose AXTermTests: named after the app target AXTerm.
                # Other unit-test bundles in the project: AXTermIntegrationTests.
                test_targets: ["AXTermTests"]

                """))
    }

    @Test func withSeveralUnitTestBundlesATerminalAsksWithTheCandidates() throws {
        let sandbox = try fixtureFolder("axterm", as: "AXTerm", folders: ["AXTerm", "AXTermTests"])
        // Project name, company, prefix, module and test folders, project targets: the defaults.
        let console = RecordingConsole(
            answers: ["", "", "", "", "", "", "AXTermTests, AXTermIntegrationTests", ""], isInputTerminal: true)
        let run = sandbox.run(["init"], console: console)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "Test targets, comma-separated (unit-test bundles: AXTermTests, AXTermIntegrationTests) "
                    + "[AXTermTests]: "), "\(run.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        #expect(settings.contains("\ntest_targets: [\"AXTermTests\", \"AXTermIntegrationTests\"]\n"), "\(settings)")
        #expect(!settings.contains("Other unit-test bundles"), "all of them were chosen")
    }

    @Test func theRuleForSeveralBundlesFallsBackToTheOneThatTestsTheApp() throws {
        // Home Assistant: app target App; Tests-App depends on it, Tests-Shared and HomeAssistant-WatchAppTests
        // test other targets, and none is named AppTests.
        let sandbox = try fixtureFolder("homeassistant", as: "HomeAssistant")
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "note: HomeAssistant.xcodeproj has 3 unit-test bundles; test_targets is Tests-App (it depends on "
                    + "the app target App); the others: Tests-Shared, HomeAssistant-WatchAppTests\n"),
            "\(run.standardError)")
    }

    @Test func aUITestBundleGivenAsTestTargetGetsAWarning() throws {
        let sandbox = try fixtureFolder("axterm", as: "AXTerm", folders: ["AXTerm", "AXTermTests"])
        let run = sandbox.run(["init", "--no-input", "--test-targets", "AXTermUITests"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "warning: AXTermUITests is a UI-test bundle: its tests drive the app from outside and cannot import "
                    + "the app's code, so the tests gen writes would not compile there; name a unit-test bundle in "
                    + "test_targets (AXTermTests, AXTermIntegrationTests)\n"), "\(run.standardError)")
        #expect(!run.standardError.contains("has 2 unit-test bundles"), "the option was given")
        #expect(
            try sandbox.read("catalogs.yml").contains(
                "# Other unit-test bundles in the project: AXTermTests, AXTermIntegrationTests.\n"))
    }

    // MARK: - The author is each developer's

    static let presenter = "App/Cart/Presenter/CartPresenter.swift"

    /// A project made by `init` with `arguments`, where Ann generates Cart.
    func teamProject(_ arguments: [String] = []) throws -> Sandbox {
        let sandbox = try Sandbox()
        let initRun = sandbox.run(
            ["init", "--no-input", "--company", "Team Co", "--module-path", "App", "--test-path", "AppTests"]
                + arguments)
        #expect(initRun.exitCode == 0, "\(initRun.standardError)")
        #expect(sandbox.run(["gen", "Cart", "bviper"], environment: ["USER": "Ann"]).exitCode == 0)
        return sandbox
    }

    @Test func headersNameTheDeveloperWhoRunsGenAndTheTeamsCompany() throws {
        let sandbox = try teamProject()
        #expect(sandbox.run(["gen", "Shop", "bviper"], environment: ["USER": "Bob"]).exitCode == 0)
        #expect(
            try sandbox.read(Self.presenter).contains(
                "//  Created by Ann on 22/11/2026.\n//  Copyright © 2026 Team Co."))
        #expect(
            try sandbox.read("App/Shop/Presenter/ShopPresenter.swift").contains("//  Created by Bob on 22/11/2026.\n"))
        // Bob's name is no change of the project's settings, and his update keeps Ann's name in Cart.
        let outdated = sandbox.run(["outdated"], environment: ["USER": "Bob"])
        #expect(outdated.exitCode == 0, "\(outdated.standardOutput)")
        try sandbox.write(
            try sandbox.read("catalogs.yml").replacingOccurrences(of: "Team Co", with: "New Co"), to: "catalogs.yml")
        let update = sandbox.run(["update", "Cart"], environment: ["USER": "Bob"])
        #expect(update.exitCode == 0, "\(update.standardError)")
        #expect(
            try sandbox.read(Self.presenter).contains("//  Created by Ann on 22/11/2026.\n//  Copyright © 2026 New Co.")
        )
    }

    @Test func initAuthorNamesOneAuthorForEveryone() throws {
        let sandbox = try teamProject(["--author", "The Team"])
        #expect(try sandbox.read("catalogs.yml").contains("author: \"The Team\"\n"))
        #expect(try sandbox.read(Self.presenter).contains("//  Created by The Team on 22/11/2026.\n"))
        // Named in the settings, the author is the project's: a change of it makes modules outdated.
        try sandbox.write(
            try sandbox.read("catalogs.yml").replacingOccurrences(of: "The Team", with: "Other Team"),
            to: "catalogs.yml")
        let outdated = sandbox.run(["outdated"])
        #expect(outdated.exitCode == 1 && outdated.standardOutput.contains("author 'The Team' -> 'Other Team'"))
    }

    @Test func theHelpOfInitSaysTheAuthorIsLeftOut() throws {
        let help = try Sandbox().run(["init", "--help"]).standardOutput
        #expect(help.contains("catalogs.yml names no author unless --author is given"))
        #expect(help.contains("default: none; each developer's own git user.name"))
    }
}
