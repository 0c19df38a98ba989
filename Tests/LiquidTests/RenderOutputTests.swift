import Testing

@testable import Liquid

/// The render's output buffer and the text made from it, against `Array` and `String(decoding:as:)`.
@Suite("Render output")
struct RenderOutputTests {
    @Test func keepsEveryByteAppendedAcrossGrowth() {
        var output = RenderOutput(capacity: 1)
        var expected: [UInt8] = []
        for length in 0..<200 {
            let piece = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            piece.withUnsafeBufferPointer { output.append($0) }
            expected += piece
            output.append("é\(length)")
            expected += Array("é\(length)".utf8)
        }
        #expect(output.count == expected.count)
        #expect(Array(output.bytes) == expected)
    }

    @Test func textIsWhatDecodingTheWholeMakesWhereverTheLastNonASCIIByteFalls() {
        let ascii = Array(String(repeating: "let value = 1\n", count: 12).utf8)
        // Whole characters, a lone continuation byte, a lead byte cut short, and a four-byte sequence.
        let pieces: [[UInt8]] = [Array("©".utf8), Array("東".utf8), [0x80], [0xE6, 0x9D], Array("🦅".utf8)]
        for piece in pieces {
            for place in stride(from: 0, through: ascii.count, by: 7) {
                var bytes = ascii
                bytes.insert(contentsOf: piece, at: place)
                var output = RenderOutput(capacity: 8)
                bytes.withUnsafeBufferPointer { output.append($0) }
                let expected = String(decoding: bytes, as: UTF8.self)
                #expect(output.text == expected, "\(piece) at \(place)")
                #expect(Array(output.text.utf8) == Array(expected.utf8), "\(piece) at \(place)")
            }
        }
    }
}
