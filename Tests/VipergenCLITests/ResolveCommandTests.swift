import Foundation
import TestHelpers
import Testing

@testable import VipergenCLI

/// `vipergen resolve`, in-process, on merges stopped by git's own text merge.
@Suite("resolve")
struct ResolveCommandTests {
    /// A repository on `main` with `settings`, and a branch `other` from it; each side then runs `onMain` and
    /// `onOther` and commits; `main` merges `other` with git's text merge, which stops.
    static func stoppedMerge(
        in sandbox: Sandbox, onMain: (String) throws -> Void, onOther: (String) throws -> Void
    ) throws -> GitRepository {
        let repository = try GitRepository(at: sandbox.path + "/repo")
        try repository.commit(
            ["catalogs.yml": "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n"],
            message: "settings")
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

        let dryRun = sandbox.run(["resolve", "--dry-run"], in: repository.path, environment: environment)
        #expect(dryRun.exitCode == 1)
        #expect(dryRun.standardOutput == "conflicts Config.swift: 1 conflict left\n")

        let run = sandbox.run(["resolve"], in: repository.path, environment: environment)
        #expect(run.exitCode == 1)
        #expect(
            try sandbox.read("repo/Config.swift")
                == "<<<<<<< ours\nlet name = \"Ours\"\n=======\nlet name = \"Theirs\"\n>>>>>>> theirs\n\nlet version = 2\n"
        )
        #expect(try !repository.git(["ls-files", "-u"]).isEmpty)
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
