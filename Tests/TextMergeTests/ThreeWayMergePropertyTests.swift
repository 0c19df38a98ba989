import Foundation
import TestHelpers
import Testing

@testable import TextMerge

/// The merge over thousands of random triples — duplicate lines, CRLF and LF mixed, texts without a final newline,
/// bytes that are not UTF-8 — checked for what must always hold: no line of either side's edits is lost, no line
/// appears that is in no input, and a side that changed nothing gives the other side's bytes exactly.
@Suite("Three-way merge: properties over random texts")
struct ThreeWayMergePropertyTests {
    /// Lines from a small vocabulary, so that duplicates are common, some holding Latin-1 or stray bytes.
    static let vocabulary: [[UInt8]] = [
        Array("}".utf8), Array("".utf8), Array("    return x".utf8), Array("import UIKit".utf8),
        Array("caf".utf8) + [0xE9], [0xFF, 0xFE, 0x41], Array("// note".utf8), Array("let a = 1".utf8),
        Array("func f() {".utf8), Array("é ü".utf8),
    ]

    static func line(_ generator: inout SeededGenerator, crlf: Bool) -> [UInt8] {
        vocabulary[generator.below(vocabulary.count)] + (crlf ? [13, 10] : [10])
    }

    /// A random text of lines, mostly with one line ending, sometimes without a final newline.
    static func text(_ generator: inout SeededGenerator) -> [ArraySlice<UInt8>] {
        let crlf = generator.below(3) == 0
        var lines = (0..<generator.below(12)).map { _ in
            line(&generator, crlf: generator.below(10) == 0 ? !crlf : crlf)[...]
        }
        if let last = lines.last, generator.below(4) == 0 {
            lines[lines.count - 1] = last[..<(last.endIndex - ending(last))]
        }
        return lines
    }

    /// `lines` with a few random deletions, insertions and replacements.
    static func edited(_ lines: [ArraySlice<UInt8>], _ generator: inout SeededGenerator) -> [ArraySlice<UInt8>] {
        var lines = lines
        let crlf = lines.first.map { $0.count >= 2 && $0[$0.endIndex - 2] == 13 } ?? false
        for _ in 0..<generator.below(4) {
            let index = generator.below(lines.count + 1)
            switch generator.below(3) {
            case 0 where index < lines.count: lines.remove(at: index)
            case 1 where index < lines.count: lines[index] = line(&generator, crlf: crlf)[...]
            default: lines.insert(line(&generator, crlf: crlf)[...], at: index)
            }
        }
        // An edit before the last line may have left a line without its newline in the middle: end it.
        for index in lines.indices.dropLast() where lines[index].last != 10 { lines[index] += [10] }
        return lines
    }

    /// A line without its line ending, so that the ending added after a side's unterminated last line (before a
    /// marker) does not count as a new line.
    static func key(_ line: ArraySlice<UInt8>) -> [UInt8] { Array(line.dropLast(ending(line))) }

    /// How many bytes end `line`: 2 for CRLF, 1 for LF, 0 for none.
    static func ending(_ line: ArraySlice<UInt8>) -> Int {
        guard line.last == 10 else { return 0 }
        return line.count >= 2 && line[line.endIndex - 2] == 13 ? 2 : 1
    }

    /// A base and two random edits of it, as lines and as bytes.
    struct Triple {
        var base: [ArraySlice<UInt8>]
        var ours: [ArraySlice<UInt8>]
        var theirs: [ArraySlice<UInt8>]

        static func bytes(_ lines: [ArraySlice<UInt8>]) -> [UInt8] { lines.reduce(into: []) { $0 += $1 } }

        func merged(_ style: ThreeWayMerge.ConflictStyle) -> ThreeWayMerge.Result {
            ThreeWayMerge.merge(
                base: Self.bytes(base), ours: Self.bytes(ours), theirs: Self.bytes(theirs), style: style)
        }
    }

    /// `count` random triples from `seed`.
    static func triples(seed: UInt64, count: Int) -> [Triple] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let base = text(&generator)
            return Triple(base: base, ours: edited(base, &generator), theirs: edited(base, &generator))
        }
    }

    static func counts(_ lines: [ArraySlice<UInt8>]) -> [[UInt8]: Int] {
        lines.reduce(into: [:]) { $0[key($1), default: 0] += 1 }
    }

    static func isMarker(_ line: [UInt8]) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        return text.hasPrefix("<<<<<<< ") || text.hasPrefix(">>>>>>> ") || text == "======="
    }

    @Test func noEditedLineIsLostAndNoLineIsInvented() {
        for (round, triple) in Self.triples(seed: 2026, count: 3_000).enumerated() {
            let result = triple.merged(.markers(oursLabel: "yours", theirsLabel: "template"))
            let output = Self.counts(LineDiff.lines(of: result.bytes))
            let (inBase, inOurs, inTheirs) = (
                Self.counts(triple.base), Self.counts(triple.ours), Self.counts(triple.theirs)
            )
            for (line, count) in inOurs.merging(inTheirs, uniquingKeysWith: max) {
                let added = max((inOurs[line] ?? 0), (inTheirs[line] ?? 0)) - (inBase[line] ?? 0)
                guard added > 0 else { continue }
                #expect(
                    (output[line] ?? 0) >= added, "round \(round): a line added \(added) times (of \(count)) is lost")
            }
            for line in output.keys where !Self.isMarker(line) {
                #expect(
                    inBase[line] != nil || inOurs[line] != nil || inTheirs[line] != nil,
                    "round \(round): a line in no input: \(line)")
            }
            // Every byte of the output comes in whole lines: it ends with a line feed unless a side's last line did
            // not, and conflict markers always start a line.
            if result.conflicts > 0 {
                for marker in ["<<<<<<< yours", "=======", ">>>>>>> template"] {
                    let bytes = Array(marker.utf8)
                    let lines = LineDiff.lines(of: result.bytes)
                    #expect(lines.contains { Array($0.prefix(bytes.count)) == bytes }, "round \(round)")
                }
            }
            // A side that changed nothing gives the other's bytes exactly.
            let (base, ours, theirs) = (
                Triple.bytes(triple.base), Triple.bytes(triple.ours), Triple.bytes(triple.theirs)
            )
            #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: base, style: .theirs).bytes == ours)
            #expect(ThreeWayMerge.merge(base: base, ours: base, theirs: theirs, style: .ours).bytes == theirs)
        }
    }

    @Test func eachStyleKeepsItsOwnSidesEdits() {
        for triple in Self.triples(seed: 7, count: 1_000) {
            let (inBase, inOurs, inTheirs) = (
                Self.counts(triple.base), Self.counts(triple.ours), Self.counts(triple.theirs)
            )
            for (style, side) in [(ThreeWayMerge.ConflictStyle.ours, inOurs), (.theirs, inTheirs)] {
                let output = Self.counts(LineDiff.lines(of: triple.merged(style).bytes))
                for (line, count) in side where count > (inBase[line] ?? 0) {
                    #expect((output[line] ?? 0) >= count - (inBase[line] ?? 0))
                }
            }
        }
    }
}

/// An injection target's history, at random: the accessor lines of modules above a marker, each branch removing some
/// modules, or one removing some and the other generating others. However the removals fall (next to each other, at
/// the marker, the same module on both sides), the merge keeps exactly the modules neither branch removed and the new
/// ones, in order, with no conflict, whichever side is ours. A branch that both removes and generates where the other
/// removes is a conflict, never a guess: its lines look the same as an edit of the removed module's line.
@Suite("Three-way merge: removed and generated modules in an injection target")
struct InjectionTargetMergePropertyTests {
    static let marker = "    // vipergen:modules\n"

    static func accessor(_ module: Int) -> String {
        "    /// Module\(module)\n    public static var module\(module): Module\(module)_Routable { shared }\n"
    }

    static func router(_ modules: [Int]) -> [UInt8] {
        Array(("final class Router {\n" + modules.map(accessor).joined() + marker + "}\n").utf8)
    }

    @Test func neitherSidesRemovalsNorTheNewModulesAreLost() {
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<2_000 {
            let base = Array(0..<generator.below(8))
            let removedByOurs = Set(base.filter { _ in generator.below(3) == 0 })
            let added = (0..<generator.below(3)).map { 100 + $0 }
            let removedByTheirs = added.isEmpty ? Set(base.filter { _ in generator.below(3) == 0 }) : []
            let ours = base.filter { !removedByOurs.contains($0) }
            let theirs = base.filter { !removedByTheirs.contains($0) } + added
            let expected = Self.router(
                base.filter { !removedByOurs.contains($0) && !removedByTheirs.contains($0) } + added)
            for (a, b) in [(ours, theirs), (theirs, ours)] {
                let result = ThreeWayMerge.merge(
                    base: Self.router(base), ours: Self.router(a), theirs: Self.router(b),
                    style: .markers(oursLabel: "ours", theirsLabel: "theirs"),
                    insertionAnchor: { String(decoding: $0, as: UTF8.self) == Self.marker })
                #expect(
                    result.bytes == expected && result.conflicts == 0,
                    "base \(base), ours \(a), theirs \(b):\n\(result.text)")
            }
        }
    }
}

/// The same random triples merged by `git merge-file`, the reference diff3 merge, where git is on the machine.
@Suite("Three-way merge: against git merge-file")
struct ThreeWayMergeGitTests {
    static let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// git's result for `triple`, and whether it conflicted.
    static func gitMerge(_ triple: ThreeWayMergePropertyTests.Triple, in folder: TemporaryFolder) throws -> (
        bytes: [UInt8], conflicted: Bool
    ) {
        typealias Triple = ThreeWayMergePropertyTests.Triple
        let ours = try folder.write(Triple.bytes(triple.ours), to: "ours")
        let base = try folder.write(Triple.bytes(triple.base), to: "base")
        let theirs = try folder.write(Triple.bytes(triple.theirs), to: "theirs")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git!)
        process.arguments = ["merge-file", "-L", "yours", "-L", "base", "-L", "template", ours, base, theirs]
        try process.run()
        process.waitUntilExit()
        return (Array(try Data(contentsOf: URL(fileURLWithPath: ours))), process.terminationStatus != 0)
    }

    @Test(.enabled(if: git != nil)) func cleanMergesAgreeWithGit() throws {
        let folder = try TemporaryFolder("merge-file")
        var bothClean = 0
        var identical = 0
        var conflictsOnlyHere = 0
        for triple in ThreeWayMergePropertyTests.triples(seed: 99, count: 600) {
            let ours = triple.merged(.markers(oursLabel: "yours", theirsLabel: "template"))
            let reference = try Self.gitMerge(triple, in: folder)
            if ours.conflicts == 0, !reference.conflicted {
                bothClean += 1
                if ours.bytes == reference.bytes { identical += 1 }
            } else if ours.conflicts > 0, !reference.conflicted {
                conflictsOnlyHere += 1
            }
        }
        // Two diff3 merges may align an ambiguous edit differently; they must not differ often, and vipergen must
        // not conflict where git merges cleanly more than rarely (the CRLF files once made that common).
        #expect(bothClean > 300)
        #expect(Double(identical) >= 0.95 * Double(bothClean), "\(identical) of \(bothClean) identical")
        #expect(conflictsOnlyHere <= 30, "\(conflictsOnlyHere) conflicts git did not have")
    }
}
