import Files
import Foundation
import Testing
import VipergenKit
import VipergenSettings

@testable import VipergenCLI

/// Git catalogs, against a repository made in the test: cloned once into the cache, reused offline, pinned to a
/// ref, refreshed by `catalog update`, and never touching anything outside the cache.
@Suite("Git catalogs")
struct GitCatalogTests {
    /// A sandbox with a catalog repository `origin` whose history is: v1 (tag) -> v2 (main; a second file).
    struct Fixture {
        let sandbox: Sandbox
        let repository: GitRepository
        let first: String
        var cache: String { sandbox.path + "/cache" }
        var environment: [String: String] {
            [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                GitCache.environmentVariable: cache, "HOME": sandbox.path + "/home",
            ]
        }

        init(ref: String? = nil) throws {
            sandbox = try Sandbox()
            repository = try GitRepository(at: sandbox.path + "/origin")
            first = try repository.commit(
                [
                    "greeter/template.yml": Self.spec(summary: "Says hello (v1)", extra: false),
                    "greeter/greeter.liquid": "let greeting = \"v1 {{ module_info.name }}\"\n",
                ], message: "v1")
            try repository.git(["tag", "v1"])
            try repository.git(["branch", "feature"])
            try repository.commit(
                [
                    "greeter/template.yml": Self.spec(summary: "Says hello (v2)", extra: true),
                    "greeter/extra.liquid": "// extra\n",
                ], message: "v2")
            let refLine = ref.map { ", ref: \($0 == "first" ? first : $0)" } ?? ""
            try sandbox.write("catalogs:\n  - {git: ../origin\(refLine)}\n", to: "project/catalogs.yml")
        }

        static func spec(summary: String, extra: Bool) -> String {
            var text =
                "name: greeter\nsummary: \(summary)\ncode_files:\n  - {name: Greeter.swift, path: greeter.liquid}\n"
            if extra { text += "  - {name: Extra.swift, path: extra.liquid}\n" }
            return text
        }

        func run(_ arguments: [String], environment extra: [String: String] = [:]) -> Run {
            sandbox.run(arguments, in: sandbox.path + "/project", environment: environment.merging(extra) { $1 })
        }

        /// The files `template show` lists for the greeter template.
        func shownFiles(_ name: String = "greeter") -> [String] {
            run(["template", "show", name]).standardOutput.split(separator: "\n")
                .filter { $0.hasPrefix("  code") }.map { String($0.split(separator: "/").last ?? "") }
        }

        /// The checkout folders in the cache (temporary folders included, to prove none are left behind).
        func cacheEntries() throws -> [String] {
            let folder = cache + "/git"
            guard FileManager.default.fileExists(atPath: folder) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        }
    }

    @Test func clonesOnFirstUseAndReusesTheCacheOffline() throws {
        let fixture = try Fixture()
        #expect(try fixture.cacheEntries().isEmpty)
        #expect(fixture.shownFiles() == ["SampleGreeter.swift", "SampleExtra.swift"])
        let entries = try fixture.cacheEntries()
        #expect(entries.count == 1)
        #expect(entries[0].hasPrefix("origin-") && entries[0].count == "origin-".count + 12, "\(entries)")

        // With the repository gone, the cached checkout is used: no network, no git needed for the lookup.
        try FileManager.default.moveItem(atPath: fixture.repository.path, toPath: fixture.sandbox.path + "/moved")
        let offline = fixture.run(["template", "show", "greeter"], environment: ["PATH": "/nonexistent"])
        #expect(offline.exitCode == 0, "\(offline.standardError)")
        #expect(offline.standardOutput.contains("<module_path>/Sample/SampleExtra.swift"))
    }

    static let refs: [(ref: String?, files: [String])] = [
        (nil, ["SampleGreeter.swift", "SampleExtra.swift"]),
        ("v1", ["SampleGreeter.swift"]),
        ("main", ["SampleGreeter.swift", "SampleExtra.swift"]),
        ("feature", ["SampleGreeter.swift"]),
        ("first", ["SampleGreeter.swift"]),
    ]

    @Test(arguments: refs)
    func pinsTagsBranchesAndCommits(ref: String?, files: [String]) throws {
        let fixture = try Fixture(ref: ref)
        #expect(fixture.shownFiles() == files)
    }

    @Test func generatesFromThePinnedCheckout() throws {
        let fixture = try Fixture(ref: "v1")
        let project = try Setup.load(
            from: fixture.sandbox.path + "/project", fileSystem: LocalFileSystem(), defaultAuthor: "tester",
            environment: fixture.environment)
        let template = try project.template(named: "greeter").template
        let plan = try Planner(setup: project, fileSystem: LocalFileSystem()).plan(
            .generation(
                GenerationRequest(moduleName: try ModuleName("Cart"), date: CalendarDate(year: 2026, month: 1, day: 2)),
                template: template)
        ).plan
        #expect(plan.files.first?.contents == "let greeting = \"v1 Cart\"\n")
        #expect(template.sourceDescription == fixture.repository.path + "@v1")
    }

    @Test func updateRefreshesABranchAndAFailedUpdateKeepsTheCachedCopy() throws {
        let fixture = try Fixture(ref: "main")
        #expect(fixture.shownFiles().count == 2)
        try fixture.repository.commit(
            [
                "greeter/template.yml": Fixture.spec(summary: "v3", extra: true)
                    + "  - {name: Third.swift, path: extra.liquid}\n"
            ],
            message: "v3")
        #expect(fixture.shownFiles().count == 2, "a cached branch is not refreshed behind the user's back")

        let update = fixture.run(["catalog", "update"])
        #expect(update.exitCode == 0, "\(update.standardError)")
        #expect(update.standardOutput.hasPrefix("updated origin: \(fixture.repository.path)@main at "))
        #expect(fixture.shownFiles() == ["SampleGreeter.swift", "SampleExtra.swift", "SampleThird.swift"])

        try FileManager.default.moveItem(atPath: fixture.repository.path, toPath: fixture.sandbox.path + "/moved")
        let failed = fixture.run(["catalog", "update"])
        #expect(failed.exitCode == 1)
        #expect(failed.standardError.hasPrefix("error: could not clone '\(fixture.repository.path)': fatal: "))
        #expect(failed.standardError.contains("any copy already in vipergen's cache is unchanged"))
        #expect(fixture.shownFiles().count == 3, "the previous checkout is still used")
        let entries = try fixture.cacheEntries()
        #expect(entries.count == 1, "no temporary clone is left behind: \(entries)")
    }

    @Test func aBadURLOrRefIsAClearErrorAndLeavesNothingBehind() throws {
        let fixture = try Fixture()
        let missing = fixture.sandbox.path + "/missing.git"
        try fixture.sandbox.write("catalogs:\n  - git: \(missing)\n", to: "project/catalogs.yml")
        let outsideCache = { Set(try fixture.sandbox.snapshot().keys.filter { !$0.hasPrefix("cache/") }) }
        let before = try outsideCache()
        let run = fixture.run(["template", "show", "greeter"])
        #expect(run.exitCode == 1)
        // The catalog could not be fetched, so the template is looked for where it can be, and the error says why
        // it was not found.
        #expect(
            run.standardError.hasPrefix(
                "error: no template named 'greeter' in the catalogs that could be reached; this catalog could not be "
                    + "fetched:\n  could not clone '\(missing)': fatal: "), "\(run.standardError)")
        #expect(try fixture.cacheEntries().isEmpty)
        #expect(try outsideCache() == before)

        try fixture.sandbox.write("catalogs:\n  - {git: ../origin, ref: v9}\n", to: "project/catalogs.yml")
        let badRef = fixture.run(["template", "show", "greeter"])
        #expect(badRef.exitCode == 1)
        #expect(badRef.standardError.contains("  '\(fixture.repository.path)' has no tag, branch or commit 'v9'"))
        #expect(try fixture.cacheEntries().isEmpty)
    }

    @Test func missingGitOrCacheFolderIsAClearError() throws {
        let fixture = try Fixture()
        let noGit = fixture.run(["template", "list"], environment: ["PATH": "/nonexistent"])
        #expect(noGit.exitCode == 1)
        #expect(
            noGit.standardError.contains(
                "error: the catalog '\(fixture.repository.path)' is a git repository, but no 'git' was found on PATH"))

        let noCache = fixture.sandbox.run(
            ["template", "show", "greeter"], in: fixture.sandbox.path + "/project",
            environment: ["PATH": fixture.environment["PATH"]!])
        #expect(noCache.exitCode == 1)
        #expect(noCache.standardError.contains("  git catalogs need a cache folder: set VIPERGEN_CACHE_DIR"))
    }

    @Test func catalogListNeverClonesAndShowsWhatIsCached() throws {
        let fixture = try Fixture(ref: "v1")
        let before = fixture.run(["catalog", "list"])
        #expect(before.exitCode == 0)
        #expect(
            before.standardOutput.hasPrefix(
                "origin    git       \(fixture.repository.path)@v1  (not cloned yet: 'vipergen catalog update' or any lookup clones it)\n"
            ))
        #expect(try fixture.cacheEntries().isEmpty)

        #expect(fixture.run(["catalog", "update", "origin"]).exitCode == 0)
        let json = try jsonObject(fixture.run(["catalog", "list", "--json"]))
        #expect(json["schema_version"] as? Int == 1)
        #expect(json["kind"] as? String == "catalogs")
        let origin = try #require((json["catalogs"] as? [[String: Any]])?.first)
        #expect(origin["name"] as? String == "origin")
        #expect(origin["kind"] as? String == "git")
        #expect(origin["url"] as? String == fixture.repository.path)
        #expect(origin["ref"] as? String == "v1")
        #expect(origin["available"] as? Bool == true)
        #expect(origin["commit"] as? String == fixture.first)
        #expect(origin["templates"] as? [String] == ["greeter"])
        #expect((origin["path"] as? String)?.hasPrefix(fixture.cache + "/git/origin-") == true)

        let unknown = fixture.run(["catalog", "update", "orign"])
        #expect(unknown.exitCode == 64)
        #expect(
            unknown.standardError.hasPrefix(
                "error: the project has no git catalog named 'orign'; did you mean 'origin'?"))
    }

    @Test func aNameInTwoCatalogsIsReportedAndCatalogSlashNamePicksOne() throws {
        let fixture = try Fixture(ref: "v1")
        try fixture.sandbox.write(
            Fixture.spec(summary: "local copy", extra: true), to: "project/Local/greeter/template.yml")
        try fixture.sandbox.write("local\n", to: "project/Local/greeter/greeter.liquid")
        try fixture.sandbox.write("local\n", to: "project/Local/greeter/extra.liquid")
        try fixture.sandbox.write("catalogs:\n  - Local\n  - {git: ../origin, ref: v1}\n", to: "project/catalogs.yml")
        let list = fixture.run(["template", "list"])
        #expect(list.exitCode == 0, "\(list.standardError)")
        #expect(
            list.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("greeter ") && $0.hasSuffix(" Local/greeter  local copy")
            })
        #expect(
            list.standardError.contains(
                "warning: template 'greeter' is in Local/greeter and in \(fixture.repository.path)@v1; using the first, "
                    + "write 'origin/greeter' for the other\n"))
        #expect(fixture.shownFiles("greeter").count == 2)
        #expect(fixture.shownFiles("origin/greeter") == ["SampleGreeter.swift"])

        let unknown = fixture.run(["template", "show", "orign/greeter"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.hasPrefix("error: no catalog named 'orign'; did you mean 'origin'?"))
    }

    @Test func aCatalogMovedToANewTagMakesModulesOutdatedAndUpdateFollowsIt() throws {
        let fixture = try Fixture(ref: "v1")
        try fixture.repository.git(["tag", "v2"])
        try fixture.sandbox.write(
            "module_path: App\ntest_path: AppTests\ncatalogs:\n  - {git: ../origin, ref: v1}\n",
            to: "project/catalogs.yml")
        #expect(fixture.run(["gen", "Cart", "greeter"]).exitCode == 0)
        #expect(fixture.run(["outdated"]).exitCode == 0)
        let lock = try fixture.sandbox.read("project/.vipergen/modules/Cart/record.json")
        #expect(lock.contains("\"template_commit\" : \"\(fixture.first)\""), "\(lock)")

        try fixture.sandbox.write(
            "module_path: App\ntest_path: AppTests\ncatalogs:\n  - {git: ../origin, ref: v2}\n",
            to: "project/catalogs.yml")
        let outdated = fixture.run(["outdated"])
        #expect(outdated.exitCode == 1)
        #expect(outdated.standardOutput.contains("template source \(fixture.repository.path)@v1 -> "))
        #expect(outdated.standardOutput.contains("template files changed"))
        let update = fixture.run(["update", "--all"])
        #expect(update.exitCode == 0, "\(update.standardError)")
        #expect(try fixture.sandbox.read("project/App/Cart/CartExtra.swift") == "// extra\n")
        #expect(fixture.run(["outdated"]).exitCode == 0)
    }
}
