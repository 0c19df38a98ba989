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
