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

    @Test(arguments: ["edited", "missing", "conflict"])
    func aFileNotAsGeneratedExitsThree(change: String) throws {
        let sandbox = try project()
        switch change {
        case "edited": try sandbox.write("// mine\n", to: Self.service)
        case "missing": try FileManager.default.removeItem(atPath: sandbox.path + "/" + Self.service)
        default:
            try sandbox.write("// a\n<<<<<<< yours\n// mine\n=======\n// theirs\n>>>>>>> template\n", to: Self.service)
        }
        let run = sandbox.run(["status"])
        #expect(run.exitCode == 3)
        #expect(ExitCode.notAsGenerated.rawValue == 3)
        let line =
            change == "conflict"
            ? "conflict App/Modules/Cart/CartService.swift:2"
            : "\(change.padding(toLength: 7, withPad: " ", startingAt: 0))  \(Self.service)"
        #expect(run.standardOutput == "Cart (svc 1.0, 2026-11-22): 1 of 2 files changed\n  \(line)\n")
        let (jsonRun, document) = try json(sandbox)
        #expect(jsonRun.exitCode == 3 && document["clean"] as? Bool == false)
        let modules = try #require(document["modules"] as? [[String: Any]])
        let files = try #require(modules.first?["files"] as? [[String: Any]])
        let file = try #require(files.first { $0["path"] as? String == Self.service })
        #expect(file["state"] as? String == (change == "missing" ? "missing" : "edited"))
        #expect(file["conflict_line"] as? Int == (change == "conflict" ? 2 : nil))
        // --exit-zero reports the same and exits 0.
        let relaxed = sandbox.run(["status", "--exit-zero"])
        #expect(relaxed.exitCode == 0 && relaxed.standardOutput == run.standardOutput)
        let (relaxedJSON, relaxedDocument) = try json(sandbox, ["--exit-zero"])
        #expect(relaxedJSON.exitCode == 0 && relaxedDocument["clean"] as? Bool == false)
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
        #expect(run.standardOutput.hasPrefix("conflict  \(router):3  (an injection target)\n"), "\(run.standardOutput)")
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
        #expect(run.standardOutput.hasPrefix("conflict  App.xcodeproj/project.pbxproj:5  (the Xcode project)\n"))
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
