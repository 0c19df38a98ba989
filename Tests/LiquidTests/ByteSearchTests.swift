import Testing

@testable import Liquid

/// The lexer's search for a byte, eight bytes at a time, against a plain search.
@Suite("Byte search")
struct ByteSearchTests {
    @Test func findsTheFirstByteAtEveryPlaceAndFromEveryStart() {
        for length in 0...33 {
            for place in 0...length {
                // `place == length` puts no target in the buffer; the bytes around it are one away from it.
                var bytes = (0..<length).map { UInt8(ascii: "z") - UInt8($0 % 2) }
                if place < length { bytes[place] = UInt8(ascii: "{") }
                if place + 3 < length { bytes[place + 3] = UInt8(ascii: "{") }
                for start in 0...length {
                    let expected = bytes.indices.first { $0 >= start && bytes[$0] == UInt8(ascii: "{") }
                    let found = bytes.withUnsafeBufferPointer {
                        ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: $0, from: start)
                    }
                    #expect(found == expected, "length \(length), target at \(place), from \(start)")
                }
            }
        }
    }

    @Test func aByteWithTheHighBitSetIsNotMistakenForTheTarget() {
        // 0xFB and 0x7B differ only in the high bit; 0x7A and 0x7C borrow into their neighbours.
        let bytes: [UInt8] = [0xFB, 0x7A, 0x7C, 0xFB, 0x00, 0xFF, 0x7A, 0xFB, 0x7B]
        #expect(bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: 0x7B, in: $0, from: 0) } == 8)
    }
}
