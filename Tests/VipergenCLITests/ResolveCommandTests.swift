import Foundation
import TestHelpers
import Testing

@testable import VipergenCLI

/// `vipergen resolve`, in-process, on merges stopped by git's own text merge.
@Suite("resolve")
struct ResolveCommandTests {
    /// A repository on `main` with `settings` (and what `base` makes, committed), and a branch `other` from it; each
    /// side then runs `onMain` and `onOther` and commits; `main` merges `other` with git's text merge, which stops.
    static func stoppedMerge(
        in sandbox: Sandbox, onMain: (String) throws -> Void, onOther: (String) throws -> Void,
        base: ((String) throws -> Void)? = nil
    ) throws -> GitRepository {
        let repository = try GitRepository(at: sandbox.path + "/repo")
        try repository.commit(
            ["catalogs.yml": "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n"],
            message: "settings")
        if let base {
            try base(repository.path)
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", "base"])
        }
        try repository.git(["checkout", "--quiet", "-b", "other"])
        try onOther(repository.path)
        try repository.git(["add", "--all"])
        try repository.git(["commit", "--quiet", "-m", "other"])
        try repository.git(["checkout", "--quiet", "main"])
        try onMain(repository.path)
        try repository.git(["add", "--all"])
        try repository.git(["commit", "--quiet", "-m", "main"])
        #expect(throws: GitRepository.GitFailure.self) { try repository.git(["merge", "--no-edit", "other"]) }
        return repository
    }

    @Test func bothBranchesCreatingRouterSwiftIsResolvedFromAnEmptyBase() throws {
        let sandbox = try Sandbox()
        let environment = MergeDriverCommandTests.gitEnvironment(home: sandbox.path)
        let repository = try Self.stoppedMerge(
            in: sandbox,
            onMain: {
                #expect(sandbox.run(["gen", "Wallet", "bviper"], in: $0, environment: environment).exitCode == 0)
            },
            onOther: {
                #expect(sandbox.run(["gen", "AgentDetail", "bviper"], in: $0, environment: environment).exitCode == 0)
            })
        // git's add/add: no stage 1.
        #expect(try repository.git(["ls-files", "-u", "--", "App/Modules/Router.swift"]).contains("\t") == true)
        #expect(try !repository.git(["ls-files", "-u", "--", "App/Modules/Router.swift"]).contains(" 1\t"))
        let run = sandbox.run(["resolve", "App/Modules/Router.swift"], in: repository.path, environment: environment)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "resolved  App/Modules/Router.swift\n")
        let router = try sandbox.read("repo/App/Modules/Router.swift")
        #expect(router.contains("public static var agentDetail: AgentDetail_Routable { shared }"))
        #expect(router.contains("public static var wallet: Wallet_Routable { shared }"))
        #expect(!router.contains("<<<<<<<"))
        #expect(try repository.git(["ls-files", "-u", "--", "App/Modules/Router.swift"]).isEmpty)
    }

    /// One branch removes the last module, and with it Router.swift; the other generates another module into it:
    /// git stops at a modify/delete. `resolve` keeps the file for the new module, without the removed module's lines
    /// (as its record in the merge base lists them), whichever side removed it. A file deleted by hand on one side
    /// is left to the user, as before.
    @Test(arguments: [true, false])
    func theLastModuleRemovedOnOneSideAndAnotherGeneratedOnTheOther(removedOnMain: Bool) throws {
        let sandbox = try Sandbox()
        let environment = MergeDriverCommandTests.gitEnvironment(home: sandbox.path)
        let repository = try GitRepository(at: sandbox.path + "/repo")
        try repository.commit(
            ["catalogs.yml": "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n"],
            message: "settings")
        #expect(sandbox.run(["gen", "Alpha", "bviper"], in: repository.path, environment: environment).exitCode == 0)
        try repository.git(["add", "--all"])
        try repository.git(["commit", "--quiet", "-m", "Alpha"])
        try repository.git(["checkout", "--quiet", "-b", "other"])
        let (removal, addition) = removedOnMain ? ("main", "other") : ("other", "main")
        for branch in [removal, addition] {
            try repository.git(["checkout", "--quiet", branch])
            let arguments = branch == removal ? ["remove", "Alpha"] : ["gen", "Beta", "bviper"]
            #expect(sandbox.run(arguments, in: repository.path, environment: environment).exitCode == 0)
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", branch])
        }
        try repository.git(["checkout", "--quiet", "main"])
        #expect(throws: GitRepository.GitFailure.self) { try repository.git(["merge", "--no-edit", "other"]) }
        // The gate sees the stopped merge though the merge took .gitattributes's line for Router.swift away.
        let stopped = sandbox.run(["status"], in: repository.path, environment: environment)
        #expect(stopped.exitCode == 3)
        #expect(stopped.standardOutput.contains("unmerged  App/Modules/Router.swift: git stopped a merge"))
        let run = sandbox.run(["resolve"], in: repository.path, environment: environment)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("resolved  App/Modules/Router.swift  (kept for the modules"))
        let router = try sandbox.read("repo/App/Modules/Router.swift")
        #expect(router.contains("    /// Beta module\n    public static var beta: Beta_Routable { shared }\n"))
        #expect(!router.contains("alpha") && !router.contains("Alpha"))
        #expect(try repository.git(["diff", "--name-only", "--diff-filter=U"]).isEmpty)
        try repository.git(["commit", "--quiet", "--no-edit"])
        #expect(sandbox.run(["status"], in: repository.path, environment: environment).exitCode == 0)
    }

    @Test func aSharedFileDeletedByHandOnOneSideIsLeftToTheUser() throws {
        let sandbox = try Sandbox()
        let environment = MergeDriverCommandTests.gitEnvironment(home: sandbox.path)
        let repository = try Self.stoppedMerge(
            in: sandbox,
            onMain: { _ in try FileManager.default.removeItem(atPath: sandbox.path + "/repo/App/Modules/Router.swift")
            },
            onOther: {
                #expect(sandbox.run(["gen", "Beta", "bviper"], in: $0, environment: environment).exitCode == 0)
            },
            base: { #expect(sandbox.run(["gen", "Alpha", "bviper"], in: $0, environment: environment).exitCode == 0) })
        let run = sandbox.run(["resolve"], in: repository.path, environment: environment)
        #expect(run.exitCode == 1)
        #expect(run.standardOutput.contains("App/Modules/Router.swift: deleted in ours, changed in theirs"))
    }

    @Test func aRealConflictStaysMarkedAndUnmergedAndExitsOne() throws {
        let sandbox = try Sandbox()
        let environment = MergeDriverCommandTests.gitEnvironment(home: sandbox.path)
        let repository = try GitRepository(at: sandbox.path + "/repo")
        try repository.commit(["Config.swift": "let name = \"App\"\n\nlet version = 1\n"], message: "base")
        try repository.git(["checkout", "--quiet", "-b", "other"])
        try repository.commit(["Config.swift": "let name = \"Theirs\"\n\nlet version = 2\n"], message: "other")
        try repository.git(["checkout", "--quiet", "main"])
        try repository.commit(["Config.swift": "let name = \"Ours\"\n\nlet version = 1\n"], message: "main")
        #expect(throws: GitRepository.GitFailure.self) { try repository.git(["merge", "--no-edit", "other"]) }

        // Not a project file nor routed to the driver: merged only when named.
        let dryRun = sandbox.run(
            ["resolve", "--dry-run", "Config.swift"], in: repository.path, environment: environment)
        #expect(dryRun.exitCode == 1)
        #expect(
            dryRun.standardOutput
                == "conflicts Config.swift: 1 conflict left\n  Config.swift: lines changed differently on both sides\n")

        let run = sandbox.run(["resolve", "."], in: repository.path, environment: environment)
        #expect(run.exitCode == 1)
        #expect(
            try sandbox.read("repo/Config.swift")
                == "<<<<<<< ours\nlet name = \"Ours\"\n=======\nlet name = \"Theirs\"\n>>>>>>> theirs\n\nlet version = 2\n"
        )
        #expect(try !repository.git(["ls-files", "-u"]).isEmpty)
    }

    /// What resolve is not to merge stays as git left it, each with what to do: a file another tool conflicts in,
    /// one resolved by hand, a binary file, a link, a file deleted on one side. A file routed to the driver gets
    /// markers of the size its attributes ask for.
    @Test func whatIsNotVipergensToMergeIsLeftAsGitLeftIt() throws {
        let sandbox = try Sandbox()
        let environment = MergeDriverCommandTests.gitEnvironment(home: sandbox.path)
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let routed = "/Shared.swift merge=vipergen conflict-marker-size=10\n/Hand.swift merge=vipergen\n"
        func sides(_ word: String) -> [String: String] {
            [
                "Config.swift": "let name = \"\(word)\"\n", "Shared.swift": "let shared = \"\(word)\"\n",
                "Hand.swift": "let hand = \"\(word)\"\n", "logo.bin": "PNG\u{0}\(word)\n",
                "Gone.swift": "let gone = \"\(word)\"\n",
            ]
        }
        var base = sides("base")
        base[".gitattributes"] = routed + "/logo.bin merge=vipergen\n"
        try repository.commit(base, message: "base")
        let root = URL(fileURLWithPath: repository.path)
        try FileManager.default.createSymbolicLink(
            atPath: repository.path + "/link", withDestinationPath: "Config.swift")
        try repository.commit([:], message: "link")
        try repository.git(["checkout", "--quiet", "-b", "other"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("link"))
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/link", withDestinationPath: "Hand.swift")
        try repository.commit(sides("theirs"), message: "other")
        try repository.git(["checkout", "--quiet", "main"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("link"))
        try FileManager.default.createSymbolicLink(
            atPath: repository.path + "/link", withDestinationPath: "Shared.swift")
        var ours = sides("ours")
        ours["Gone.swift"] = nil
        try FileManager.default.removeItem(at: root.appendingPathComponent("Gone.swift"))
        try repository.commit(ours, message: "main")
        #expect(throws: GitRepository.GitFailure.self) { try repository.git(["merge", "--no-edit", "other"]) }
        // The user resolves Hand.swift by hand, without 'git add'.
        try "let hand = \"both\"\n".write(toFile: repository.path + "/Hand.swift", atomically: false, encoding: .utf8)
        let before = try ["Config.swift", "logo.bin", "Gone.swift", "Hand.swift"].map {
            try Data(contentsOf: root.appendingPathComponent($0))
        }

        let run = sandbox.run(["resolve"], in: repository.path, environment: environment)
        #expect(run.exitCode == 1)
        let lines = Set(run.standardOutput.split(separator: "\n").map(String.init))
        let expected: [String] = [
            "skipped   Config.swift: not a project file or an injection target: resolve it by hand, or name it to "
                + "merge it line by line",
            "skipped   Gone.swift: deleted in ours, changed in theirs: 'git rm' it to keep it deleted, or 'git add' "
                + "it to keep theirs",
            "skipped   Hand.swift: no conflict markers left (resolved by hand?): 'git add' it, or name it to merge "
                + "it again from git's versions",
            "skipped   link: a symbolic link or a submodule, not a file: take a side with 'git checkout --ours' or "
                + "'--theirs', then 'git add' it",
            "skipped   logo.bin: binary: take a side with 'git checkout --ours' or '--theirs', then 'git add' it",
            "conflicts Shared.swift: 1 conflict left",
        ]
        for line in expected { #expect(lines.contains(line), "\(run.standardOutput)") }
        #expect(
            try ["Config.swift", "logo.bin", "Gone.swift", "Hand.swift"].map {
                try Data(contentsOf: root.appendingPathComponent($0))
            } == before)
        #expect(try repository.git(["show", "HEAD:Config.swift"]) == "let name = \"ours\"")
        #expect(
            try sandbox.read("repo/Shared.swift")
                == "<<<<<<<<<< ours\nlet shared = \"ours\"\n==========\nlet shared = \"theirs\"\n>>>>>>>>>> theirs\n")
        // Named, the file resolved by hand is merged again from git's versions.
        let named = sandbox.run(["resolve", "Hand.swift"], in: repository.path, environment: environment)
        #expect(named.exitCode == 1 && named.standardOutput.hasPrefix("conflicts Hand.swift: 1 conflict left\n"))
    }

    /// A project file marked `binary` (a common way to keep git from merging it): git leaves ours in place, with no
    /// markers, and resolve merges it from the index all the same, not taking it for a file resolved by hand.
    @Test func aProjectFileGitWouldNotMergeIsMergedFromTheIndex() throws {
        let sandbox = try Sandbox()
        let environment = MergeDriverCommandTests.gitEnvironment(home: sandbox.path)
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let project = try String(
            contentsOfFile: repositoryRoot + "/Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8)
        let path = "App.xcodeproj/project.pbxproj"
        try repository.commit([path: project, ".gitattributes": "*.pbxproj binary\n"], message: "base")
        // Each side sets the Swift version of one of the two configurations.
        let parts = project.components(separatedBy: "SWIFT_VERSION = 5.0;")
        try #require(parts.count == 3)
        try repository.git(["checkout", "--quiet", "-b", "other"])
        try repository.commit(
            [path: parts[0] + "SWIFT_VERSION = 5.0;" + parts[1] + "SWIFT_VERSION = 6.0;" + parts[2]], message: "other")
        try repository.git(["checkout", "--quiet", "main"])
        try repository.commit(
            [path: parts[0] + "SWIFT_VERSION = 6.0;" + parts[1] + "SWIFT_VERSION = 5.0;" + parts[2]], message: "main")
        #expect(throws: GitRepository.GitFailure.self) { try repository.git(["merge", "--no-edit", "other"]) }

        let run = sandbox.run(["resolve"], in: repository.path, environment: environment)
        #expect(run.exitCode == 0, "\(run.standardOutput)")
        #expect(run.standardOutput == "resolved  \(path)\n")
        #expect(
            try sandbox.read("repo/" + path) == parts[0] + "SWIFT_VERSION = 6.0;" + parts[1] + "SWIFT_VERSION = 6.0;"
                + parts[2])
        #expect(try repository.git(["ls-files", "-u"]).isEmpty)
    }

    @Test func nothingToResolveExitsZero() throws {
        let sandbox = try Sandbox()
        _ = try GitRepository(at: sandbox.path + "/repo")
        let run = sandbox.run(
            ["resolve"], in: sandbox.path + "/repo",
            environment: MergeDriverCommandTests.gitEnvironment(home: sandbox.path))
        #expect(run.exitCode == 0)
        #expect(run.standardError.contains("nothing to resolve"))
    }
}
