import Foundation
import TestHelpers
import Testing
import XcodeProject

/// A team's history, simulated: a git repository with a real Xcode project and a catalogs.yml, branches that each
/// generate different modules with the built `vipergen`, merged with plain `git merge`.
///
/// Each module's record is a file of its own (`.vipergen/modules/<Name>/`), so records never conflict; the Xcode
/// project and the injected Router.swift go through the driver when it is set up.
@Suite("Merging branches that generated modules")
struct MergeSimulationTests {
    static let fixture = XcodeProjectGenTests.fixtures.first { $0.name == "mastodon" }!
    static let project = "App.xcodeproj/project.pbxproj"
    static let router = "\(fixture.sourceFolder)/Modules/Router.swift"

    /// The repository on `main` with the project, catalogs.yml and one bviper module (so Router.swift exists), and
    /// five branches that each generated one to three other modules, with four templates.
    /// - Parameter registerBuiltBinary: Whether git's config names the built binary by its path (as `--install` run
    ///   from any folder does) or `vipergen` by name (as earlier versions did).
    static func history(in sandbox: Sandbox, installDriver: Bool, registerBuiltBinary: Bool = true) throws
        -> GitRepository
    {
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let source = try XcodeProjectGenTests.project(fixture)
        try FileManager.default.createDirectory(
            atPath: repository.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture.pbxproj, toPath: repository.path + "/" + project)
        try FileManager.default.copyItem(
            atPath: source.path + "/catalogs.yml", toPath: repository.path + "/catalogs.yml")
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]
        try FileManager.default.createDirectory(atPath: sandbox.path + "/home", withIntermediateDirectories: true)
        if installDriver {
            let install = try sandbox.runBinary(
                ["merge-driver", "--install"], in: repository.path, environment: environment)
            #expect(install.exitCode == 0, "\(install.standardError)")
            let registered = try repository.git(["config", "--get", "merge.vipergen.driver"])
            #expect(
                registered
                    == "'\(BinaryTests.executable)' merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y --base-label=%S %O %A %B %P"
            )
            if !registerBuiltBinary {
                try repository.git(
                    [
                        "config", "merge.vipergen.driver",
                        "vipergen merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y --base-label=%S %O %A %B %P",
                    ])
            }
        }
        func generate(_ module: String, _ template: String) throws {
            let run = try sandbox.runBinary(
                ["gen", module, template, "-q"], in: repository.path, environment: environment)
            #expect(run.exitCode == 0, "\(run.standardError)")
        }
        try generate("HomeBase", "bviper")
        try repository.git(["add", "--all"])
        try repository.git(["commit", "--quiet", "-m", "base"])
        for (branch, modules) in Self.branches {
            try repository.git(["checkout", "--quiet", "-b", branch, "main"])
            for (module, template) in modules { try generate(module, template) }
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", branch])
        }
        try repository.git(["checkout", "--quiet", "main"])
        return repository
    }

    /// The branches and the modules each generates, with their templates; bviper injects into Router.swift.
    static let branches: [(String, [(String, String)])] = [
        ("one", [("AlphaZulu", "bviper")]),
        ("two", [("BravoYankee", "bviper"), ("CharlieXray", "viper")]),
        ("three", [("DeltaWhiskey", "bviper"), ("EchoVictor", "mvvm-r")]),
        ("four", [("FoxtrotUniform", "vip"), ("GolfTango", "bviper"), ("HotelSierra", "viper")]),
        ("five", [("IndiaRomeo", "bviper")]),
    ]
    static let allModules = ["HomeBase"] + branches.flatMap { $0.1.map(\.0) }
    static let bviperModules = ["HomeBase"] + branches.flatMap { $0.1.filter { $0.1 == "bviper" }.map(\.0) }

    /// `git merge branch`, with `environment` overriding git's; the paths left unmerged.
    static func merge(_ branch: String, in repository: GitRepository, environment: [String: String] = [:]) throws
        -> [String]
    {
        _ = try? repository.git(["merge", "--no-edit", branch], environment: environment)
        let unmerged = try repository.git(["diff", "--name-only", "--diff-filter=U"])
        return unmerged.split(separator: "\n").map(String.init)
    }

    /// Checks the merged project and Router.swift: no markers, the project reads, every module is in it once.
    static func expectMerged(_ repository: GitRepository, modules: [String], bviperModules: [String]) throws {
        let projectText = try String(contentsOfFile: repository.path + "/" + project, encoding: .utf8)
        let routerText = try String(contentsOfFile: repository.path + "/" + router, encoding: .utf8)
        #expect(!projectText.contains("<<<<<<<") && !routerText.contains("<<<<<<<"))
        _ = try ProjectFile(bytes: Array(projectText.utf8), path: project)
        for module in modules {
            #expect(projectText.contains("/* \(module) */ = {"), "no group for \(module) in the merged project")
        }
        for module in bviperModules {
            let accessor = "_Routable { shared }"
            let lowered = module.prefix(1).lowercased() + module.dropFirst()
            #expect(routerText.components(separatedBy: "public static var \(lowered): \(module)\(accessor)").count == 2)
        }
    }

    @Test func withTheDriverPlainGitMergeLeavesNoConflictInTheProjectOrRouter() throws {
        let sandbox = try Sandbox()
        let repository = try Self.history(in: sandbox, installDriver: true)
        for (branch, _) in Self.branches {
            let unmerged = try Self.merge(branch, in: repository)
            #expect(unmerged.isEmpty, "\(branch): \(unmerged)")
        }
        try Self.expectMerged(repository, modules: Self.allModules, bviperModules: Self.bviperModules)
        // Every module's files are where the project says, in their targets, and as generated; none outdated.
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]
        let status = try sandbox.runBinary(["status"], in: repository.path, environment: environment)
        #expect(status.exitCode == 0, "\(status.standardOutput)\(status.standardError)")
        let outdated = try sandbox.runBinary(["outdated"], in: repository.path, environment: environment)
        #expect(outdated.exitCode == 0, "\(outdated.standardOutput)\(outdated.standardError)")
    }

    /// One branch removes the newest module while another generates one: in Router.swift the removal takes out the
    /// lines right above the marker, where the other inserts its own. With the driver the merge keeps the new
    /// module's accessor and drops the removed one's, with no conflict (git's own merge conflicts there), and the
    /// project file merges by objects; either way round.
    @Test(arguments: ["removal", "addition"])
    func aRemovalOnOneBranchAndAGenOnAnotherMergeWithoutConflict(merged: String) throws {
        let sandbox = try Sandbox()
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let source = try XcodeProjectGenTests.project(Self.fixture)
        try FileManager.default.createDirectory(
            atPath: repository.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixture.pbxproj, toPath: repository.path + "/" + Self.project)
        try FileManager.default.copyItem(
            atPath: source.path + "/catalogs.yml", toPath: repository.path + "/catalogs.yml")
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]
        try FileManager.default.createDirectory(atPath: sandbox.path + "/home", withIntermediateDirectories: true)
        func vipergen(_ arguments: [String]) throws {
            let run = try sandbox.runBinary(arguments, in: repository.path, environment: environment)
            #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
        }
        func commit(_ message: String) throws {
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", message])
        }
        try vipergen(["merge-driver", "--install"])
        try vipergen(["gen", "HomeBase", "bviper"])
        try vipergen(["gen", "ZuluLedger", "bviper"])
        try commit("base")
        try repository.git(["checkout", "--quiet", "-b", "removal"])
        try vipergen(["remove", "ZuluLedger"])
        try commit("removal")
        try repository.git(["checkout", "--quiet", "-b", "addition", "main"])
        try vipergen(["gen", "YankeeTally", "bviper"])
        try commit("addition")
        try repository.git(["checkout", "--quiet", merged == "removal" ? "addition" : "removal"])
        let unmerged = try Self.merge(merged, in: repository)
        #expect(unmerged.isEmpty, "\(unmerged)")
        try Self.expectMerged(
            repository, modules: ["HomeBase", "YankeeTally"], bviperModules: ["HomeBase", "YankeeTally"])
        let routerText = try String(contentsOfFile: repository.path + "/" + Self.router, encoding: .utf8)
        let projectText = try String(contentsOfFile: repository.path + "/" + Self.project, encoding: .utf8)
        #expect(!routerText.contains("zuluLedger") && !projectText.contains("/* ZuluLedger */ = {"))
        let status = try sandbox.runBinary(["status"], in: repository.path, environment: environment)
        #expect(status.exitCode == 0, "\(status.standardOutput)\(status.standardError)")
    }

    @Test func withoutTheDriverGitConflictsAndResolveResolvesTheProjectAndRouter() throws {
        let sandbox = try Sandbox()
        let repository = try Self.history(in: sandbox, installDriver: false)
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]
        var conflicted: [String] = []
        for (branch, _) in Self.branches {
            let unmerged = try Self.merge(branch, in: repository)
            guard !unmerged.isEmpty else { continue }
            conflicted.append(branch)
            #expect(unmerged.allSatisfy { $0 == Self.project || $0 == Self.router }, "\(branch): \(unmerged)")
            if conflicted.count == 1 {
                let dryRun = try sandbox.runBinary(
                    ["resolve", "--dry-run"], in: repository.path, environment: environment)
                #expect(dryRun.exitCode == 0, "\(dryRun.standardError)")
                #expect(dryRun.standardOutput.contains("would resolve \(Self.project)"))
                #expect(try repository.git(["diff", "--name-only", "--diff-filter=U"]).contains(Self.project))
            }
            let run = try sandbox.runBinary(["resolve"], in: repository.path, environment: environment)
            #expect(run.exitCode == 0, "\(branch): \(run.standardOutput)\(run.standardError)")
            #expect(try repository.git(["diff", "--name-only", "--diff-filter=U"]).isEmpty)
            try repository.git(["commit", "--quiet", "--no-edit"])
        }
        // git's line merge conflicts in the project file as soon as two branches add to the same lists.
        #expect(conflicted.count >= 3, "\(conflicted)")
        try Self.expectMerged(repository, modules: Self.allModules, bviperModules: Self.bviperModules)
        let status = try sandbox.runBinary(["status"], in: repository.path, environment: environment)
        #expect(status.exitCode == 0, "\(status.standardOutput)\(status.standardError)")
    }

    /// What Xcode, Fork or Tower do: run git without the shell's PATH. The driver registered by its path still runs.
    @Test func aMergeFromAClientWithoutTheShellsPathKeepsBothModules() throws {
        let sandbox = try Sandbox()
        let repository = try Self.history(in: sandbox, installDriver: true)
        let guiPath = ["PATH": "/usr/bin:/bin"]
        for branch in ["one", "two"] {
            let unmerged = try Self.merge(branch, in: repository, environment: guiPath)
            #expect(unmerged.isEmpty, "\(branch): \(unmerged)")
        }
        try Self.expectMerged(
            repository, modules: ["HomeBase", "AlphaZulu", "BravoYankee", "CharlieXray"],
            bviperModules: ["HomeBase", "AlphaZulu", "BravoYankee"])
    }

    /// A driver registered by name, as before: a client without the shell's PATH cannot run it, git keeps our side
    /// without markers, and `status` fails, names the files and `resolve`, which merges them.
    @Test func aDriverRegisteredByNameIsCaughtByStatusAndResolved() throws {
        let sandbox = try Sandbox()
        let repository = try Self.history(in: sandbox, installDriver: true, registerBuiltBinary: false)
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]
        #expect(try Self.merge("one", in: repository).isEmpty, "a fast-forward")
        _ = try Self.merge("two", in: repository, environment: ["PATH": "/usr/bin:/bin"])
        let unmerged = try repository.git(["diff", "--name-only", "--diff-filter=U"])
        #expect(unmerged.contains(Self.project), "\(unmerged)")
        // git left our side, no marker: what a user marks resolved without a second look.
        #expect(!(try String(contentsOfFile: repository.path + "/" + Self.project, encoding: .utf8)).contains("<<<<"))
        let status = try sandbox.runBinary(["status"], in: repository.path, environment: environment)
        #expect(status.exitCode == 3, "\(status.standardOutput)\(status.standardError)")
        #expect(status.standardOutput.contains("unmerged"), "\(status.standardOutput)")
        #expect(status.standardOutput.contains("vipergen resolve"), "\(status.standardOutput)")
        #expect(status.standardOutput.contains("merge driver  .gitattributes: "), "\(status.standardOutput)")
        let resolve = try sandbox.runBinary(["resolve"], in: repository.path, environment: environment)
        #expect(resolve.exitCode == 0, "\(resolve.standardOutput)\(resolve.standardError)")
        #expect(resolve.standardError.contains("vipergen merge-driver --install"), "\(resolve.standardError)")
        try Self.expectMerged(
            repository, modules: ["HomeBase", "AlphaZulu", "BravoYankee", "CharlieXray"],
            bviperModules: ["HomeBase", "AlphaZulu", "BravoYankee"])
    }

    /// A team adopting vipergen: two branches each generate the first bviper module, so each creates Router.swift
    /// (git's add/add), on different days. With the driver the merge has no conflict; without it, `resolve` leaves
    /// none. The header of the shared file names nobody, and both accessors are kept.
    @Test(arguments: [true, false])
    func twoBranchesThatEachCreateRouterMergeWithoutAConflict(installDriver: Bool) throws {
        let sandbox = try Sandbox()
        let repository = try GitRepository(at: sandbox.path + "/repo")
        let source = try XcodeProjectGenTests.project(Self.fixture)
        try FileManager.default.createDirectory(
            atPath: repository.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixture.pbxproj, toPath: repository.path + "/" + Self.project)
        try FileManager.default.copyItem(
            atPath: source.path + "/catalogs.yml", toPath: repository.path + "/catalogs.yml")
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]
        try FileManager.default.createDirectory(atPath: sandbox.path + "/home", withIntermediateDirectories: true)
        if installDriver {
            let install = try sandbox.runBinary(
                ["merge-driver", "--install"], in: repository.path, environment: environment)
            #expect(install.exitCode == 0, "\(install.standardError)")
        }
        try repository.git(["add", "--all"])
        try repository.git(["commit", "--quiet", "-m", "base"])
        for (branch, module, epoch) in [("ann", "AlphaZulu", "1795305600"), ("bob", "BravoYankee", "1798000000")] {
            try repository.git(["checkout", "--quiet", "-b", branch, "main"])
            var generating = environment
            generating["SOURCE_DATE_EPOCH"] = epoch
            let run = try sandbox.runBinary(
                ["gen", module, "bviper", "-q"], in: repository.path, environment: generating)
            #expect(run.exitCode == 0, "\(run.standardError)")
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", branch])
        }
        try repository.git(["checkout", "--quiet", "main"])
        #expect(try Self.merge("ann", in: repository).isEmpty, "a fast-forward")
        let unmerged = try Self.merge("bob", in: repository)
        if installDriver {
            #expect(unmerged.isEmpty, "\(unmerged)")
        } else {
            #expect(unmerged.contains(Self.router), "git's own merge conflicts: \(unmerged)")
            let resolve = try sandbox.runBinary(["resolve"], in: repository.path, environment: environment)
            #expect(resolve.exitCode == 0, "\(resolve.standardOutput)\(resolve.standardError)")
            #expect(try repository.git(["diff", "--name-only", "--diff-filter=U"]).isEmpty)
            try repository.git(["commit", "--quiet", "--no-edit"])
        }
        try Self.expectMerged(
            repository, modules: ["AlphaZulu", "BravoYankee"], bviperModules: ["AlphaZulu", "BravoYankee"])
        let router = try String(contentsOfFile: repository.path + "/" + Self.router, encoding: .utf8)
        #expect(!router.contains("Created by"), "\(router)")
        let status = try sandbox.runBinary(["status"], in: repository.path, environment: environment)
        #expect(status.exitCode == 0, "\(status.standardOutput)\(status.standardError)")
    }
}
