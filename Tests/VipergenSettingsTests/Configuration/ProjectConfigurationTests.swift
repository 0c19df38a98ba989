import DiagnosticText
import TestFileSystems
import Testing

@testable import VipergenSettings

/// catalogs.yml read into settings: defaults, every key, paths relative to the file, and errors at their place.
@Suite("Project configuration")
struct ProjectConfigurationTests {
    static func load(_ text: String, file: String = "/p/catalogs.yml", author: String = "Jane") throws
        -> ProjectConfiguration
    {
        try ProjectConfiguration.load(file: file, text: text, author: author)
    }

    @Test func defaultsPutModulesInTheFolderAndTestsBelowIt() {
        let configuration = ProjectConfiguration(defaultsFor: "/work/Agent App", author: "Jane")
        #expect(configuration.projectName == "Agent App")
        #expect(configuration.productModuleName == "Agent_App")
        #expect(configuration.author == "Jane")
        #expect(configuration.modulePath == "/work/Agent App")
        #expect(configuration.testPath == "/work/Agent App/Tests")
        #expect(configuration.prefix.isEmpty && configuration.company.isEmpty)
        #expect(configuration.catalogs.isEmpty && configuration.writesTests && configuration.file == nil)
        #expect(ProjectConfiguration(defaultsFor: "/", author: "").projectName == "App")
    }

    @Test(arguments: [([], ""), (["App"], "App"), (["App", "Widget", "App Clip"], "App,Widget,App Clip")])
    func theRenderSettingsListTargetsWithCommas(_ targets: [String], _ listed: String) throws {
        var configuration = ProjectConfiguration(defaultsFor: "/work/Shop", author: "Jane")
        configuration.projectTargets = targets
        configuration.testTargets = targets.map { $0 + "Tests" }
        let settings = configuration.renderSettings(relativeTo: "/work/Shop")
        #expect(settings["project_targets"] == listed)
        #expect(settings["test_targets"] == targets.map { $0 + "Tests" }.joined(separator: ","))
    }

    @Test(arguments: [
        ("AgentApp", "AgentApp"), ("Agent App", "Agent_App"), ("Agent-App.iOS", "Agent_App_iOS"),
        ("agent_app2", "agent_app2"), ("Café", "Caf_"), ("Ünï", "_n_"), ("👩‍💻", "___"), ("", ""),
    ])
    func productModuleNamesFollowGenerambasRule(_ projectName: String, _ expected: String) {
        #expect(ProjectConfiguration.moduleName(from: projectName) == expected)
    }

    @Test func readsEveryKeyWithPathsRelativeToTheFile() throws {
        let configuration = try Self.load(
            """
            project_name: Agent App
            prefix: RDS
            company: Example Corp
            author: John
            module_path: App/Modules
            test_path: Tests/./Shared/../Modules
            project_targets: [App, Widget]
            test_targets: AppTests
            catalogs:
              - Templates

            """)
        #expect(configuration.projectName == "Agent App")
        #expect(configuration.productModuleName == "Agent_App", "derived from the project name")
        #expect(configuration.prefix == "RDS")
        #expect(configuration.company == "Example Corp")
        #expect(configuration.author == "John", "the file's author wins over the default")
        #expect(configuration.modulePath == "/p/App/Modules")
        #expect(configuration.testPath == "/p/Tests/Modules")
        #expect(configuration.projectTargets == ["App", "Widget"])
        #expect(configuration.testTargets == ["AppTests"], "a single value is a list of one")
        #expect(configuration.catalogs.map(\.location) == [.folder("/p/Templates")])
        // Each catalog knows where it is declared, for errors about it.
        let declaration = try #require(configuration.catalogs.first?.declaration)
        #expect(
            declaration
                == SpecLocation(file: "/p/catalogs.yml", line: 10, column: 5, sourceLine: "  - Templates"))
        #expect(configuration.file == "/p/catalogs.yml")
    }

    @Test(arguments: [("", true), ("# only a comment\n", true), ("project_name:\nprefix: ~\n", false)])
    func absentKeysKeepTheDefaultsOfTheFilesFolder(_ text: String, _ isEmpty: Bool) throws {
        let configuration = try Self.load(text, file: "/work/Shop/catalogs.yml")
        var expected = ProjectConfiguration(defaultsFor: "/work/Shop", author: "Jane")
        expected.file = "/work/Shop/catalogs.yml"
        expected.isEmptyFile = isEmpty
        #expect(configuration == expected)
    }

    @Test func anExplicitProductModuleNameWinsWhereverItIsWritten() throws {
        #expect(try Self.load("product_module_name: Kit\nproject_name: Agent App\n").productModuleName == "Kit")
        #expect(try Self.load("project_name: Agent App\nproduct_module_name: Kit\n").productModuleName == "Kit")
    }

    struct Problem: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let problems: [Problem] = [
        Problem(
            text: "project_name: A\nprefx: B\n", line: 2, column: 1,
            message: "unknown key 'prefx' in catalogs.yml; did you mean 'prefix'?"),
        Problem(
            text: "colour: red\n", line: 1, column: 1,
            message: "unknown key 'colour' in catalogs.yml; known keys: "
                + ProjectConfiguration.keys.joined(separator: ", ")),
        Problem(
            text: "- a\n- b\n", line: 1, column: 1, message: "catalogs.yml must be a mapping of 'key: value' lines"),
        Problem(
            text: "project_name: [A, B]\n", line: 1, column: 15,
            message: "'project_name' must be text, not a list or mapping"),
        Problem(
            text: "project_targets:\n  - App\n  - {name: Widget}\n", line: 3, column: 5,
            message: "'project_targets' must be text, not a list or mapping"),
        Problem(
            text: "catalogs: Templates\n", line: 1, column: 11, message: "'catalogs' must be a list ('- item' lines)"),
        Problem(
            text: "test_path: ../elsewhere\n", line: 1, column: 12,
            message: "test_path '../elsewhere' leads outside the project folder /p; use a folder inside it (for a "
                + "one-off run elsewhere, pass --output)"),
        Problem(
            text: "module_path: /tmp/Modules\n", line: 1, column: 14,
            message: "module_path '/tmp/Modules' leads outside the project folder /p; use a folder inside it (for a "
                + "one-off run elsewhere, pass --output)"),
        Problem(
            text: "project_targets: [App, 5]\n", line: 1, column: 24,
            message: "'project_targets' must name targets, as in [App, AppTests], not the value 5; quote a name that "
                + "really is a number"),
        Problem(
            text: "catalogs:\n  - {name: x}\n", line: 2, column: 5,
            message: "a catalog needs either 'path: <folder of templates>' or 'git: <repository URL>' (with 'ref: "
                + "<tag, branch or commit>')"),
    ]

    @Test(arguments: problems)
    func aProblemIsReportedAtItsLineAndColumn(_ problem: Problem) throws {
        let error = #expect(throws: Diagnostics.self) { try Self.load(problem.text) }
        let item = try #require(error?.items.first)
        #expect(error?.items.count == 1)
        #expect(item.message == problem.message)
        #expect(item.file == "/p/catalogs.yml")
        #expect("\(item.line):\(item.column)" == "\(problem.line):\(problem.column)")
    }

    @Test func aYAMLSyntaxErrorIsTheOnlyDiagnostic() throws {
        let error = #expect(throws: Diagnostics.self) { try Self.load("project_name: A\n\tprefix: B\n") }
        let item = try #require(error?.items.first)
        #expect(error?.items.count == 1)
        #expect(item.line == 2 && item.column == 1)
        #expect(item.sourceLine == "\tprefix: B")
    }

    @Test func everyProblemOfTheFileIsReportedAtOnce() {
        let error = #expect(throws: Diagnostics.self) {
            try Self.load("projct_name: A\nprefix: [x]\ncatalogs:\n  - {pth: T}\n")
        }
        #expect(error?.items.map { "\($0.line):\($0.column)" } == ["1:1", "2:9", "4:6", "4:5"])
    }

    @Test func theXcodeProjectAndItsGroupsAreReadRelativeToTheFile() throws {
        let configuration = try Self.load(
            """
            xcodeproj_path: App/App.xcodeproj/
            test_xcodeproj_path: ../Tests/Tests.xcodeproj
            project_group_path: App/Modules
            test_group_path: /AppTests//Modules/

            """)
        #expect(
            configuration.xcodeProject
                == XcodeProjectSettings(
                    projectPath: "/p/App/App.xcodeproj", testProjectPath: "/Tests/Tests.xcodeproj",
                    codeGroupPath: ["App", "Modules"], testGroupPath: ["AppTests", "Modules"]))
        #expect(try Self.load("xcodeproj_path: App.xcodeproj\n").xcodeProject?.testProjectPath == "/p/App.xcodeproj")
        #expect(try Self.load("project_name: A\n").xcodeProject == nil)
    }

    @Test func aPathThatIsNotAnXcodeProjectIsAnErrorAtItsValue() throws {
        let error = #expect(throws: Diagnostics.self) { try Self.load("prefix: A\nxcodeproj_path: App\n") }
        #expect(
            error?.items.map { "\($0.line):\($0.column): \($0.message)" } == [
                "2:17: 'App' is not an Xcode project: xcodeproj_path names the '.xcodeproj' folder, as in "
                    + "'App.xcodeproj'"
            ])
    }

    /// The documented rule: group paths and a test project mean nothing without a project, and are errors then.
    @Test(arguments: ["project_group_path: App/Modules\n", "test_group_path: AppTests\n"])
    func groupPathsWithoutAProjectAreAnError(_ text: String) {
        #expect(throws: Diagnostics.self) { try Self.load(text) }
    }

    @Test func theNearestCatalogsFileIsFoundWalkingUp() {
        let fileSystem = MemoryFileSystem([
            "/p/catalogs.yml": "", "/p/a/b/c/file.swift": "", "/q/catalogs.yml/inside": "",
            "/q/r/file.swift": "",
        ])
        #expect(ProjectConfiguration.find(from: "/p", in: fileSystem) == "/p/catalogs.yml")
        #expect(ProjectConfiguration.find(from: "/p/a/b/c", in: fileSystem) == "/p/catalogs.yml")
        #expect(ProjectConfiguration.find(from: "/p/a/./b/../b", in: fileSystem) == "/p/catalogs.yml")
        // A folder named catalogs.yml is not a settings file.
        #expect(ProjectConfiguration.find(from: "/q/r", in: fileSystem) == nil)
        #expect(ProjectConfiguration.find(from: "/elsewhere", in: fileSystem) == nil)
    }
}
