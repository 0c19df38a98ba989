import Foundation
import TestHelpers
import Testing
import XcodeProject

@testable import VipergenCLI

/// `vipergen merge-driver`, run in-process as git would run it, and `merge-driver --install`.
@Suite("merge-driver")
struct MergeDriverCommandTests {
    /// git on PATH, a home folder of the test's own (so no user config is read or written) and no system config.
    static func gitEnvironment(home: String) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home,
            "GIT_CONFIG_NOSYSTEM": "1",
        ]
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Copies of one file, for the driver: it replaces `ours`.
    static func stage(_ versions: [String: [UInt8]], in sandbox: Sandbox) throws -> [String: String] {
        var paths: [String: String] = [:]
        for (name, bytes) in versions {
            paths[name] = try sandbox.folder.write(bytes, to: "merge/\(name)")
        }
        return paths
    }

    @Test(
        arguments: XcodeProjectGenTests.fixtures.filter { ["mastodon", "stats", "countries"].contains($0.name) })
    func mergesTwoClonesThatEachGeneratedAModule(_ fixture: XcodeProjectGenTests.Fixture) throws {
        let one = try XcodeProjectGenTests.project(fixture)
        let two = try XcodeProjectGenTests.project(fixture)
        #expect(one.run(["gen", "AlphaZulu", "bviper"]).exitCode == 0)
        #expect(two.run(["gen", "BravoYankee", "bviper"]).exitCode == 0)
        let project = "App.xcodeproj/project.pbxproj"
        let router = "\(fixture.sourceFolder)/Modules/Router.swift"
        let files = try Self.stage(
            [
                "base.pbxproj": try Self.bytes(fixture.pbxproj),
                "ours.pbxproj": try Self.bytes(one.path + "/" + project),
                "theirs.pbxproj": try Self.bytes(two.path + "/" + project),
                // Both created Router.swift: git gives the driver an empty base (add/add).
                "base.swift": [], "ours.swift": try Self.bytes(one.path + "/" + router),
                "theirs.swift": try Self.bytes(two.path + "/" + router),
                "swapped.swift": try Self.bytes(two.path + "/" + router),
                "other.swift": try Self.bytes(one.path + "/" + router),
            ], in: one)
        let projectRun = one.run([
            "merge-driver", files["base.pbxproj"]!, files["ours.pbxproj"]!, files["theirs.pbxproj"]!, project,
        ])
        #expect(projectRun.exitCode == 0, "\(projectRun.standardError)")
        let merged = try Self.bytes(files["ours.pbxproj"]!)
        let text = String(decoding: merged, as: UTF8.self)
        _ = try ProjectFile(bytes: merged, path: project)
        #expect(text.contains("AlphaZuluViewController.swift") && text.contains("BravoYankeeViewController.swift"))
        #expect(!text.contains("<<<<<<<"))

        let routerRun = one.run([
            "merge-driver", files["base.swift"]!, files["ours.swift"]!, files["theirs.swift"]!, router,
        ])
        #expect(routerRun.exitCode == 0, "\(routerRun.standardError)")
        let swappedRun = one.run([
            "merge-driver", files["base.swift"]!, files["swapped.swift"]!, files["other.swift"]!, router,
        ])
        #expect(swappedRun.exitCode == 0)
        let result = try Self.bytes(files["ours.swift"]!)
        #expect(result == (try Self.bytes(files["swapped.swift"]!)))
        let routerText = String(decoding: result, as: UTF8.self)
        #expect(routerText.contains("public static var alphaZulu: AlphaZulu_Routable { shared }"))
        #expect(routerText.contains("public static var bravoYankee: BravoYankee_Routable { shared }"))
        #expect(!routerText.contains("<<<<<<<"))
    }

    @Test func aRealConflictExitsOneAndLeavesMarkers() throws {
        let sandbox = try Sandbox()
        let files = try Self.stage(
            [
                "base": Array("let name = \"App\"\n\nlet version = 1\n".utf8),
                "ours": Array("let name = \"Ours\"\n\nlet version = 1\n".utf8),
                "theirs": Array("let name = \"Theirs\"\n\nlet version = 2\n".utf8),
            ], in: sandbox)
        let run = sandbox.run(["merge-driver", files["base"]!, files["ours"]!, files["theirs"]!, "Config.swift"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("Config.swift: 1 conflict left"))
        #expect(
            try sandbox.read("merge/ours")
                == "<<<<<<< ours\nlet name = \"Ours\"\n=======\nlet name = \"Theirs\"\n>>>>>>> theirs\n\nlet version = 2\n"
        )
    }

    /// git 2.44 and later pass the labels (`%X`, `%Y`, `%S`); older git leaves the placeholders as they are and
    /// names the branch merged in `GITHEAD_<commit>`.
    @Test func conflictMarkersCarryTheLabelsGitGives() throws {
        let sandbox = try Sandbox()
        let versions: [String: [UInt8]] = [
            "base": Array("let name = \"App\"\n".utf8), "ours": Array("let name = \"Ours\"\n".utf8),
            "theirs": Array("let name = \"Theirs\"\n".utf8),
        ]
        var files = try Self.stage(versions, in: sandbox)
        let labelled = sandbox.run([
            "merge-driver", "--ours-label=HEAD", "--theirs-label=feature/login", "--base-label=merged common ancestors",
            files["base"]!, files["ours"]!, files["theirs"]!, "Config.swift",
        ])
        #expect(labelled.exitCode == 1)
        #expect(
            try sandbox.read("merge/ours")
                == "<<<<<<< HEAD\nlet name = \"Ours\"\n=======\nlet name = \"Theirs\"\n>>>>>>> feature/login\n")
        files = try Self.stage(versions, in: sandbox)
        let older = sandbox.run(
            [
                "merge-driver", "--ours-label=%X", "--theirs-label=%Y", "--base-label=%S", files["base"]!,
                files["ours"]!, files["theirs"]!, "Config.swift",
            ], environment: ["GITHEAD_8d0364a3c829e6490e479c36e7379c421be2d477": "side"])
        #expect(older.exitCode == 1)
        #expect(
            try sandbox.read("merge/ours")
                == "<<<<<<< HEAD\nlet name = \"Ours\"\n=======\nlet name = \"Theirs\"\n>>>>>>> side\n")
    }

    /// With `merge.conflictStyle=diff3`, a real merge run by git writes the base's version too, in the project file
    /// as in any other.
    @Test func gitsDiff3StyleShowsTheBase() throws {
        let sandbox = try Sandbox()
        let home = try sandbox.folder.makeFolder("home")
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let environment = Self.gitEnvironment(home: home)
        try sandbox.write("project_name: App\nmodule_path: App\ntest_path: AppTests\n", to: "repo/catalogs.yml")
        try sandbox.write("*.swift merge=vipergen\n", to: "repo/.gitattributes")
        try repository.commit(["Config.swift": "let name = \"App\"\n"], message: "base")
        try repository.git([
            "config", "merge.vipergen.driver",
            "'\(BinaryTests.executable)' merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y "
                + "--base-label=%S %O %A %B %P",
        ])
        try repository.git(["config", "merge.conflictStyle", "diff3"])
        try repository.git(["checkout", "--quiet", "-b", "login"])
        try repository.commit(["Config.swift": "let name = \"Login\"\n"], message: "login")
        try repository.git(["checkout", "--quiet", "main"])
        try repository.commit(["Config.swift": "let name = \"Main\"\n"], message: "main")
        _ = try? repository.git(["merge", "--no-edit", "login"], environment: environment)
        let merged = try sandbox.read("repo/Config.swift")
        #expect(merged.hasPrefix("<<<<<<< HEAD\nlet name = \"Main\"\n||||||| "), "\(merged)")
        #expect(merged.hasSuffix("\nlet name = \"App\"\n=======\nlet name = \"Login\"\n>>>>>>> login\n"), "\(merged)")
    }

    /// vipergen moved (a new install, a build folder deleted): `gen` warns, and running `--install` again points
    /// git at the vipergen that runs it.
    @Test func installAgainAfterAMoveUpdatesThePath() throws {
        let sandbox = try Sandbox()
        let home = try sandbox.folder.makeFolder("home")
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let environment = Self.gitEnvironment(home: home)
        #expect(
            sandbox.run(["merge-driver", "--install"], in: repository.path, environment: environment).exitCode == 0)
        try repository.git([
            "config", "merge.vipergen.driver", "'/old/Cellar/vipergen/0.1/bin/vipergen' merge-driver %O %A %B %P",
        ])
        try sandbox.write("project_name: App\nmodule_path: App\ntest_path: AppTests\n", to: "repo/catalogs.yml")
        let gen = sandbox.run(["gen", "Wallet", "bviper"], in: repository.path, environment: environment)
        #expect(gen.standardError.contains("'/old/Cellar/vipergen/0.1/bin/vipergen', which does not run"))
        let again = sandbox.run(["merge-driver", "--install"], in: repository.path, environment: environment)
        #expect(again.exitCode == 0)
        #expect(again.standardOutput.contains("configure merge.vipergen.driver"), "\(again.standardOutput)")
        #expect(
            try repository.git(["config", "--get", "merge.vipergen.driver"]).hasPrefix("'\(BinaryTests.executable)'"))
        let next = sandbox.run(["gen", "Profile", "bviper"], in: repository.path, environment: environment)
        #expect(!next.standardError.contains("merge driver"), "\(next.standardError)")
    }

    @Test func anUnreadableFileLeavesOursAsItWas() throws {
        let sandbox = try Sandbox()
        let ours = try sandbox.folder.write("ours\n", to: "ours")
        let theirs = try sandbox.folder.write("theirs\n", to: "theirs")
        let run = sandbox.run(["merge-driver", sandbox.path + "/missing", ours, theirs, "File.swift"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("cannot read"))
        #expect(try sandbox.read("ours") == "ours\n")
    }

    /// A driver killed between writing its result beside git's `%A` and renaming it left the temporary file in the
    /// work tree, where git showed it as untracked: the next merge removes it, and leaves one whose `%A` is still
    /// there (a merge under way) and every other file.
    @Test func theTemporaryFileOfAKilledDriverIsRemovedByTheNext() throws {
        let sandbox = try Sandbox()
        let base = try sandbox.folder.write("a\nb\nc\n", to: ".merge_file_O1b2C3")
        let ours = try sandbox.folder.write("A\nb\nc\n", to: ".merge_file_A1b2C3")
        let theirs = try sandbox.folder.write("a\nb\nC\n", to: ".merge_file_B1b2C3")
        try sandbox.folder.write("half a result", to: "..merge_file_Gone12.vipergen-3181")
        try sandbox.folder.write("under way", to: ".merge_file_Kept12")
        try sandbox.folder.write("under way", to: "..merge_file_Kept12.vipergen-77")
        try sandbox.folder.write("mine", to: ".Other.swift.vipergen-5")
        #expect(sandbox.run(["merge-driver", base, ours, theirs, "List.swift"]).exitCode == 0)
        #expect(try sandbox.read(".merge_file_A1b2C3") == "A\nb\nC\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted()
        #expect(
            left == [
                "..merge_file_Kept12.vipergen-77", ".Other.swift.vipergen-5", ".merge_file_A1b2C3",
                ".merge_file_B1b2C3", ".merge_file_Kept12", ".merge_file_O1b2C3",
            ])
    }

    @Test func theResultKeepsTheModeOfOurs() throws {
        let sandbox = try Sandbox()
        let base = try sandbox.folder.write(Array("a\nb\nc\n".utf8), to: "base")
        let ours = try sandbox.folder.write(Array("A\nb\nc\n".utf8), to: "ours", permissions: 0o755)
        let theirs = try sandbox.folder.write(Array("a\nb\nC\n".utf8), to: "theirs")
        #expect(sandbox.run(["merge-driver", base, ours, theirs, "run.sh"]).exitCode == 0)
        #expect(try sandbox.read("ours") == "A\nb\nC\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: ours)
        #expect((attributes[.posixPermissions] as? Int) == 0o755)
    }

    @Test func usageErrorsExit64() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["merge-driver", "only-one"]).exitCode == 64)
        #expect(sandbox.run(["merge-driver", "a", "b", "c", "--marker-size", "x"]).exitCode == 64)
    }

    @Test func installIsIdempotentKeepsTheUsersLinesAndNeverTouchesTheGlobalConfig() throws {
        let sandbox = try Sandbox()
        let home = try sandbox.folder.makeFolder("home")
        let repository = try GitRepository(at: sandbox.path + "/repo")
        try sandbox.write("*.png binary\r\n", to: "repo/.gitattributes")
        let environment = Self.gitEnvironment(home: home)
        let first = sandbox.run(["merge-driver", "--install"], in: repository.path, environment: environment)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("modify    .gitattributes"))
        #expect(try sandbox.read("repo/.gitattributes") == "*.png binary\r\n*.pbxproj merge=vipergen\r\n")
        #expect(
            try repository.git(["config", "--local", "merge.vipergen.driver"])
                == "'\(BinaryTests.executable)' merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y --base-label=%S %O %A %B %P"
        )
        #expect(try repository.git(["config", "--local", "merge.vipergen.name"]).hasPrefix("vipergen"))

        let second = sandbox.run(["merge-driver", "--install"], in: repository.path, environment: environment)
        #expect(second.exitCode == 0)
        #expect(second.standardOutput.isEmpty)
        #expect(second.standardError.contains("already set up"))
        #expect(try sandbox.read("repo/.gitattributes") == "*.png binary\r\n*.pbxproj merge=vipergen\r\n")
        #expect(!FileManager.default.fileExists(atPath: home + "/.gitconfig"))
        #expect(!FileManager.default.fileExists(atPath: home + "/.config/git"))
    }

    @Test func installOutsideARepositoryFails() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(
            ["merge-driver", "--install"], environment: Self.gitEnvironment(home: sandbox.path))
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("is not in a git repository"))
    }

    @Test func initSetsTheDriverUpInARepository() throws {
        let sandbox = try Sandbox()
        let home = try sandbox.folder.makeFolder("home")
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let run = sandbox.run(
            ["init", "--no-input", "--author", "Jane"], in: repository.path,
            environment: Self.gitEnvironment(home: home))
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read("repo/.gitattributes") == "*.pbxproj merge=vipergen\n")
        #expect(try repository.git(["config", "--local", "merge.vipergen.driver"]).contains("merge-driver"))
        #expect(!FileManager.default.fileExists(atPath: home + "/.gitconfig"))
    }

    @Test func initOutsideARepositoryWritesNoAttributes() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(
            ["init", "--no-input", "--author", "Jane"], environment: Self.gitEnvironment(home: sandbox.path))
        #expect(run.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/.gitattributes"))
    }

    @Test func genRoutesTheInjectionTargetItCreatesAndRemindsAClone() throws {
        let sandbox = try Sandbox()
        let home = try sandbox.folder.makeFolder("home")
        let repository = try GitRepository(at: sandbox.path + "/repo")
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "repo/catalogs.yml")
        // A clone: .gitattributes names the driver, this repository's config does not have it.
        try sandbox.write("*.pbxproj merge=vipergen\n", to: "repo/.gitattributes")
        let environment = Self.gitEnvironment(home: home)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"], in: repository.path, environment: environment)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            try sandbox.read("repo/.gitattributes")
                == "*.pbxproj merge=vipergen\nApp/Modules/Router.swift merge=vipergen\n")
        #expect(run.standardOutput.contains("modify    .gitattributes"))
        #expect(run.standardError.contains("run 'vipergen merge-driver --install' once"))

        #expect(
            sandbox.run(["merge-driver", "--install"], in: repository.path, environment: environment).exitCode == 0)
        let next = sandbox.run(["gen", "Wallet", "bviper"], in: repository.path, environment: environment)
        #expect(next.exitCode == 0)
        #expect(!next.standardError.contains("merge-driver --install"))
        #expect(!next.standardOutput.contains(".gitattributes"))
    }

    @Test func genWritingOutsideTheRepositoryLeavesItsAttributesAlone() throws {
        let sandbox = try Sandbox()
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let run = sandbox.run(
            ["gen", "AgentDetail", "bviper", "--output", sandbox.path + "/elsewhere"], in: repository.path,
            environment: Self.gitEnvironment(home: sandbox.path))
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path + "/elsewhere/Router.swift"))
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/.gitattributes"))
    }

    @Test func genOutsideARepositoryWritesNoAttributes() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        let run = sandbox.run(["gen", "AgentDetail", "bviper"], environment: Self.gitEnvironment(home: sandbox.path))
        #expect(run.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/.gitattributes"))
    }
}
