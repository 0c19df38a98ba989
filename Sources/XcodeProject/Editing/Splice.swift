/// A change to the original bytes: `text` in place of `range`. An insertion has an empty range, a cut no text.
package struct Splice: Sendable {
    package var range: Range<Int>
    /// The UTF-8 of the new text.
    package var text: [UInt8]

    package init(replacing range: Range<Int>, with text: [UInt8]) {
        self.range = range
        self.text = text
    }

    package init(replacing range: Range<Int>, with text: String) {
        self.init(replacing: range, with: Array(text.utf8))
    }

    package init(inserting text: String, at offset: Int) {
        self.init(replacing: offset..<offset, with: text)
    }

    /// `splices` in the order they are made: by offset, insertions at the same offset in their order in `splices`.
    static func ordered(_ splices: [Splice]) -> [Splice] {
        splices.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
    }

    /// `bytes` with every splice made, in one pass. Splices with text must not overlap others; cuts (splices
    /// without text) may, and together cut what any of them covers.
    package static func apply(_ splices: [Splice], to bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + splices.reduce(0) { $0 + $1.text.count })
        var cursor = 0
        for splice in ordered(splices) {
            let start = max(splice.range.lowerBound, cursor)
            output.append(contentsOf: bytes[cursor..<start])
            output.append(contentsOf: splice.text)
            cursor = max(cursor, splice.range.upperBound)
        }
        output.append(contentsOf: bytes[cursor...])
        return output
    }
}
