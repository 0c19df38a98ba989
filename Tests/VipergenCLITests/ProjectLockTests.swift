import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenCLI

/// Commands in one project run one after the other (`ProjectLock`): a command waits for the run that holds the
/// project, never takes the journal of a run still writing for a killed run's, and gives up loudly, having done
/// nothing, when it has waited too long.
@Suite("One command at a time in a project")
struct ProjectLockTests {
    static let settings = "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n"

    struct NotLocked: Error {}

    /// The project's folder locked as another process's run holds it.
    static func hold(_ sandbox: Sandbox) throws -> FolderLock {
        guard case .locked(let lock) = LocalFileSystem().tryLocking(sandbox.path) else { throw NotLocked() }
        return lock
    }

    @Test func aLockIsExclusiveUntilReleased() throws {
        let folder = try TemporaryFolder()
        let disk = LocalFileSystem()
        guard case .locked(let first) = disk.tryLocking(folder.path) else {
            Issue.record("the folder could not be locked")
            return
        }
        guard case .busy = disk.tryLocking(folder.path) else {
            Issue.record("a second lock of a held folder was not refused")
            return
        }
        first.release()
        first.release()
        guard case .locked(let second) = disk.tryLocking(folder.path) else {
            Issue.record("the folder could not be locked again after its release")
            return
        }
        second.release()
        guard case .unsupported = disk.tryLocking(folder.path + "/missing") else {
            Issue.record("a missing folder was locked")
            return
        }
    }

    @Test func aCommandWaitsForTheRunThatHoldsTheProjectThenGivesUpHavingDoneNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.settings, to: "catalogs.yml")
        let before = try sandbox.snapshot()
        let held = try Self.hold(sandbox)
        let run = sandbox.run(["gen", "AgentDetail", "bviper"], lockWait: .milliseconds(300))
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("note: waiting for another vipergen run in \(sandbox.path) to finish\n"))
        #expect(run.standardError.contains("error: another vipergen run in \(sandbox.path) has not finished after"))
        #expect(run.standardError.contains("run again once it has finished"))
        #expect(try sandbox.snapshot() == before)
        held.release()
        let next = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(next.exitCode == 0, "\(next.standardError)")
        #expect(!next.standardError.contains("waiting"))
    }

    @Test func theJournalOfARunThatHoldsTheProjectIsLeftToIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.settings, to: "catalogs.yml")
        let empty = try sandbox.snapshot()
        // A run stopped after a few of its changes: its journal and some of its files are there.
        let stopped = try BinaryTests.run(
            ["gen", "AgentDetail", "bviper"], in: sandbox.path, environment: ["VIPERGEN_KILL_AT_CHANGE": "8"],
            executable: BinaryTests.builtExecutable("vipergen-interruptible"))
        #expect(stopped.exitCode == 9)
        let left = try sandbox.snapshot()
        #expect(left.keys.contains(".vipergen-journal.json"))
        // While a process holds the project, that is the journal of a run still writing: nothing touches it.
        let held = try Self.hold(sandbox)
        let waiting = sandbox.run(["status"], lockWait: .milliseconds(200))
        #expect(waiting.exitCode == 1)
        #expect(try sandbox.snapshot() == left)
        // Once nobody holds it, the run was killed: the next command undoes it.
        held.release()
        let next = sandbox.run(["status"])
        #expect(next.standardError.contains("was stopped before it finished"), "\(next.standardError)")
        #expect(try sandbox.snapshot() == empty)
    }

    /// Eight `gen`s started at once into one Xcode project: each waits for the one before, so every module lands
    /// whole, in the project file too, and nothing is left for `status` to report. Before the lock, a run took
    /// another's journal for a killed run's and undid its files, and two runs could each replace the project
    /// file, the later losing the other's module.
    @Test func gensStartedAtOnceIntoOneProjectAllLand() throws {
        let fixture = XcodeProjectGenTests.fixtures.first { $0.name == "countries" }!
        let sandbox = try XcodeProjectGenTests.project(fixture)
        let names = (1...8).map { "Screen\($0)" }
        let runs = try names.map { name in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: BinaryTests.executable)
            process.arguments = ["gen", name, "bviper", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: sandbox.path)
            process.environment = ["SOURCE_DATE_EPOCH": "1795305600", "USER": "tester", "PATH": "/usr/bin:/bin"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in runs { process.waitUntilExit() }
        #expect(runs.map(\.terminationStatus) == Array(repeating: 0, count: names.count))
        let status = sandbox.run(["status"])
        #expect(status.exitCode == 0, "\(status.standardOutput)\(status.standardError)")
        let project = try sandbox.read("App.xcodeproj/project.pbxproj")
        for name in names {
            #expect(try sandbox.files(under: "\(fixture.sourceFolder)/Modules/\(name)/").count == 7)
            #expect(project.contains("\(name)Presenter.swift in Sources"), "\(name) is not in the project")
        }
    }
}
