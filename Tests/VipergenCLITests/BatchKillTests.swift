import Foundation
import TestHelpers
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Large batches killed (`kill -9`) at 50 moments spread over their run, with the real binary: each time, the next
/// command leaves every file as it was before the run or as the finished run writes it (no empty or partial file),
/// and the same command then succeeds. A batch writes a journal of megabytes, and each of its thousands of files is
/// a window in which a kill once left an empty file that wedged every later `gen`.
@Suite("Crash recovery of large batches")
struct BatchKillTests {
    static let points = 50

    /// `names` modules, `Mod0000` on.
    static func modules(_ count: Int) -> String {
        (0..<count).map { "Mod" + String(repeating: "0", count: 4 - String($0).count) + String($0) }.joined(
            separator: ",")
    }

    /// Runs `arguments` in a copy of `before` for every point, killed at that fraction of a finished run's time;
    /// after each kill, `status` (any command recovers first) must leave the tree as before or as after, and the
    /// last killed copy must then finish the same command.
    func killAtPoints(_ arguments: [String], before: [String: Data]) throws {
        let finished = try CrashRecoveryTests.copy(before)
        let start = Date()
        let full = try finished.runBinary(arguments)
        let duration = Date().timeIntervalSince(start)
        try #require(full.exitCode == 0, "\(full.standardError)")
        let after = try finished.snapshot()
        var (undone, done) = (0, 0)
        var last: Sandbox?
        for point in 1...Self.points {
            let sandbox = try CrashRecoveryTests.copy(before)
            let delay = duration * Double(point) / Double(Self.points + 1)
            _ = try BinaryTests.run(arguments, in: sandbox.path) { process in
                usleep(UInt32(delay * 1_000_000))
                kill(process.processIdentifier, SIGKILL)
            }
            let next = sandbox.run(["status", "--exit-zero"])
            #expect(next.exitCode == 0, "killed at \(point): \(next.standardError)")
            let tree = try sandbox.snapshot()
            if tree == before {
                undone += 1
            } else if tree == after {
                done += 1
            } else {
                let wrong = tree.filter { before[$0.key] != $0.value && after[$0.key] != $0.value }.keys.sorted()
                Issue.record("killed at \(point) of \(Self.points): neither before nor after: \(wrong.prefix(5))")
            }
            last = sandbox
        }
        #expect(undone + done == Self.points)
        let again = try #require(last).runBinary(arguments)
        #expect(again.exitCode == 0, "\(again.standardError)")
    }

    @Test func aThousandModuleGenKilledAtFiftyPoints() throws {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: App\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        try killAtPoints(["gen", "bviper", "--modules", Self.modules(1_000), "-q"], before: try sandbox.snapshot())
    }

    @Test func anUpdateOfAllModulesKilledAtFiftyPoints() throws {
        let sandbox = try CrashRecoveryTests.project()
        #expect(sandbox.run(["gen", "svc", "--modules", Self.modules(400), "-q"]).exitCode == 0)
        // The template at 1.2: every module's New.swift replaced; Cart, Shop and Home, from 1.0, have Service.swift
        // merged, New.swift created and Old.swift deleted.
        try sandbox.write(
            "name: svc\nversion: \"1.2\"\ncode_files:\n  - {name: Service.swift, path: Service.swift.liquid}\n"
                + "  - {name: New.swift, path: New.swift.liquid}\n", to: "Templates/svc/template.yml")
        try sandbox.write("// newer\n", to: "Templates/svc/New.swift.liquid")
        try killAtPoints(["update", "--all", "-q"], before: try sandbox.snapshot())
    }
}
