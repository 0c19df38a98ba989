/// A change to the original bytes: `text` in place of `range`. An insertion has an empty range.
struct Splice: Sendable {
    var range: Range<Int>
    var text: String

    init(replacing range: Range<Int>, with text: String) {
        self.range = range
        self.text = text
    }

    init(inserting text: String, at offset: Int) {
        self.init(replacing: offset..<offset, with: text)
    }

    /// `bytes` with every splice made. Splices must not overlap; insertions at the same offset keep their order in
    /// `splices`.
    static func apply(_ splices: [Splice], to bytes: [UInt8]) -> [UInt8] {
        let ordered = splices.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + splices.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for (_, splice) in ordered {
            let start = max(splice.range.lowerBound, cursor)
            output.append(contentsOf: bytes[cursor..<start])
            output.append(contentsOf: splice.text.utf8)
            cursor = max(cursor, splice.range.upperBound)
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }
}
