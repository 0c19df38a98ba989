import Files
import Testing

/// `isValidUTF8`, the project reader's check that its input is text, against the standard library's
/// `String(validating:as:)` as the reference.
@Suite("Array.isValidUTF8")
struct ValidUTF8Tests {
    private func reference(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    /// Bytes at the edges of every range table 3-7 uses, and a few inside them.
    private let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0]

    @Test func everyLeadByteWithEdgeContinuationsAgreesWithTheStandardLibrary() {
        for lead in UInt8(0x80)...0xFF {
            for second in edges {
                for third in edges {
                    for fourth in edges {
                        let sequence = [lead, second, third, fourth]
                        // At the start, in the middle of a word, straddling two words of ASCII, and two blocks of sixteen.
                        for padding in [0, 5, 13, 30] {
                            let bytes = Array(repeating: UInt8(ascii: "a"), count: padding) + sequence + [0x20, 0x20]
                            #expect(bytes.isValidUTF8 == reference(bytes), "\(bytes)")
                        }
                        #expect(Array(sequence.prefix(2)).isValidUTF8 == reference(Array(sequence.prefix(2))))
                        #expect(Array(sequence.prefix(3)).isValidUTF8 == reference(Array(sequence.prefix(3))))
                    }
                }
            }
        }
    }

    @Test func textAndTruncatedSequences() {
        let text = Array("// !$*UTF8*$!\n{ name = \"Résumé 日本語 🙂\"; }\n".utf8)
        #expect(text.isValidUTF8)
        #expect([UInt8]().isValidUTF8)
        // Cut anywhere: valid exactly where the standard library says so.
        for end in 0...text.count {
            let prefix = Array(text[..<end])
            #expect(prefix.isValidUTF8 == reference(prefix), "cut at \(end)")
        }
    }

    @Test func randomMostlyASCIIInputsAgreeWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<count).map { _ -> UInt8 in
                Int.random(in: 0..<8, using: &generator) == 0
                    ? UInt8.random(in: 0x80...0xFF, using: &generator) : UInt8.random(in: 0...0x7F, using: &generator)
            }
            #expect(bytes.isValidUTF8 == reference(bytes), "\(bytes)")
        }
    }
}
