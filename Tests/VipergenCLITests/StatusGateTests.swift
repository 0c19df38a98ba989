import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenCLI
@testable import VipergenKit

/// `status` as a CI gate: exit 3 when a generated file is not as vipergen left it, 0 when all are or with
/// `--exit-zero`, and the same verdict in `--json`.
@Suite("vipergen status as a CI gate")
struct StatusGateTests {
    static let service = "App/Modules/Cart/CartService.swift"

    /// Cart generated from the `svc` template of the update tests.
    func project() throws -> Sandbox {
        try UpdateCommandTests().makeProject()
    }

    /// The `clean` verdict and the whole document of `status --json`.
    func json(_ sandbox: Sandbox, _ arguments: [String] = []) throws -> (Run, [String: Any]) {
        let run = sandbox.run(["status", "--json"] + arguments)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return (run, document)
    }

    @Test func aCleanProjectExitsZero() throws {
        let sandbox = try project()
        #expect(sandbox.run(["status"]).exitCode == 0)
        let (run, document) = try json(sandbox)
        #expect(run.exitCode == 0 && document["clean"] as? Bool == true)
        #expect((document["project_conflicts"] as? [Any])?.isEmpty == true)
    }

    @Test func aProjectWithNoModuleIsClean() throws {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 0 && run.standardError == "no modules recorded in .vipergen/modules\n")
    }

    /// The gate's table for a module's own files: what breaks the app exits 3; an edit, the normal life of a
    /// scaffold, is listed and exits 0 unless `--strict`.
    @Test(arguments: [("edited", 0), ("missing", 3), ("conflict", 3)])
    func aFileNotAsGenerated(change: String, exitCode: Int32) throws {
        let sandbox = try project()
        switch change {
        case "edited": try sandbox.write("// mine\n", to: Self.service)
        case "missing": try FileManager.default.removeItem(atPath: sandbox.path + "/" + Self.service)
        default:
            try sandbox.write("// a\n<<<<<<< yours\n// mine\n=======\n// theirs\n>>>>>>> template\n", to: Self.service)
        }
        let run = sandbox.run(["status"])
        #expect(run.exitCode == exitCode, "\(run.standardOutput)\(run.standardError)")
        #expect(ExitCode.broken.rawValue == 3)
        let line =
            change == "conflict"
            ? "conflict App/Modules/Cart/CartService.swift:2"
            : "\(change.padding(toLength: 7, withPad: " ", startingAt: 0))  \(Self.service)"
        // A deleted file's way through is said under the module: it is no other command's to guess.
        let hint =
            change == "missing"
            ? "  'vipergen update Cart --restore' writes the deleted files again; to keep them deleted, delete them in "
                + "Xcode too and run 'vipergen update Cart' (listed, not failing, from then on); 'vipergen remove Cart' "
                + "removes what is left of the module\n" : ""
        #expect(run.standardOutput == "Cart (svc 1.0, 2026-11-22): 1 of 2 files changed\n  \(line)\n" + hint)
        let (jsonRun, document) = try json(sandbox)
        #expect(jsonRun.exitCode == exitCode && document["clean"] as? Bool == (exitCode == 0))
        let modules = try #require(document["modules"] as? [[String: Any]])
        let files = try #require(modules.first?["files"] as? [[String: Any]])
        let file = try #require(files.first { $0["path"] as? String == Self.service })
        #expect(file["state"] as? String == (change == "missing" ? "missing" : "edited"))
        #expect(file["conflict_line"] as? Int == (change == "conflict" ? 2 : nil))
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(
            findings.count == 1 && findings[0]["kind"] as? String == change
                && findings[0]["module"] as? String == "Cart")
        #expect(findings[0]["fails"] as? Bool == (exitCode == 3))
        // --strict fails on every finding; --exit-zero reports the same and exits 0.
        #expect(sandbox.run(["status", "--strict"]).exitCode == 3)
        let relaxed = sandbox.run(["status", "--exit-zero", "--strict"])
        #expect(relaxed.exitCode == 0 && relaxed.standardOutput == run.standardOutput)
        let (relaxedJSON, relaxedDocument) = try json(sandbox, ["--exit-zero", "--strict"])
        #expect(relaxedJSON.exitCode == 0 && relaxedDocument["clean"] as? Bool == false)
    }

    /// A file moved by hand keeps its name: listed as moved, with where it went; it breaks nothing by itself.
    @Test func aMovedFileIsReportedAsMovedNotMissing() throws {
        let sandbox = try project()
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/App/Elsewhere", withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            atPath: sandbox.path + "/" + Self.service, toPath: sandbox.path + "/App/Elsewhere/CartService.swift")
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("moved    \(Self.service): moved to App/Elsewhere/CartService.swift"))
        #expect(sandbox.run(["status", "--strict"]).exitCode == 3)
    }

    /// A file moved outside Xcode (Finder, `git mv`) leaves the project building it from where it was, where Xcode
    /// cannot find it: that fails the gate. Moved in Xcode, the project's reference follows it, and it does not.
    @Test func aFileMovedOutsideXcodeFailsTheGate() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let folder = XcodeProjectGenTests.fixtures[1].sourceFolder + "/Modules/Cart"
        try FileManager.default.moveItem(
            atPath: sandbox.path + "/\(folder)/Entity", toPath: sandbox.path + "/\(folder)/Model")
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3, "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                "moved    \(folder)/Entity/CartEntity.swift: moved to \(folder)/Model/CartEntity.swift outside Xcode, "
                    + "which still builds it from here and cannot find it: move it back, then move it in Xcode"),
            "\(run.standardOutput)")
        let (_, document) = try json(sandbox)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(
            findings.count == 1 && findings[0]["kind"] as? String == "moved" && findings[0]["fails"] as? Bool == true)

        // Xcode renames the group's folder with it.
        var project = try sandbox.read("App.xcodeproj/project.pbxproj")
        let child = try #require(project.range(of: "/* CartEntity.swift */,\n"))
        let path = try #require(project.range(of: "path = Entity;", range: child.upperBound..<project.endIndex))
        project.replaceSubrange(path, with: "path = Model;")
        try sandbox.write(project, to: "App.xcodeproj/project.pbxproj")
        let inXcode = sandbox.run(["status"])
        #expect(inXcode.exitCode == 0, "\(inXcode.standardOutput)")
        #expect(
            inXcode.standardOutput.contains("moved    \(folder)/Entity/CartEntity.swift: moved to \(folder)/Model/"))
    }

    /// A generated file deleted on purpose (in Xcode, so the project no longer builds it) fails the gate until an
    /// `update` leaves it deleted, which records the choice: then it is listed as deleted and passes (`--strict`
    /// fails). Deleted outside Xcode, the project still builds it, and it fails whatever the record says.
    /// `update --restore` writes it again and forgets the choice.
    @Test func aFileAnUpdateLeftDeletedPassesTheGateUnlessXcodeStillBuildsIt() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let entity = XcodeProjectGenTests.fixtures[1].sourceFolder + "/Modules/Cart/Entity/CartEntity.swift"
        let record = ".vipergen/modules/Cart/record.json"
        try FileManager.default.removeItem(atPath: sandbox.path + "/" + entity)
        #expect(sandbox.run(["status"]).exitCode == 3)
        #expect(sandbox.run(["update", "Cart"]).exitCode == 0)
        #expect(try sandbox.read(record).contains("\"deleted\" : true"))
        let stillBuilt = sandbox.run(["status"])
        #expect(stillBuilt.exitCode == 3 && stillBuilt.standardOutput.contains("missing  \(entity)"))
        let (_, built) = try json(sandbox)
        let builtFindings = try #require(built["findings"] as? [[String: Any]])
        #expect(
            builtFindings.first?["message"] as? String == "deleted outside Xcode, which still builds it: "
                + "'vipergen update Cart --restore' writes it again, or delete it in Xcode too")

        // Xcode's delete takes the file's lines out of the project.
        let project = try sandbox.read("App.xcodeproj/project.pbxproj")
        try sandbox.write(
            project.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("CartEntity.swift") }
                .joined(separator: "\n"), to: "App.xcodeproj/project.pbxproj")
        let chosen = sandbox.run(["status"])
        #expect(chosen.exitCode == 0, "\(chosen.standardOutput)")
        #expect(chosen.standardOutput.contains("  deleted  \(entity)\n"))
        #expect(sandbox.run(["status", "--strict"]).exitCode == 3)
        let (_, document) = try json(sandbox)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(
            findings.count == 1 && findings[0]["kind"] as? String == "deleted" && findings[0]["fails"] as? Bool == false
        )

        #expect(sandbox.run(["update", "Cart", "--restore"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.path + "/" + entity))
        #expect(try !sandbox.read(record).contains("\"deleted\""))
        #expect(sandbox.run(["status"]).exitCode == 0)
    }

    @Test func anUnreadableRecordExitsThree() throws {
        let sandbox = try project()
        try sandbox.write("{ not json", to: ".vipergen/modules/Cart/record.json")
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("unreadable record  .vipergen/modules/Cart/record.json: "))
        let (_, document) = try json(sandbox)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["kind"] as? String == "unreadable_record" })
    }

    /// A merge resolved by taking one side of Router.swift (`git checkout --ours`) drops the other branch's
    /// accessor: every file is as generated, the app does not compile. The record knows the module's lines.
    @Test func aLostInjectionExitsThreeAndUpdateRestoresIt() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["gen", "Profile", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["status"]).exitCode == 0)
        let router = try #require(try sandbox.files().first { $0.hasSuffix("/Router.swift") })
        let original = try sandbox.read(router)
        let lines = original.components(separatedBy: "\n")
        // Both of the module's lines, its doc comment and its accessor, as a merge that kept the other side drops.
        let kept = lines.filter { !$0.contains("profile: Profile_Routable") && !$0.contains("/// Profile module") }
        #expect(kept.count == lines.count - 2)
        try sandbox.write(kept.joined(separator: "\n"), to: router)
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("Profile (bviper"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("  lost     \(router): its lines are gone"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("'vipergen update Profile' inserts them again"))
        let (_, document) = try json(sandbox)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 1 && findings[0]["kind"] as? String == "lost_injection")
        #expect(findings[0]["module"] as? String == "Profile" && findings[0]["path"] as? String == router)
        // The way through the message names.
        let update = sandbox.run(["update", "Profile"])
        #expect(update.exitCode == 0, "\(update.standardOutput)\(update.standardError)")
        let restored = try sandbox.read(router)
        #expect(restored == original, "\(restored)")
        #expect(sandbox.run(["status"]).exitCode == 0)
    }

    /// A driver registered by a path that no longer runs (vipergen moved or uninstalled) turns every merge of the
    /// project file into one that keeps our side: the gate fails, and `gen` warns.
    /// A `.vipergen/` line in `.gitignore` (vipergen's folder taken for a cache) keeps the records out of commits:
    /// a clone, CI's, then has no module to check, and the gate would pass on nothing. It fails, here and in such a
    /// clone, naming the rule; ignoring only `.vipergen/cache/` (which ignores itself already) is fine.
    @Test func recordsGitIgnoresFailTheGate() throws {
        let sandbox = try project()
        _ = try GitRepository(at: sandbox.path)
        let environment = [
            "HOME": sandbox.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        try sandbox.write("build/\n.vipergen/\n", to: ".gitignore")
        let run = sandbox.run(["status"], environment: environment)
        #expect(run.exitCode == 3, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "ignored records  .vipergen/modules: git ignores vipergen's module records ('.vipergen/', .gitignore:2)"
            ),
            "\(run.standardOutput)")
        let json = sandbox.run(["status", "--json"], environment: environment)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["kind"] as? String == "ignored_records" && $0["fails"] as? Bool == true })
        // A clone has no records at all: the same.
        try FileManager.default.removeItem(atPath: sandbox.path + "/.vipergen")
        #expect(sandbox.run(["status"], environment: environment).exitCode == 3)
        // Only the bases ignored is no better: update cannot merge without them.
        try sandbox.write("bases/\n", to: ".gitignore")
        let bases = sandbox.run(["status"], environment: environment)
        #expect(bases.exitCode == 3 && bases.standardOutput.contains("the bases of vipergen's module records"))
        for rules in [".vipergen/cache/\n", ".vipergen/*\n!.vipergen/modules/\n"] {
            try sandbox.write(rules, to: ".gitignore")
            #expect(sandbox.run(["status"], environment: environment).exitCode == 0, "\(rules)")
        }
    }

    /// The rule's place is named as written, in any script (git quotes such names in octal unless told not to), and
    /// the finding is about the records, not their bases.
    @Test func anIgnoreRuleInAFolderOfAnotherScriptIsNamedAsWritten() throws {
        let sandbox = try Sandbox()
        _ = try GitRepository(at: sandbox.path)
        let folder = "Моё приложение"
        try sandbox.write("project_name: App\n", to: folder + "/catalogs.yml")
        try sandbox.write(".vipergen/\n", to: folder + "/.gitignore")
        let environment = [
            "HOME": sandbox.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        let run = sandbox.run(["status"], in: sandbox.path + "/" + folder, environment: environment)
        #expect(run.exitCode == 3)
        #expect(
            run.standardOutput.contains("git ignores vipergen's module records ('.vipergen/', \(folder)/.gitignore:1)"),
            "\(run.standardOutput)")
    }

    @Test func aMergeDriverThatCannotRunExitsThree() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        let repository = try GitRepository(at: sandbox.path)
        try sandbox.write("*.pbxproj merge=vipergen\n", to: ".gitattributes")
        try repository.git(["config", "merge.vipergen.driver", "'/nonexistent/vipergen' merge-driver %O %A %B %P"])
        let environment = [
            "HOME": sandbox.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        let gen = sandbox.run(["gen", "AgentDetail", "bviper"], environment: environment)
        #expect(gen.exitCode == 0)
        #expect(
            gen.standardError.contains(
                "warning: git's config runs vipergen's merge driver as '/nonexistent/vipergen', which does not run"),
            "\(gen.standardError)")
        let run = sandbox.run(["status"], environment: environment)
        #expect(run.exitCode == 3, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("merge driver  .gitattributes: git's config runs"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("vipergen merge-driver --install"))
        // Registered by name: it runs from a shell, not from Xcode; said, not failed.
        try repository.git(["config", "merge.vipergen.driver", "sh merge-driver %O %A %B %P"])
        let byName = sandbox.run(["status"], environment: environment)
        #expect(byName.exitCode == 0, "\(byName.standardOutput)\(byName.standardError)")
        #expect(byName.standardOutput.contains("by name"))
    }

    /// A branch that removes the last module takes `.gitattributes`'s lines for the merge driver with it; merged with
    /// a branch that added a module, the project keeps a module whose `Router.swift` no merge goes through the
    /// driver for any more. `status` says so (failing only with `--strict`); `merge-driver --install` routes it again.
    @Test func aMergeThatTookTheDriversLinesAwayIsSaid() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        let repository = try GitRepository(at: sandbox.path)
        let environment = [
            "HOME": sandbox.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        func commit(_ message: String) throws {
            try repository.git(["add", "--all"])
            try repository.git(["commit", "--quiet", "-m", message])
        }
        #expect(sandbox.run(["gen", "Alpha", "bviper"], environment: environment).exitCode == 0)
        #expect(try sandbox.read(".gitattributes").contains("App/Modules/Router.swift merge=vipergen"))
        try commit("Alpha")
        try repository.git(["checkout", "--quiet", "-b", "removal"])
        #expect(sandbox.run(["remove", "Alpha"], environment: environment).exitCode == 0)
        try commit("Remove Alpha")
        try repository.git(["checkout", "--quiet", "main"])
        #expect(sandbox.run(["gen", "Beta", "bviper"], environment: environment).exitCode == 0)
        try commit("Beta")
        // git stops at Router.swift, deleted there and changed here; the deletion of .gitattributes merges cleanly.
        #expect(throws: GitRepository.GitFailure.self) { try repository.git(["merge", "--quiet", "removal"]) }
        try repository.git(["add", "App/Modules/Router.swift"])
        try repository.git(["commit", "--quiet", "--no-edit"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/.gitattributes"))

        let run = sandbox.run(["status"], environment: environment)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "merge driver  .gitattributes: routes no merge of App/Modules/Router.swift to vipergen's merge driver"),
            "\(run.standardOutput)")
        #expect(sandbox.run(["status", "--strict"], environment: environment).exitCode == 3)
        #expect(sandbox.run(["merge-driver", "--install"], environment: environment).exitCode == 0)
        let routed = sandbox.run(["status", "--strict"], environment: environment)
        #expect(routed.exitCode == 0, "\(routed.standardOutput)\(routed.standardError)")
    }

    @Test func aRowOfEqualsSignsIsNoConflictMarker() {
        #expect(ConflictMarkers.firstLine(in: Array("========\n=======x\n<<<<<<<\n// =======\n".utf8)) == nil)
        #expect(ConflictMarkers.firstLine(in: Array("a\r\n=======\r\n".utf8)) == 2)
        #expect(ConflictMarkers.firstLine(in: Array("a\n\n>>>>>>> theirs".utf8)) == 3)
        // Longer markers, as git writes them for `conflict-marker-size=10`.
        #expect(ConflictMarkers.firstLine(in: Array("a\n<<<<<<<<<< ours\n".utf8)) == 2)
        #expect(ConflictMarkers.firstLine(in: Array("a\n==========\n>>>>>>>>>> theirs\n".utf8)) == 3)
    }

    /// A merge that left conflict markers in an injection target (bviper's Router.swift, where every module adds
    /// its accessor) leaves an app that does not compile: status says so.
    @Test func anInjectionTargetWithConflictMarkersExitsThree() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let router = try #require(
            try sandbox.files().first { $0.hasSuffix("/Router.swift") }, "bviper's shared Router.swift")
        var lines = try sandbox.read(router).components(separatedBy: "\n")
        lines.insert(contentsOf: ["<<<<<<<<<< HEAD", "==========", ">>>>>>>>>> shop"], at: 2)
        try sandbox.write(lines.joined(separator: "\n"), to: router)
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3, "\(run.standardError)")
        #expect(
            run.standardOutput.hasPrefix("conflict  \(router):3  (an injection target holds conflict markers)\n"),
            "\(run.standardOutput)")
        let (jsonRun, document) = try json(sandbox)
        #expect(jsonRun.exitCode == 3 && document["clean"] as? Bool == false)
        let conflicts = try #require(document["injection_conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1 && conflicts[0]["path"] as? String == router && conflicts[0]["line"] as? Int == 3)
    }

    @Test func aFileOutsideTheXcodeProjectOrATargetExitsThree() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        let original = try XcodeProjectGenTests.projectBytes(sandbox)
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["status"]).exitCode == 0)
        // Someone reverts the project file: the generated files are in no group and no target.
        try Data(original).write(to: URL(fileURLWithPath: sandbox.path + "/App.xcodeproj/project.pbxproj"))
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3)
        #expect(run.standardOutput.contains("not in the Xcode project"))
        #expect(run.standardOutput.contains(": unchanged\n"), "the files themselves are as generated")
        let (jsonRun, document) = try json(sandbox)
        #expect(jsonRun.exitCode == 3 && document["clean"] as? Bool == false)
        #expect(sandbox.run(["status", "--exit-zero"]).exitCode == 0)
    }

    @Test func aProjectFileWithConflictMarkersExitsThree() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let pbxproj = "App.xcodeproj/project.pbxproj"
        var lines = try sandbox.read(pbxproj).components(separatedBy: "\n")
        lines.insert(contentsOf: ["<<<<<<< HEAD", "=======", ">>>>>>> shop"], at: 4)
        try sandbox.write(lines.joined(separator: "\n"), to: pbxproj)
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3, "\(run.standardError)")
        #expect(
            run.standardOutput.hasPrefix(
                "conflict  App.xcodeproj/project.pbxproj:5  (the Xcode project holds conflict markers)\n"))
        #expect(!run.standardOutput.contains("not in"), "a project that cannot be read is not audited")
        let (jsonRun, document) = try json(sandbox)
        #expect(jsonRun.exitCode == 3 && document["clean"] as? Bool == false)
        let conflicts = try #require(document["project_conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1 && conflicts[0]["path"] as? String == pbxproj && conflicts[0]["line"] as? Int == 5)
        #expect(sandbox.run(["status", "--exit-zero"]).exitCode == 0)
    }

    @Test func theHelpNamesTheExitCodeAndTheOption() throws {
        let help = try Sandbox().run(["status", "--help"]).standardOutput
        #expect(help.contains("Exits 3") && help.contains("--exit-zero"))
    }
}
