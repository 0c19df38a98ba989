import Testing

@testable import YAML

@Suite("YAMLParser: hostile input")
struct YAMLRobustnessTests {
    /// A small deterministic generator (SplitMix64), so that a failure reproduces.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The pieces random documents are made of: YAML's indicators, whitespace and a few words.
    private static let pieces = [
        " ", "  ", "\t", "\n", "\r\n", "\r", "- ", "-", ": ", ":", "? ", ",", "[", "]", "{", "}", "#", " #", "&a", "*a",
        "!t", "|", ">", "|-", ">+", "|2", "'", "''", "\"", "\\", "\\x4", "\\u00e9", "%", "@", "---", "...", "key",
        "value", "ключ", "😀", "\u{FEFF}", "~", "null", "1.5",
    ]

    @Test("random documents never crash or hang the parser", arguments: 0..<8)
    func randomDocuments(seed: Int) {
        var generator = Generator(state: UInt64(seed))
        for _ in 0..<500 {
            let count = Int.random(in: 0..<40, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
            if let error = parseError(text) {
                #expect(error.line >= 1 && error.column >= 1, "\(text.debugDescription)")
            }
        }
    }

    @Test("deep nesting is an error, not a stack overflow")
    func deepNesting() throws {
        let depth = 100_000
        let flow = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parseError(flow)?.column == 65)
        let block = (0..<200).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        #expect(parseError(block)?.line == 65)
        let compact = String(repeating: "- ", count: depth) + "x"
        #expect(parseError(compact)?.column == 129)
    }

    @Test("a document just under the default size limit parses")
    func sizeLimit() throws {
        let text = (0..<90_000).map { "k\($0): v\n" }.joined()
        #expect(text.utf8.count < 1 << 20)
        #expect(try parse(text).pairs?.count == 90_000)
    }
}
