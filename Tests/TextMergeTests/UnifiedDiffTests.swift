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
        let folder = try TemporaryFolder("diff")
        try folder.write(old, to: "old")
        try folder.write(new, to: "new")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", "--label", "a/f", "--label", "b/f", "old", "new"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let expected = String(decoding: try runCapturingOutput(process), as: UTF8.self)
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "a/f", newName: "b/f") == expected)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: "same\n", new: "same\n", oldName: "a", newName: "b").isEmpty)
    }
}
