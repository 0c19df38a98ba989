import TestHelpers
import Testing

@testable import YAML

@Suite("YAMLParser: hostile input")
struct YAMLRobustnessTests {
    /// The pieces random documents are made of: YAML's indicators, whitespace and a few words.
    private static let pieces = [
        " ", "  ", "\t", "\n", "\r\n", "\r", "- ", "-", ": ", ":", "? ", ",", "[", "]", "{", "}", "#", " #", "&a", "*a",
        "!t", "|", ">", "|-", ">+", "|2", "'", "''", "\"", "\\", "\\x4", "\\u00e9", "%", "@", "---", "...", "key",
        "value", "ключ", "😀", "\u{FEFF}", "~", "null", "1.5",
    ]

    @Test("random documents never crash or hang the parser", arguments: 0..<8)
    func randomDocuments(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
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
