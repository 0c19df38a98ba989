import ByteWords
import Testing

/// The searches of eight bytes at a time, against plain byte-by-byte ones.
@Suite("Byte words")
struct ByteWordsTests {
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
                        ByteWords.firstIndex(of: UInt8(ascii: "{"), in: $0, from: start)
                    }
                    #expect(found == expected, "length \(length), target at \(place), from \(start)")
                }
            }
        }
    }

    @Test func findsTheFirstOfSeveralBytesAtEveryPlaceAndFromEveryStart() {
        let targets: [UInt8] = Array("{}\"#/".utf8)
        for length in 0...33 {
            for place in 0...length {
                // Bytes one away from each target around them; a second target later must not win.
                var bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
                if place < length { bytes[place] = targets[place % targets.count] }
                if place + 5 < length { bytes[place + 5] = UInt8(ascii: "/") }
                for start in 0...length {
                    let expected = bytes.indices.first { $0 >= start && targets.contains(bytes[$0]) }
                    let found = bytes.withUnsafeBufferPointer {
                        ByteWords.firstIndex(ofAnyOf: "{}\"#/", in: $0, from: start)
                    }
                    #expect(found == expected, "length \(length), target at \(place), from \(start)")
                }
            }
        }
    }

    @Test func findsTheEndOfTheLastNonASCIIByteAtEveryPlace() {
        for length in 0...33 {
            for place in 0...length {
                // `place == length` leaves the bytes all ASCII; a second high byte before the last must not win.
                var bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
                if place < length { bytes[place] = 0x80 | UInt8(place % 0x80) }
                if place >= 5 { bytes[place - 5] = 0xFF }
                let expected = (bytes.lastIndex { $0 >= 0x80 }).map { $0 + 1 } ?? 0
                let found = bytes.withUnsafeBufferPointer { ByteWords.endOfLastNonASCII(in: $0) }
                #expect(found == expected, "length \(length), high byte at \(place)")
            }
        }
    }

    @Test func aByteWithTheHighBitSetIsNotMistakenForTheTarget() {
        // 0xFB and 0x7B differ only in the high bit; 0x7A and 0x7C borrow into their neighbours.
        let bytes: [UInt8] = [0xFB, 0x7A, 0x7C, 0xFB, 0x00, 0xFF, 0x7A, 0xFB, 0x7B]
        #expect(bytes.withUnsafeBufferPointer { ByteWords.firstIndex(of: 0x7B, in: $0, from: 0) } == 8)
    }

    @Test func matchesMarksExactlyTheEqualBytes() {
        // Every byte value at every position of a word, among neighbours one away from the target (which a borrow
        // would spill into) and bytes with the high bit set.
        for target in [UInt8(0x00), 0x0A, 0x2A, 0x7B, 0x80, 0xFF] {
            for value in UInt8.min...UInt8.max {
                for position in 0..<8 {
                    var bytes: [UInt8] = [
                        target &+ 1, target &- 1, target ^ 0x80, target, 0x00, 0xFF, target &+ 1, 0x7F,
                    ]
                    bytes[position] = value
                    let word = bytes.withUnsafeBytes { ByteWords.load($0.baseAddress!) }
                    var expected: UInt64 = 0
                    for (offset, byte) in bytes.enumerated() where byte == target {
                        expected |= 0x80 << (8 * UInt64(offset))
                    }
                    #expect(ByteWords.matches(of: target, in: word) == expected, "\(bytes), target \(target)")
                }
            }
        }
    }

    @Test func aPairIsFoundWhereTheFirstByteIsDirectlyFollowedByTheSecond() {
        for length in 0...20 {
            for place in 0..<max(length - 1, 1) {
                // `*` alone before the pair, and a `*` as the very last byte, are no match.
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if place > 0 { bytes[place - 1] = UInt8(ascii: "*") }
                if place + 1 < length { (bytes[place], bytes[place + 1]) = (UInt8(ascii: "*"), UInt8(ascii: "/")) }
                if length > 0 && place + 2 < length { bytes[length - 1] = UInt8(ascii: "*") }
                for start in 0...length {
                    let expected = bytes.indices.first {
                        $0 >= start && $0 + 1 < length && bytes[$0] == UInt8(ascii: "*")
                            && bytes[$0 + 1] == UInt8(ascii: "/")
                    }
                    let found = bytes.withUnsafeBufferPointer {
                        ByteWords.firstIndex(of: UInt8(ascii: "*"), followedBy: UInt8(ascii: "/"), in: $0, from: start)
                    }
                    #expect(found == expected, "\(bytes), from \(start)")
                }
            }
        }
    }

    @Test func equalAndHashAgreeWithTheBytesAtEveryLength() {
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x40
                bytes.withUnsafeBytes { a in
                    changed.withUnsafeBytes { b in
                        #expect(!ByteWords.equal(a, b), "length \(length), byte \(position)")
                        #expect(ByteWords.hash(a) != ByteWords.hash(b), "length \(length), byte \(position)")
                    }
                }
            }
            let copy = bytes
            bytes.withUnsafeBytes { a in
                copy.withUnsafeBytes { b in
                    #expect(ByteWords.equal(a, b))
                    #expect(ByteWords.hash(a) == ByteWords.hash(b))
                    #expect(ByteWords.hash(a, seed: 1) != ByteWords.hash(a, seed: 2))
                    #expect(!ByteWords.equal(a, UnsafeRawBufferPointer(rebasing: b.dropLast())) || length == 0)
                }
            }
        }
    }

    @Test func splitAgreesWithTheStandardLibrarysSplitOnEveryPattern() {
        // Every arrangement of separators and other bytes up to eleven long (separators first, last, doubled, none),
        // from a slice that does not start at zero, both with and without the empty runs.
        for length in 0...11 {
            for pattern in 0..<(1 << length) {
                let bytes: [UInt8] = [9, 9] + (0..<length).map { pattern & (1 << $0) != 0 ? 0 : UInt8(65 + $0) } + [9]
                let slice = bytes[2..<(bytes.count - 1)]
                for omitting in [true, false] {
                    let expected = slice.split(separator: 0, omittingEmptySubsequences: omitting)
                    let found = ByteWords.split(slice, separator: 0, omittingEmptySubsequences: omitting)
                    #expect(found.map(Array.init) == expected.map(Array.init), "\(Array(slice)), omitting \(omitting)")
                    #expect(found.map(\.startIndex) == expected.map(\.startIndex), "\(Array(slice))")
                }
            }
        }
    }
}
