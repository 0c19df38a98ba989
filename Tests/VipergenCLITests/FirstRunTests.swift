import Foundation
import Testing
import VipergenKit
import VipergenSettings

@testable import VipergenCLI

/// What a new user met on a first run (issue "First runs that go right"): each test failed before its fix.
@Suite("First runs")
struct FirstRunTests {
    func makeProject(_ settings: String = "") throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: AgentApp\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n" + settings,
            to: "catalogs.yml")
        return sandbox
    }

    // MARK: - Bugs

    @Test func aFileSkippedOnConflictKeepsItsLockEntrySoStatusStillSeesTheEdit() throws {
        let sandbox = try makeProject()
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let presenter = "App/Modules/AgentDetail/Presenter/AgentDetailPresenter.swift"
        try sandbox.write("// edited by hand\n", to: presenter)
        let again = sandbox.run(["gen", "AgentDetail", "bviper", "--on-conflict", "skip"])
        #expect(again.exitCode == 0, "\(again.standardError)")
        #expect(try sandbox.read(".vipergen/modules/AgentDetail/record.json").contains("\"path\" : \"\(presenter)\""))
        let status = sandbox.run(["status"])
        #expect(status.standardOutput.contains("edited   \(presenter)"), "\(status.standardOutput)")
    }

    @Test(arguments: [
        ("App", "viper", "AppModule.swift"),
        ("Base", "mvvm-r", "BaseRouter.swift"),
    ])
    func aModuleNameThatClashesWithASharedFileIsRefused(module: String, template: String, file: String) throws {
        let sandbox = try makeProject()
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", module, template])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("error: two files named \(file) would be in the app: "))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aFileNameAlreadyUsedUnderTheModulePathIsRefused() throws {
        let sandbox = try makeProject()
        try sandbox.write("// the app's own\n", to: "App/Modules/Legacy/CartPresenter.swift")
        let run = sandbox.run(["gen", "Cart", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("two files named CartPresenter.swift would be in the app"))
        #expect(run.standardError.contains("App/Modules/Legacy/CartPresenter.swift"))
    }

    @Test func aCatalogFolderThatDoesNotExistIsAnErrorAtItsEntry() throws {
        let sandbox = try makeProject("catalogs:\n  - Templatez\n")
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.hasPrefix(
                "\(sandbox.path)/catalogs.yml:6:5: error: the catalog folder \(sandbox.path)/Templatez does not exist"),
            "\(run.standardError)")
        #expect(sandbox.run(["list"]).exitCode == 1)
    }

    @Test(arguments: [
        ("project_targets: 5\n", "5:18", "'project_targets' must name targets"),
        ("test_targets: [App, true]\n", "5:21", "'test_targets' must name targets"),
    ])
    func targetsThatAreNotNamesAreErrors(settings: String, place: String, message: String) throws {
        let sandbox = try makeProject(settings)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("catalogs.yml:\(place): error: \(message)"), "\(run.standardError)")
    }

    @Test func pathsLeadingOutsideTheProjectAreErrorsUnlessGivenAsOutput() throws {
        let sandbox = try Sandbox()
        try sandbox.write("module_path: ../../outside\n", to: "project/catalogs.yml")
        let run = sandbox.run(["gen", "AgentDetail", "bviper"], in: sandbox.path + "/project")
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("catalogs.yml:1:14: error: module_path '../../outside' leads outside"))
        #expect(run.standardError.contains("pass --output"))
        try sandbox.write("project_name: P\n", to: "project/catalogs.yml")
        let explicit = sandbox.run(
            ["gen", "AgentDetail", "bviper", "--output", sandbox.path + "/elsewhere"], in: sandbox.path + "/project")
        #expect(explicit.exitCode == 0, "\(explicit.standardError)")
    }

    @Test func aParameterTheTemplateDoesNotDeclareIsRefused() throws {
        let sandbox = try makeProject()
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--param", "storyboard=yes"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.hasPrefix(
                "error: the template has no parameter 'storyboard'; it declares none, so --param has nothing to set"))
    }

    @Test func anEmptyCatalogsFileSaysWhatDefaultsApply() throws {
        let sandbox = try Sandbox()
        try sandbox.write("# settings to come\n", to: "catalogs.yml")
        let run = sandbox.run(["list"])
        #expect(run.exitCode == 0)
        #expect(run.standardError.hasPrefix("warning: catalogs.yml has no settings, so the defaults apply: "))
        #expect(run.standardError.contains("the built-in templates only"))
    }

    @Test func aNameTooLongForTheFileSystemIsRefusedAtTheUsersInput() throws {
        let sandbox = try makeProject()
        let name = "A" + String(repeating: "b", count: 239)
        let dryRun = sandbox.run(["gen", name, "bviper", "--dry-run"])
        #expect(dryRun.exitCode == 64)
        #expect(
            dryRun.standardError.contains("cannot be a module name: it is 240 bytes long"), "\(dryRun.standardError)")
        #expect(!dryRun.standardError.contains("builtin:bviper"), "not reported inside the built-in template")
        // A name that fits, made too long by a prefix, is still caught when planning, at the entry that names it.
        let prefixed = sandbox.run(
            ["gen", String(name.prefix(200)), "bviper", "--prefix", String(repeating: "P", count: 60), "--dry-run"])
        #expect(prefixed.exitCode == 1)
        #expect(prefixed.standardError.contains("bytes long, more than the 255 a file name may have"))
    }

    // MARK: - Rough edges

    @Test func withNoNameAtAllHeadersStillReadWell() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--output", "out"], environment: ["USER": ""])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let presenter = try sandbox.read("out/AgentDetail/Presenter/AgentDetailPresenter.swift")
        #expect(presenter.contains("//  Created on 22/11/2026.\n//  Copyright © 2026. All rights reserved.\n"))
        #expect(!presenter.contains("Created by  on") && !presenter.contains("2026 . All"))
    }

    @Test func theDeveloperNameComesFromTheAccountWhenTheSettingsHaveNone() {
        let account = AccountNames(fullName: { "Jane Appleseed" }, loginName: { "jane" })
        #expect(DeveloperName.detect(environment: [:], account: account) == "Jane Appleseed")
        let loginOnly = AccountNames(fullName: { nil }, loginName: { "jane" })
        #expect(DeveloperName.detect(environment: [:], account: loginOnly) == "jane")
        #expect(DeveloperName.detect(environment: ["USER": "ci"], account: loginOnly) == "ci")
        #expect(DeveloperName.detect(environment: [:], account: .none) == "")
    }

    @Test func gitsUserNameComesFirst() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[user]\n\tname = Git Person\n", to: "home/.gitconfig")
        let environment = [
            "HOME": sandbox.path + "/home", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
        #expect(DeveloperName.detect(environment: environment, account: .none) == "Git Person")
    }

    /// The developer's name comes from git's config files, read directly: a gen runs no child process for it (issue
    /// 34: `git config` was 2–3 ms of a 10 ms gen), so it finds the name with no `git` anywhere on the PATH.
    @Test func gitsUserNameIsReadWithoutRunningGit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("[user]\n\tname = Git Person\n", to: "home/.gitconfig")
        try sandbox.write("project_name: AgentApp\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        let environment = ["HOME": sandbox.path + "/home", "PATH": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1"]
        #expect(DeveloperName.detect(environment: environment, account: .none, directory: sandbox.path) == "Git Person")
        #expect(sandbox.run(["gen", "Cart", "bviper"], environment: environment).exitCode == 0)
        #expect(
            try sandbox.read("App/Modules/Cart/Presenter/CartPresenter.swift").contains("//  Created by Git Person on"))
    }

    @Test func initWarnsWhenItFindsNoName() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["init", "--no-input"], environment: ["USER": ""])
        #expect(run.exitCode == 0)
        #expect(run.standardError.contains("warning: no name found for you"))
        // A name found, or one given, is no reason to warn.
        let named = try Sandbox()
        #expect(!named.run(["init", "--no-input"]).standardError.contains("warning"))
        let given = try Sandbox()
        #expect(
            !given.run(["init", "--no-input", "--author", "Team"], environment: ["USER": ""]).standardError.contains(
                "warning"))
    }

    @Test func anUnreachableGitCatalogDoesNotBlockABuiltInTemplate() throws {
        let sandbox = try makeProject("catalogs:\n  - {git: \"https://invalid.invalid/templates.git\"}\n")
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "VIPERGEN_CACHE_DIR": sandbox.path + "/cache", "GIT_CONFIG_NOSYSTEM": "1",
            "HOME": sandbox.path + "/home",
        ]
        let run = sandbox.run(["gen", "AgentDetail", "bviper"], environment: environment)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("warning: a catalog could not be fetched and was not searched: "))
        #expect(run.standardError.contains("using 'bviper' from built-in"))
        let missing = sandbox.run(["gen", "AgentDetail", "nosuch"], environment: environment)
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("this catalog could not be fetched"))
        #expect(missing.standardError.contains("'built-in/bviper'"))
        // Completion lists what is on disk and never clones.
        let names = sandbox.run(["list", "--names"], environment: environment)
        #expect(names.standardOutput.contains("bviper\n"))
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/cache/git")) ?? []
        #expect(cached.isEmpty, "\(cached)")
    }

    @Test func aNewTemplateSaysHowToBecomeVisibleAndTheNotFoundErrorPointsAtIt() throws {
        let sandbox = try makeProject()
        let create = sandbox.run(["template", "create", "mytpl"])
        #expect(create.exitCode == 0)
        #expect(create.standardError.contains("note: . is not a catalog of this project, so 'vipergen gen' cannot see"))
        let run = sandbox.run(["gen", "Foo", "mytpl"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains(
                "mytpl holds a template but is in no catalog: add its folder '.' to 'catalogs:' in catalogs.yml"),
            "\(run.standardError)")
    }

    // MARK: - Generamba's command line

    @Test func generambasGenOptionsPlaceTheFilesAsGenerambaDid() throws {
        let sandbox = try makeProject()
        let run = sandbox.run([
            "gen", "AgentDetail", "bviper", "--module_path", "Sources/Features", "--project_targets", "App,Widget",
            "--test_targets", "AppTests", "--module_description", "Shows an agent",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        // --module_path moves the module only; tests stay at the configured test path.
        #expect(try !sandbox.files(under: "Sources/Features/AgentDetail").isEmpty)
        #expect(try !sandbox.files(under: "AppTests/AgentDetail").isEmpty)
        #expect(try sandbox.files(under: "App/Modules").isEmpty)
        let builder = try sandbox.read("Sources/Features/AgentDetail/AgentDetailModuleBuilder.swift")
        #expect(builder.contains("/// Shows an agent"), "\(builder.prefix(400))")

        // In a second app (in this one, a second shared Router.swift in Cart/ would clash with the first).
        let second = try makeProject()
        let tests = second.run(["gen", "Cart", "bviper", "--test_path", "/UnitTests/", "--project_file_path", "Cart"])
        #expect(tests.exitCode == 0, "\(tests.standardError)")
        #expect(try !second.files(under: "UnitTests/Cart").isEmpty)
        #expect(try !second.files(under: "Cart/Cart").isEmpty)
    }
}
