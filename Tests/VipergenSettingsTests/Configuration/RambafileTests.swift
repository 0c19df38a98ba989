import DiagnosticText
import TestFileSystems
import Testing

@testable import VipergenSettings

/// A Generamba Rambafile read as vipergen settings, following Generamba's rules.
@Suite("Rambafile")
struct RambafileTests {
    static func load(_ text: String, files: [String: String] = [:], author: String = "saved-user") throws
        -> ProjectConfiguration
    {
        try Rambafile.load(
            file: "/app/Rambafile", text: text, author: author, fileSystem: MemoryFileSystem(files))
    }

    static let productModuleNames: [(rambafile: String, expected: String)] = [
        ("project_name: AgentApp", "AgentApp"),
        ("project_name: Agent App", "Agent_App"),
        ("project_name: Agent-App.iOS", "Agent_App_iOS"),
        // Ruby's \w is ASCII-only: é is one non-word character.
        ("project_name: Café", "Caf_"),
        ("project_name: Agent App\nproduct_module_name: AgentKit", "AgentKit"),
    ]

    @Test(arguments: productModuleNames)
    func productModuleNameDefaultsToTheProjectNameWithNonWordCharactersReplaced(rambafile: String, expected: String)
        throws
    {
        #expect(try Self.load(rambafile).productModuleName == expected)
    }

    static let paths: [(rambafile: String, module: String, test: String, writesTests: Bool)] = [
        (
            "project_file_path: AgentApp/Modules\ntest_file_path: Tests/Modules\ntest_target: T",
            "/app/AgentApp/Modules", "/app/Tests/Modules", true
        ),
        // Leading and trailing slashes are dropped, as Generamba's SLASH_REGEX does: paths are the project's.
        (
            "project_file_path: /AgentApp/Modules/\ntest_file_path: /Tests/\ntest_target: T",
            "/app/AgentApp/Modules", "/app/Tests", true
        ),
        // Without a file path, the Xcode group path is the file path.
        (
            "project_group_path: Group/Modules\ntest_group_path: TestGroup\ntest_targets: [T]",
            "/app/Group/Modules", "/app/TestGroup", true
        ),
        ("project_file_path: Files\nproject_group_path: Group", "/app/Files", "/app/Tests", false),
        // Generamba writes tests only with a test target and a test path.
        ("test_file_path: Tests/Modules", "/app", "/app/Tests/Modules", false),
        ("test_target: AgentAppTests", "/app", "/app/Tests", false),
    ]

    @Test(arguments: paths)
    func modulePathsFollowGenerambasRules(rambafile: String, module: String, test: String, writesTests: Bool)
        throws
    {
        let configuration = try Self.load(rambafile)
        #expect(configuration.modulePath == module)
        #expect(configuration.testPath == test)
        #expect(configuration.writesTests == writesTests)
    }

    @Test func readsEverySettingGenerambaReads() throws {
        let configuration = try Self.load(
            """
            company: Rambler&Co
            project_name: AgentApp
            prefix: RDS
            xcodeproj_path: AgentApp.xcodeproj
            project_target: AgentApp
            project_targets: [AgentApp, AgentWidget]
            test_target: AgentAppTests
            podfile_path: Podfile
            cartfile_path: Cartfile

            """)
        #expect(configuration.company == "Rambler&Co")
        #expect(configuration.prefix == "RDS")
        #expect(
            configuration.projectTargets == ["AgentApp", "AgentWidget"], "project_targets wins over project_target")
        #expect(configuration.testTargets == ["AgentAppTests"])
        #expect(configuration.author == "saved-user", "no author: Generamba's saved user name")
        #expect(configuration.file == "/app/Rambafile")
        #expect(try Self.load("author: Jane").author == "Jane")
    }

    @Test func templatesComeFromTheInstallFolderTheDeclarationsAndTheCatalogs() throws {
        let configuration = try Self.load(
            """
            templates:
            - {name: installed}
            - {name: mine, local: ../shared/mine}
            - {name: remote, git: 'https://example.com/team/remote.git', branch: develop}
            catalogs:
            - 'https://example.com/team/ios-catalog'

            """, files: ["/app/Templates/installed/installed.rambaspec": "name: installed"])
        #expect(
            configuration.catalogs == [
                CatalogSource(name: "Templates", location: .folder("/app/Templates"), isInstallFolder: true),
                CatalogSource(name: "mine", location: .folder("/shared/mine"), template: "mine"),
                CatalogSource(
                    name: "remote",
                    location: .git(GitReference(url: "https://example.com/team/remote.git", ref: "develop")),
                    template: "remote"),
                .git(GitReference(url: "https://example.com/team/ios-catalog")),
            ])
    }

    @Test func aTemplateDeclaredByNameAndNotInstalledComesFromGenerambasSharedCatalog() throws {
        let configuration = try Self.load("templates:\n- {name: swifty_viper}\n")
        #expect(configuration.catalogs == [.git(GitReference(url: Rambafile.sharedCatalogURL))])
    }

    static let invalid: [(rambafile: String, message: String)] = [
        (
            "project_nme: AgentApp\n",
            "/app/Rambafile:1:1: error: unknown key 'project_nme' in the Rambafile; did you mean 'project_name'?"
        ),
        (
            "templates:\n- {nme: viper}\n",
            "/app/Rambafile:2:4: error: unknown key 'nme' in a 'templates' entry; did you mean 'name'?"
        ),
        (
            "templates:\n- {name: viper, branch: main}\n",
            "/app/Rambafile:2:25: error: 'branch' belongs to a 'git' template"
        ),
        (
            "project_targets: {a: b}\n",
            "/app/Rambafile:1:18: error: 'project_targets' must be text, not a list or mapping"
        ),
    ]

    @Test(arguments: invalid)
    func problemsAreReportedAtTheirLineAndColumn(rambafile: String, message: String) {
        #expect {
            try Self.load(rambafile)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test func everyProblemIsReportedInOneRun() {
        #expect {
            try Self.load("projct_name: A\nprefx: B\ntemplates:\n- {name: x, gti: y}\n")
        } throws: { error in
            (error as? Diagnostics)?.items.map { "\($0.line):\($0.column)" } == ["1:1", "2:1", "4:13"]
        }
    }

    @Test func unusedSettingsAreNamedForInit() {
        let text = "xcodeproj_path: A.xcodeproj\npodfile_path: Podfile\nproject_group_path: G\ncartfile_path: C\n"
        #expect(Rambafile.unusedSettings(in: text, file: "Rambafile").map(\.key) == ["podfile_path", "cartfile_path"])
    }

    @Test func theXcodeProjectSettingsAreRead() throws {
        let configuration = try Self.load(
            """
            project_xcodeproj_path: App.xcodeproj
            test_xcodeproj_path: Tests/AppTests.xcodeproj
            project_group_path: App/Modules
            test_group_path: /AppTests/Modules/
            """)
        #expect(
            configuration.xcodeProject
                == XcodeProjectSettings(
                    projectPath: "/app/App.xcodeproj", testProjectPath: "/app/Tests/AppTests.xcodeproj",
                    codeGroupPath: ["App", "Modules"], testGroupPath: ["AppTests", "Modules"]))
        let plain = try Self.load("xcodeproj_path: App.xcodeproj\n")
        #expect(plain.xcodeProject == XcodeProjectSettings(projectPath: "/app/App.xcodeproj"))
        #expect(try Self.load("project_name: A\n").xcodeProject == nil)
    }

    @Test func aProjectPathThatIsNotAnXcodeprojIsAnError() {
        #expect {
            try Self.load("xcodeproj_path: App.xcworkspace\n")
        } throws: { error in
            "\(error)".hasPrefix("/app/Rambafile:1:17: error: 'App.xcworkspace' is not an Xcode project")
        }
    }
}
