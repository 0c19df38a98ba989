import Testing

@testable import XcodeProject

/// A small deterministic generator, so that the splices tried are the same on every run.
private struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A number from 0 up to `bound`, excluded.
    mutating func next(_ bound: Int) -> Int {
        Int((next() >> 33) % UInt64(bound))
    }
}

@Suite("SplicedText: additions read in place, and cut in one pass")
struct SplicedTextTests {
    /// Random insertions and replacements of `original`, none overlapping, some at the same offset.
    private func additions(of original: [UInt8], _ generator: inout Generator) -> [Splice] {
        var splices: [Splice] = []
        var offset = generator.next(4)
        while offset <= original.count {
            let length = generator.next(3) == 0 ? min(generator.next(3), original.count - offset) : 0
            let text = String(repeating: "+", count: generator.next(4)) + "\n"
            splices.append(Splice(replacing: offset..<offset + length, with: text))
            if generator.next(3) == 0 && length == 0 {
                splices.append(Splice(inserting: "*", at: offset))
            }
            offset += length + generator.next(8)
        }
        return splices.shuffled(using: &generator)
    }

    @Test("reading, finding the original's values, and cutting give what building the text would", arguments: 0..<200)
    func matchesBuiltText(seed: Int) {
        var generator = Generator(state: UInt64(seed))
        let original = Array("\tA /* a */,\n\tB /* b */,\n\t);\n{isa = X; children = (C, D, ); };\n".utf8)
        let splices = seed == 0 ? [] : additions(of: original, &generator)
        let built = Splice.apply(splices, to: original)
        let text = SplicedText(original, splices: splices)
        #expect(Array(text) == built)
        // A value of the original is found after the text inserted before it, and ends before the text after it.
        let replaced = splices.filter { !$0.range.isEmpty }.map(\.range)
        for offset in 0..<original.count where !replaced.contains(where: { $0.contains(offset) }) {
            #expect(built[text.start(of: offset)] == original[offset])
            #expect(built[text.end(of: offset + 1) - 1] == original[offset])
        }
        // Cuts of the built text, overlapping or not, made in one pass over the original.
        let cuts = (0..<generator.next(5)).map { _ in
            let start = generator.next(built.count + 1)
            return start..<min(built.count, start + generator.next(12))
        }
        let cutText = Splice.apply(cuts.map { Splice(replacing: $0, with: []) }, to: built)
        #expect(Splice.apply(text.splices(cutting: cuts), to: original) == cutText)
    }
}
