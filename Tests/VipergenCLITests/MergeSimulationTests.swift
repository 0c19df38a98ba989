import Foundation
import TestHelpers
import Testing
import XcodeProject

/// A team's history, simulated: a git repository with a real Xcode project and a catalogs.yml, branches that each
/// generate different modules with the built `vipergen`, merged with plain `git merge`.
///
/// Only the Xcode project and the injected Router.swift are checked: vipergen.lock (one file for every module) is
/// not routed to the driver, and a conflict in it is settled by hand here.
@Suite("Merging branches that generated modules")
struct MergeSimulationTests {
    static let fixture = XcodeProjectGenTests.fixtures.first { $0.name == "mastodon" }!
    static let project = "App.xcodeproj/project.pbxproj"
    static let router = "\(fixture.sourceFolder)/Modules/Router.swift"

    /// The repository on `main` with the project, catalogs.yml and one bviper module (so Router.swift exists), and
    /// branches `one`, `two` and `three` that each generated other modules.
    static func history(in sandbox: Sandbox, installDriver: Bool) throws -> GitRepository {
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
            // git runs the driver's command line: here, the vipergen just built.
            try repository.git(
                [
                    "config", "merge.vipergen.driver",
                    "'\(BinaryTests.executable)' merge-driver --marker-size %L %O %A %B %P",
                ])
        }
        func generate(_ module: String, _ template: String) throws {
            let run = try sandbox.runBinary(
                ["gen", module, template, "-q"], in: repository.path, environment: environment)
            #expect(run.exitCode == 0, "\(run.standardError)")
        }
        try generate("HomeBase", "bviper")
        try repository.git(["add", "--all"])
        try repository.git(["commit", "--quiet", "-m", "base"])
        for (branch, modules) in [
            ("one", [("AlphaZulu", "bviper")]),
            ("two", [("BravoYankee", "bviper"), ("CharlieXray", "viper")]),
            ("three", [("DeltaWhiskey", "bviper"), ("EchoVictor", "mvvm-r")]),
        ] {
            try repository.git(["checkout", "--quiet", "-b", branch, "main"])
            for (module, template) in modules { try generate(module, template) }
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", branch])
        }
        try repository.git(["checkout", "--quiet", "main"])
        return repository
    }

    /// `git merge branch`; the paths left unmerged.
    static func merge(_ branch: String, in repository: GitRepository) throws -> [String] {
        _ = try? repository.git(["merge", "--no-edit", branch])
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
        for branch in ["one", "two", "three"] {
            let unmerged = try Self.merge(branch, in: repository)
            #expect(!unmerged.contains(Self.project) && !unmerged.contains(Self.router), "\(branch): \(unmerged)")
            if !unmerged.isEmpty {
                // vipergen.lock: not routed to the driver (see the suite's note).
                #expect(unmerged == ["vipergen.lock"])
                try repository.git(["checkout", "--ours", "vipergen.lock"])
                try repository.git(["add", "vipergen.lock"])
                try repository.git(["commit", "--quiet", "--no-edit"])
            }
        }
        try Self.expectMerged(
            repository, modules: ["HomeBase", "AlphaZulu", "BravoYankee", "CharlieXray", "DeltaWhiskey", "EchoVictor"],
            bviperModules: ["HomeBase", "AlphaZulu", "BravoYankee", "DeltaWhiskey"])
    }

    @Test func withoutTheDriverGitConflictsAndResolveResolvesTheProjectAndRouter() throws {
        let sandbox = try Sandbox()
        let repository = try Self.history(in: sandbox, installDriver: false)
        #expect(try Self.merge("one", in: repository).isEmpty)
        let unmerged = try Self.merge("two", in: repository)
        #expect(unmerged.contains(Self.project) && unmerged.contains(Self.router), "\(unmerged)")
        let environment = ["HOME": sandbox.path + "/home", "GIT_CONFIG_NOSYSTEM": "1"]

        let dryRun = try sandbox.runBinary(
            ["resolve", "--dry-run", Self.project, Self.router], in: repository.path, environment: environment)
        #expect(dryRun.exitCode == 0, "\(dryRun.standardError)")
        #expect(dryRun.standardOutput.contains("would resolve \(Self.project)"))
        #expect(try repository.git(["diff", "--name-only", "--diff-filter=U"]).contains(Self.project))

        let run = try sandbox.runBinary(
            ["resolve", Self.project, Self.router], in: repository.path, environment: environment)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("resolved  \(Self.project)"))
        #expect(run.standardOutput.contains("resolved  \(Self.router)"))
        let left = try repository.git(["diff", "--name-only", "--diff-filter=U"])
        #expect(!left.contains(Self.project) && !left.contains(Self.router))
        try Self.expectMerged(
            repository, modules: ["HomeBase", "AlphaZulu", "BravoYankee", "CharlieXray"],
            bviperModules: ["HomeBase", "AlphaZulu", "BravoYankee"])
    }
}
