import Foundation
import TestFileSystems
import TestHelpers
import Testing
import VipergenKit
import XcodeProject

@testable import VipergenCLI

/// `gen` into real Xcode projects (Tests/XcodeProjectTests/Fixtures, sources in its README): the files land in
/// the right groups and targets, the project file changes only by added lines, and every failure leaves it as it
/// was.
@Suite("gen into Xcode projects")
struct XcodeProjectGenTests {
    /// A fixture, with the targets and the folder of sources its README names.
    struct Fixture: CustomStringConvertible, Sendable {
        var name: String
        var appTarget: String
        var testTarget: String?
        var sourceFolder: String
        /// Where the tests go: a plain folder unless the fixture has a synchronized folder for its tests.
        var testFolder = "AppTests"
        /// Whether `sourceFolder` is an Xcode 16 synchronized folder of the app target.
        var synchronized = false
        var description: String { name }

        var pbxproj: String { "\(repositoryRoot)/Tests/XcodeProjectTests/Fixtures/\(name)/project.pbxproj" }
    }

    static let fixtures = [
        Fixture(name: "sequelpro", appTarget: "Sequel Pro", testTarget: "Unit Tests", sourceFolder: "Source"),
        Fixture(
            name: "countries", appTarget: "CountriesSwiftUI", testTarget: "UnitTests",
            sourceFolder: "CountriesSwiftUI/UI/Screens"),
        Fixture(name: "stats", appTarget: "Stats", testTarget: "Tests", sourceFolder: "Stats"),
        Fixture(name: "icecubes", appTarget: "IceCubesApp", testTarget: nil, sourceFolder: "IceCubesApp/App"),
        Fixture(name: "mastodon", appTarget: "Mastodon", testTarget: "MastodonTests", sourceFolder: "Mastodon/Scene"),
        Fixture(
            name: "homeassistant", appTarget: "App", testTarget: "Tests-App", sourceFolder: "Sources/App/Scenes",
            synchronized: true),
        Fixture(
            name: "axterm", appTarget: "AXTerm", testTarget: "AXTermTests", sourceFolder: "AXTerm",
            testFolder: "AXTermTests", synchronized: true),
    ]

    /// A sandbox holding the fixture as `App.xcodeproj` and a catalogs.yml that points at it.
    static func project(_ fixture: Fixture, extraSettings: String = "") throws -> Sandbox {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: fixture.pbxproj, toPath: sandbox.path + "/App.xcodeproj/project.pbxproj")
        let tests = fixture.testTarget.map { "[\"\($0)\"]" } ?? "[]"
        try sandbox.write(
            """
            project_name: App
            author: Jane
            module_path: "\(fixture.sourceFolder)/Modules"
            test_path: "\(fixture.testFolder)/Modules"
            project_targets: ["\(fixture.appTarget)"]
            test_targets: \(tests)
            xcodeproj_path: App.xcodeproj
            \(extraSettings)
            """, to: "catalogs.yml")
        return sandbox
    }

    static func projectBytes(_ sandbox: Sandbox) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: sandbox.path + "/App.xcodeproj/project.pbxproj")))
    }

    /// Whether every line of `old` appears in `new` in the same order: an edit that only adds lines.
    static func onlyAddsLines(from old: [UInt8], to new: [UInt8]) -> Bool {
        let oldLines = old.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var remaining = new.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        for line in oldLines {
            guard let index = remaining.firstIndex(where: { $0.elementsEqual(line) }) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    @Test(arguments: fixtures)
    func generatedFilesLandInTheirGroupsAndTargets(_ fixture: Fixture) throws {
        let sandbox = try Self.project(fixture)
        let before = try Self.projectBytes(sandbox)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let after = try Self.projectBytes(sandbox)
        #expect(Self.onlyAddsLines(from: before, to: after))
        let project = try ProjectFile(bytes: after, path: "project.pbxproj")
        let generated =
            try sandbox.files(under: fixture.sourceFolder + "/Modules")
            + sandbox.files(under: fixture.testFolder + "/Modules")
        // bviper: seven module files, a shared Router and two tests (none in a project without a test target).
        #expect(generated.count == (fixture.name == "icecubes" ? 8 : 10))
        for path in generated {
            let membership = project.membership(ofFileAt: path)
            #expect(membership.isInProject, "\(path) is not in the project")
            let isTest = path.hasPrefix(fixture.testFolder + "/")
            if let target = isTest ? fixture.testTarget : fixture.appTarget {
                #expect(membership.targets.contains(target), "\(path) is not in \(target)")
            }
            // Groups mirror the folders: the chain of group folders ends at the file's folder.
            if !fixture.synchronized || isTest, membership.synchronizedFolder == nil {
                #expect(!membership.groups.isEmpty, "\(path) has no group")
            }
        }
        if fixture.synchronized {
            #expect(run.standardOutput.contains("synchronized folder"))
        }
    }

    @Test(arguments: fixtures.filter { !$0.synchronized })
    func regeneratingWithForceLeavesTheProjectAsItIs(_ fixture: Fixture) throws {
        let sandbox = try Self.project(fixture)
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let once = try Self.projectBytes(sandbox)
        #expect(sandbox.run(["gen", "AgentDetail", "bviper", "--force"]).exitCode == 0)
        #expect(try Self.projectBytes(sandbox) == once)
        #expect(sandbox.run(["gen", "AgentDetail", "bviper", "--force"]).exitCode == 0)
        #expect(try Self.projectBytes(sandbox) == once)
    }

    @Test func aBatchEditsTheProjectOnceWithEveryModule() throws {
        let fixture = Self.fixtures[1]
        let sandbox = try Self.project(fixture)
        let run = sandbox.run(["gen", "bviper", "--modules", "Cart,Checkout,Profile", "--json"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let project = try ProjectFile(bytes: try Self.projectBytes(sandbox), path: "project.pbxproj")
        for module in ["Cart", "Checkout", "Profile"] {
            let path = "\(fixture.sourceFolder)/Modules/\(module)/Presenter/\(module)Presenter.swift"
            #expect(project.membership(ofFileAt: path).targets == [fixture.appTarget])
        }
        // One planned project file for the three modules.
        let plan = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let files = plan?["files"] as? [[String: Any]] ?? []
        #expect(files.filter { $0["role"] as? String == "xcodeproj" }.count == 1)
    }

    @Test func aDryRunShowsTheProjectDiffAndWritesNothing() throws {
        let sandbox = try Self.project(Self.fixtures[1])
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--dry-run"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("modify    App.xcodeproj/project.pbxproj"))
        #expect(run.standardOutput.contains("+++ b/App.xcodeproj/project.pbxproj"))
        #expect(run.standardOutput.contains("/* AgentDetailPresenter.swift in Sources */ = {isa = PBXBuildFile;"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test(arguments: [
        ("conflict", "<<<<<<< HEAD\n", "merge-conflict markers"),
        ("truncated", "", "end of file"),
    ])
    func aBrokenProjectFileIsRefusedWithNothingWritten(kind: String, insert: String, message: String) throws {
        let sandbox = try Self.project(Self.fixtures[1])
        var bytes = try Self.projectBytes(sandbox)
        if kind == "truncated" {
            bytes = Array(bytes.prefix(bytes.count / 2))
        } else {
            let line = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }[40] + 1
            bytes.insert(contentsOf: Array(insert.utf8), at: line)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: sandbox.path + "/App.xcodeproj/project.pbxproj"))
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("App.xcodeproj/project.pbxproj:"))
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aBinaryPropertyListIsNamedWithHowToGetTheTextBack() throws {
        let sandbox = try Self.project(Self.fixtures[0])
        // What `plutil -convert binary1` makes of a project: a header, then bytes that are not UTF-8.
        let binary: [UInt8] = Array("bplist00".utf8) + [0xD5, 0x01, 0x02, 0x03, 0x04, 0x05, 0x5F, 0x10, 0x0F]
        try sandbox.folder.write(binary, to: "App.xcodeproj/project.pbxproj")
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "Cart", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("the project file is a binary property list"), "\(run.standardError)")
        #expect(run.standardError.contains("Xcode saves it in its usual text format"))
        #expect(!run.standardError.contains("not UTF-8"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func anUnknownTargetIsRefusedWithTheProjectsTargets() throws {
        let sandbox = try Self.project(Self.fixtures[1])
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "AgentDetail", "bviper", "--targets", "CountriesSwiftUl"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("no target named 'CountriesSwiftUl'"))
        #expect(run.standardError.contains("did you mean 'CountriesSwiftUI'?"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func aSynchronizedFolderOfTheTargetNeedsNoEdit() throws {
        let fixture = Self.fixtures.first { $0.name == "axterm" }!
        let sandbox = try Self.project(fixture)
        let before = try Self.projectBytes(sandbox)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try Self.projectBytes(sandbox) == before)
        #expect(run.standardOutput.contains("AXTerm is an Xcode 16 synchronized folder of AXTerm"))
    }

    @Test func aFailureAfterTheProjectWriteRestoresItByteForByte() throws {
        let fixture = Self.fixtures[1]
        let sandbox = try Self.project(fixture)
        let before = try sandbox.snapshot()
        // The module's ten files and the lock are created, the project replaced: failing the last creation (the
        // lock, written after the project) undoes a project that was already written.
        let run = sandbox.run(
            ["gen", "AgentDetail", "bviper"], fileSystem: FaultyFileSystem(operation: .create, failAt: 11))
        #expect(run.exitCode == 1, "\(run.standardError)")
        #expect(run.standardError.contains("every file this run wrote has been removed or restored"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func noXcodeprojLeavesTheProjectAlone() throws {
        let sandbox = try Self.project(Self.fixtures[1])
        let before = try Self.projectBytes(sandbox)
        #expect(sandbox.run(["gen", "AgentDetail", "bviper", "--no-xcodeproj"]).exitCode == 0)
        #expect(try Self.projectBytes(sandbox) == before)
    }

    @Test func aGeneratedProjectIsNotEditedUnlessAsked() throws {
        let sandbox = try Self.project(Self.fixtures[1])
        try sandbox.write("name: App\n", to: "project.yml")
        let before = try Self.projectBytes(sandbox)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try Self.projectBytes(sandbox) == before)
        #expect(run.standardOutput.contains("is made by XcodeGen from project.yml"))
        #expect(run.standardOutput.contains("xcodegen generate"))
        let forced = sandbox.run(["gen", "Other", "bviper", "--xcodeproj", "App.xcodeproj"])
        #expect(forced.exitCode == 0, "\(forced.standardError)")
        #expect(try Self.projectBytes(sandbox) != before)
    }

    @Test func statusReportsFilesMissingFromTheProjectOrTheirTargets() throws {
        let sandbox = try Self.project(Self.fixtures[1])
        let original = try Self.projectBytes(sandbox)
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        #expect(!sandbox.run(["status"]).standardOutput.contains("not in"))
        // Someone reverts the project file: every generated file is missing from it.
        try Data(original).write(to: URL(fileURLWithPath: sandbox.path + "/App.xcodeproj/project.pbxproj"))
        let status = sandbox.run(["status"])
        #expect(
            status.standardOutput.contains(
                "not in the Xcode project  CountriesSwiftUI/UI/Screens/Modules/AgentDetail/Presenter/AgentDetailPresenter.swift"
            ), "\(status.standardOutput)")
        let json = sandbox.run(["status", "--json"]).standardOutput
        #expect(json.contains("\"in_project\" : false") || json.contains("\"in_project\": false"))
    }

    /// Ice Cubes has no unit-test target: the module's tests would sit in a folder the app does not have, in no
    /// target. They are left out, and the note says how to have them.
    @Test func withoutAUnitTestTargetTheTestsAreNotGenerated() throws {
        let fixture = try #require(Self.fixtures.first { $0.name == "icecubes" })
        let sandbox = try Self.project(fixture)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            (run.standardOutput + run.standardError).contains(
                "App.xcodeproj has no unit-test target, so the module's tests were not generated; add one in Xcode "
                    + "and name it in catalogs.yml (test_targets: [AppTests])"), "\(run.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/" + fixture.testFolder), "no tests folder")
        #expect(try sandbox.files(under: fixture.sourceFolder + "/Modules/AgentDetail").count == 7)
        #expect(
            !(try String(contentsOfFile: sandbox.path + "/App.xcodeproj/project.pbxproj", encoding: .utf8)).contains(
                "AgentDetailPresenterTests"))
    }
}
