import Foundation
import TestHelpers
import Testing

@testable import TextMerge

/// The diff must read exactly as `diff -u` prints it, which is what people and review tools expect.
@Suite("Unified diff")
struct UnifiedDiffTests {
    static let cases: [(String, String)] = [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("", "new\nfile\n"),
        (
            "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\ntwelve\n",
            "one\n2\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\n12\nthirteen\n"
        ),
        ("x\ny\nz\n", "z\ny\nx\n"),
        ("keep\nremove me\nkeep\n", "keep\nkeep\n"),
        (
            (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n",
            (1...40).map { $0 % 9 == 0 ? "changed \($0)" : "line \($0)" }.joined(separator: "\n") + "\n"
        ),
    ]

    @Test(arguments: cases)
    func matchesDiffU(_ old: String, _ new: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-diff-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try old.write(to: folder.appendingPathComponent("old"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", "--label", "a/f", "--label", "b/f", "old", "new"]
        process.currentDirectoryURL = folder
        let expected = String(decoding: try runCapturingOutput(process), as: UTF8.self)
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "a/f", newName: "b/f") == expected)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "same\n", new: "same\n", oldName: "a", newName: "b").isEmpty)
    }
}
