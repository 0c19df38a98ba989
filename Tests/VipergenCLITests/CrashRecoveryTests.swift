import Foundation
import TestHelpers
import Testing

/// A run killed at any instant (`kill -9`) is undone by the next command: every file as it was before that run,
/// the lock consistent with them, no temporary files left.
@Suite("Crash recovery")
struct CrashRecoveryTests {
    /// A project with three modules from `svc` 1.0, one of them edited by the user, and the template at 1.1: an
    /// `update --all` replaces, merges, creates and deletes files, bases and the lock.
    static func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        try sandbox.write(
            "name: svc\nversion: \"1.0\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n"
                + "  - {name: Old.swift, path: Old.swift.liquid}\n", to: "Templates/svc/template.yml")
        try sandbox.write(
            "final class {{ module_info.name }}Service {\n    func load() {}\n}\n",
            to: "Templates/svc/Service.swift.liquid")
        try sandbox.write("// old\n", to: "Templates/svc/Old.swift.liquid")
        #expect(sandbox.run(["gen", "svc", "--modules", "Cart,Shop,Home"]).exitCode == 0)
        try sandbox.write(
            "// mine\nfinal class ShopService {\n    func load() {}\n}\n", to: "App/Modules/Shop/ShopService.swift")
        try sandbox.write(
            "name: svc\nversion: \"1.1\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n"
                + "  - {name: New.swift, path: New.swift.liquid}\n", to: "Templates/svc/template.yml")
        try sandbox.write(
            "final class {{ module_info.name }}Service {\n    func load() {}\n\n    func save() {}\n}\n",
            to: "Templates/svc/Service.swift.liquid")
        try sandbox.write("// new\n", to: "Templates/svc/New.swift.liquid")
        return sandbox
    }

    /// A copy of `sandbox`'s files in a new sandbox.
    static func copy(_ files: [String: Data]) throws -> Sandbox {
        let copy = try Sandbox()
        for (path, data) in files where !path.hasSuffix("/") {
            _ = try copy.folder.write(Array(data), to: path)
        }
        for path in files.keys where path.hasSuffix("/") {
            _ = try copy.folder.makeFolder(String(path.dropLast()))
        }
        return copy
    }

    @Test func aRunKilledAtEachChangeIsUndoneByTheNextCommand() throws {
        let before = try Self.project().snapshot()
        let finished = try Self.copy(before)
        #expect(finished.run(["update", "--all"]).exitCode == 0)
        let after = try finished.snapshot()
        var killedRuns = 0
        var killedAfterTheLastWrite = 0
        var change = 1
        while change < 200 {
            let sandbox = try Self.copy(before)
            let run = try BinaryTests.run(
                ["update", "--all"], in: sandbox.path, environment: ["VIPERGEN_KILL_AT_CHANGE": "\(change)"],
                executable: BinaryTests.builtExecutable("vipergen-interruptible"))
            if run.exitCode != 9 {
                // The run got past its last change: it finished, with the user's edit merged.
                #expect(run.exitCode == 0, "\(run.standardError)")
                #expect(try sandbox.read("App/Modules/Shop/ShopService.swift").hasPrefix("// mine\n"))
                break
            }
            killedRuns += 1
            // Any command recovers first; the user's edit makes status exit 3, which --exit-zero sets aside here.
            let next = sandbox.run(["status", "--exit-zero"])
            // Killed while it wrote: undone. Killed while it removed its journal, after the last write: done.
            let tree = try sandbox.snapshot()
            #expect(tree == before || tree == after, "killed before change \(change): neither before nor after")
            if tree == after { killedAfterTheLastWrite += 1 }
            #expect(next.exitCode == 0, "killed before change \(change): \(next.standardError)")
            change += 1
        }
        // The update changes the journal, 3 modules' files, their bases and the lock: many places to be killed.
        #expect(killedRuns > 20, "killed \(killedRuns) times")
        // After the last write come only the journal's removal and the cache (its .gitignore, a file written
        // beside its place and renamed), which is no part of the project.
        #expect(
            killedAfterTheLastWrite <= 5, "only removing the journal and keeping the cache come after the last write")
    }

    /// A killed run's journal committed with the half-written module (`git add -A` before any command ran again)
    /// reaches a teammate's clone, where the module is whole: undoing the run there would delete the teammate's
    /// files. Every command there refuses, touching nothing, and says how to be rid of the journal; where it was
    /// written, the next command undoes the run as before.
    @Test func aJournalThatReachedAnotherCopyIsRefusedThere() throws {
        let sandbox = try Self.project()
        let run = try BinaryTests.run(
            ["update", "--all"], in: sandbox.path, environment: ["VIPERGEN_KILL_AT_CHANGE": "12"],
            executable: BinaryTests.builtExecutable("vipergen-interruptible"))
        #expect(run.exitCode == 9)
        let killed = try sandbox.snapshot()
        #expect(killed.keys.contains(".vipergen-journal.json"))
        let clone = try Self.copy(killed)
        for arguments in [["status"], ["gen", "Cart", "svc"], ["update", "--all"]] {
            let refused = clone.run(arguments)
            #expect(refused.exitCode == 1)
            #expect(
                refused.standardError.hasPrefix(
                    "error: \(clone.path)/.vipergen-journal.json is the journal of a vipergen run killed in another "
                        + "copy of this project"))
            #expect(refused.standardError.contains("git rm --cached .vipergen-journal.json"))
            #expect(try clone.snapshot() == killed)
        }
        try FileManager.default.removeItem(atPath: clone.path + "/.vipergen-journal.json")
        #expect(clone.run(["status", "--exit-zero"]).exitCode == 0)
        #expect(sandbox.run(["status", "--exit-zero"]).standardError.hasPrefix("note: a vipergen run in"))
    }

    @Test func theNextCommandSaysWhatItPutBack() throws {
        let sandbox = try Self.project()
        let before = try sandbox.snapshot()
        // Late enough that files were replaced: the journal is written, then the first files.
        let run = try BinaryTests.run(
            ["update", "--all"], in: sandbox.path, environment: ["VIPERGEN_KILL_AT_CHANGE": "12"],
            executable: BinaryTests.builtExecutable("vipergen-interruptible"))
        #expect(run.exitCode == 9)
        #expect(try sandbox.snapshot() != before, "the killed run left the tree half-written")
        let next = sandbox.run(["status"])
        #expect(next.standardError.hasPrefix("note: a vipergen run in \(sandbox.path) was stopped before it finished;"))
        #expect(try sandbox.snapshot() == before)
    }
}
