/// The text that splices make of a file's bytes, read in place without being built: what an edit's additions make
/// of the file, for the removal step to look at as it would look at that file read again.
///
/// Offsets are offsets of the spliced text; `start(of:)` and `end(of:)` say where a value of the original went.
/// `splices(cutting:)` turns cuts of this text into splices of the original, so that additions and removals are
/// made in one pass over the original bytes.
package struct SplicedText: ByteText, Sendable {
    /// A run of the spliced text: bytes of the original, or the text of a splice.
    private struct Segment: Sendable {
        enum Source: Sendable {
            /// The original's bytes from this offset on.
            case original(from: Int)
            /// The text of the splice at this index of `splices`.
            case splice(Int)
        }

        /// Where the run starts in the spliced text.
        var start: Int
        var source: Source
    }

    private let original: [UInt8]
    /// The splices in the order `Splice.apply(_:to:)` makes them, each with the range it replaces there: a splice
    /// that starts inside the range of an earlier one goes after it.
    private let splices: [Splice]
    /// The non-empty runs, in order.
    private let segments: [Segment]
    /// For each splice, how many bytes the splices up to it (included) add, in total.
    private let growth: [Int]

    package var startIndex: Int { 0 }
    package let endIndex: Int

    /// The text `splices` make of `original`, as `Splice.apply(_:to:)` makes it.
    package init(_ original: [UInt8], splices: [Splice]) {
        self.original = original
        var ordered: [Splice] = []
        var segments: [Segment] = []
        var growth: [Int] = []
        var total = 0
        var cursor = 0
        var length = 0
        for var splice in Splice.ordered(splices) {
            splice.range = Swift.max(splice.range.lowerBound, cursor)..<Swift.max(splice.range.upperBound, cursor)
            if cursor < splice.range.lowerBound {
                segments.append(Segment(start: length, source: .original(from: cursor)))
                length += splice.range.lowerBound - cursor
            }
            if !splice.text.isEmpty {
                segments.append(Segment(start: length, source: .splice(ordered.count)))
                length += splice.text.count
            }
            cursor = splice.range.upperBound
            total += splice.text.count - splice.range.count
            growth.append(total)
            ordered.append(splice)
        }
        if cursor < original.count {
            segments.append(Segment(start: length, source: .original(from: cursor)))
            length += original.count - cursor
        }
        self.splices = ordered
        self.segments = segments
        self.growth = growth
        endIndex = length
    }

    package subscript(position: Int) -> UInt8 {
        var low = 0
        var high = segments.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if segments[middle].start <= position {
                low = middle
            } else {
                high = middle
            }
        }
        let offset = position - segments[low].start
        switch segments[low].source {
        case .original(let start): return original[start + offset]
        case .splice(let index): return splices[index].text[offset]
        }
    }

    /// Where a value that starts at `offset` of the original starts here: after any text inserted at `offset`.
    func start(of offset: Int) -> Int {
        offset + growth(ofSplicesEndingBefore: offset, orAt: true)
    }

    /// Where a value that ends at `offset` of the original (its last byte before it) ends here: before any text
    /// inserted at `offset`.
    func end(of offset: Int) -> Int {
        offset + growth(ofSplicesEndingBefore: offset, orAt: false)
    }

    /// How many bytes the splices that end before `offset` (or at it, when `orAt`) add.
    private func growth(ofSplicesEndingBefore offset: Int, orAt: Bool) -> Int {
        var low = 0
        var high = splices.count
        while low < high {
            let middle = (low + high) / 2
            let end = splices[middle].range.upperBound
            if end < offset || (orAt && end == offset) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low == 0 ? 0 : growth[low - 1]
    }

    /// The splices of the original that make this text without what `cuts` (ranges of this text, overlapping or
    /// not) cover: the original's bytes in a cut are cut, and each splice keeps what the cuts leave of its text.
    func splices(cutting cuts: [Range<Int>]) -> [Splice] {
        var merged: [Range<Int>] = []
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where !cut.isEmpty {
            if let last = merged.last, cut.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<Swift.max(last.upperBound, cut.upperBound)
            } else {
                merged.append(cut)
            }
        }
        var nextCut = 0
        // The parts of `run` (a range of this text) that the cuts cover, in order.
        func cutParts(of run: Range<Int>) -> [Range<Int>] {
            while nextCut < merged.count && merged[nextCut].upperBound <= run.lowerBound {
                nextCut += 1
            }
            var parts: [Range<Int>] = []
            var index = nextCut
            while index < merged.count && merged[index].lowerBound < run.upperBound {
                let cut = merged[index]
                parts.append(Swift.max(cut.lowerBound, run.lowerBound)..<Swift.min(cut.upperBound, run.upperBound))
                index += 1
            }
            return parts
        }
        var result: [Splice] = []
        var position = 0
        var cursor = 0
        // Cuts the parts of the original's bytes from `cursor` to `end` that the cuts cover.
        func copyOriginal(upTo end: Int) {
            guard cursor < end else { return }
            let run = position..<position + (end - cursor)
            for part in cutParts(of: run) {
                let from = cursor + (part.lowerBound - run.lowerBound)
                result.append(Splice(replacing: from..<from + part.count, with: []))
            }
            position = run.upperBound
            cursor = end
        }
        for splice in splices {
            copyOriginal(upTo: splice.range.lowerBound)
            let run = position..<position + splice.text.count
            var text: [UInt8] = []
            var kept = run.lowerBound
            for part in cutParts(of: run) {
                text += splice.text[(kept - run.lowerBound)..<(part.lowerBound - run.lowerBound)]
                kept = part.upperBound
            }
            text += splice.text[(kept - run.lowerBound)...]
            if !(splice.range.isEmpty && text.isEmpty) {
                result.append(Splice(replacing: splice.range, with: text))
            }
            position = run.upperBound
            cursor = splice.range.upperBound
        }
        copyOriginal(upTo: original.count)
        return result
    }
}
