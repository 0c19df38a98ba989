import Testing

@testable import Liquid

/// The table that numbers a template's fixed paths by their text.
@Suite("Path table")
struct PathTableTests {
    @Test func theSameTextHasOneSlotAndEveryOtherTextItsOwn() {
        // Texts of every length from 1 to 40 bytes, around the eight-byte steps of the hash and the comparison,
        // each written twice, and pairs that differ only in their last byte.
        var texts: [String] = []
        for length in 1...40 {
            let stem = String(repeating: "ab", count: length).prefix(length - 1)
            texts.append(stem + "x")
            texts.append(stem + "y")
        }
        let joined = (texts + texts).joined(separator: " ")
        let bytes = Array(joined.utf8)
        var table = PathTable()
        var slots: [Int] = []
        var start = 0
        for text in texts + texts {
            let range = start..<(start + text.utf8.count)
            slots.append(bytes.withUnsafeBufferPointer { table.slot(range, in: $0) })
            start = range.upperBound + 1
        }
        // 80 distinct texts, past two doublings of the table: numbered in order, then found again.
        #expect(Array(slots.prefix(texts.count)) == Array(0..<texts.count))
        #expect(Array(slots.suffix(texts.count)) == Array(0..<texts.count))
        #expect(table.count == texts.count)
    }
}

/// The segments of a path, held inline up to one.
@Suite("Path segments")
struct PathSegmentsTests {
    @Test func keepsEverySegmentInOrderPastTheInlineOne() {
        var segments = PathSegments()
        var names: [String] = []
        for count in 0...4 {
            #expect(segments.count == count)
            #expect(segments.map(Self.name) == names)
            let name = "s\(count)"
            segments.append(.key(name))
            names.append(name)
        }
    }

    private static func name(_ segment: VariablePath.Segment) -> String {
        if case .key(let name) = segment { return name }
        return "[...]"
    }
}
