import Files
import Testing

/// `containsBytes` against a plain search of every offset, on texts around the eight-byte words it reads.
@Suite("Searching bytes for bytes")
struct ContainsBytesTests {
    /// The plain search: every offset compared.
    static func plainlyContains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        needle.isEmpty
            || (0..<max(0, haystack.count - needle.count + 1)).contains {
                haystack[$0..<$0 + needle.count].elementsEqual(needle)
            }
    }

    @Test func agreesWithAPlainSearch() {
        let texts = [
            "", "a", "AlphaEntity", "let x: AlphaEntit", "Alpha Alph AlphaEntity", "AAAAAAAAAAAAAAAAB",
            "0123456AlphaEntity89", "xxxxxxxxxxxxxxxxxxxxxxxAlphaEntity", "é AlphaEntity é",
        ]
        let needles = ["", "A", "AlphaEntity", "AB", "AAAAAAAAB", "Entity", "é", "y89", "ZZ"]
        for text in texts {
            for needle in needles {
                let haystack = Array(text.utf8)
                let pattern = Array(needle.utf8)
                let found = haystack.withUnsafeBufferPointer { h in pattern.withUnsafeBufferPointer(h.containsBytes) }
                #expect(found == Self.plainlyContains(haystack, pattern), "\(needle) in \(text)")
            }
        }
    }
}
