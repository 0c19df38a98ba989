/// Merges two edits of one text line by line, as diff3 does: what only one side changed is taken from it, what
/// both changed alike is taken once, and what both changed differently is a conflict.
///
/// The merge works on bytes: a line is the bytes up to and including its line feed, so any encoding, CRLF or LF
/// line endings and a missing final newline come through exactly as they are; only the lines the merge decides on
/// change, and conflict markers end with the line ending of our side.
public enum ThreeWayMerge {
    /// What to do where both sides changed the same lines differently.
    public enum ConflictStyle: Sendable, Equatable {
        /// Both versions between conflict markers, for the user to resolve.
        case markers(oursLabel: String, theirsLabel: String)
        /// Both versions and the base's lines between them after `|||||||`, as git's `merge.conflictStyle=diff3`
        /// writes a conflict.
        case diff3(oursLabel: String, baseLabel: String, theirsLabel: String)
        /// Keep our lines.
        case ours
        /// Take their lines.
        case theirs
    }

    /// The merged bytes and how many places conflicted.
    public struct Result: Sendable, Equatable {
        /// The merged bytes, with conflict markers where the style asks for them.
        public var bytes: [UInt8]
        /// How many places both sides changed differently.
        public var conflicts: Int

        /// The merged bytes as text; exact when all three inputs were UTF-8.
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Merges `ours` and `theirs`, both edits of `base`.
    public static func merge(base: String, ours: String, theirs: String, style: ConflictStyle) -> Result {
        merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), style: style)
    }

    /// Merges `ours` and `theirs`, both edits of `base`, byte for byte.
    /// - Parameters:
    ///   - style: What a conflict becomes.
    ///   - markerSize: How many `<`, `=` and `>` a conflict marker has (git's `conflict-marker-size`).
    ///   - insertionAnchor: Lines before which both sides may insert without a conflict: where both sides only
    ///     inserted lines at one place of the base (nothing deleted or changed there) and the base line right after
    ///     is one this accepts (an injection marker, say), both insertions are kept, the one with the smaller bytes
    ///     first, so that the result does not depend on which side is ours; an insertion the other side's holds as one
    ///     run of lines is kept once, in the longer one. With it, lines are independent of each other, as an
    ///     injection target's are: where both sides only deleted lines at one place (a module removed on each
    ///     branch), or one only deleted lines and the other only inserted lines after them before such a line (a
    ///     module removed on one branch, another generated on the other), the lines both kept stay, then the insertion
    ///     (`deletionsAndInsertion`).
    public static func merge(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], style: ConflictStyle, markerSize: Int = 7,
        insertionAnchor: ((ArraySlice<UInt8>) -> Bool)? = nil
    ) -> Result {
        if ours == theirs || theirs == base { return Result(bytes: ours, conflicts: 0) }
        if ours == base { return Result(bytes: theirs, conflicts: 0) }
        let o = LineDiff.lines(of: base)
        let a = LineDiff.lines(of: ours)
        let b = LineDiff.lines(of: theirs)
        let lineEnd = Self.lineEnd(of: a)
        var output: [UInt8] = []
        output.reserveCapacity(max(ours.count, theirs.count))
        var conflicts = 0
        for chunk in chunks(base: o, ours: a, theirs: b) {
            guard chunk.kind == .conflict else {
                for line in chunk.merged { output += line }
                continue
            }
            let (chunkO, chunkA, chunkB) = (chunk.base, chunk.ours, chunk.theirs)
            if chunkO.isEmpty, let insertionAnchor, chunkO.endIndex < o.count, insertionAnchor(o[chunkO.endIndex]) {
                // One side's insertion within the other's, as one run of lines (a module generated on one branch,
                // cherry-picked to the other, which then generated another): the longer one alone. Otherwise both,
                // whole: a line they merely share (a `}`, a blank line) belongs to each.
                if let longer = Self.containing(chunkA, chunkB) {
                    appendEndingLine(longer, to: &output, lineEnd: lineEnd)
                    continue
                }
                let (first, second) =
                    chunkB.joined().lexicographicallyPrecedes(chunkA.joined()) ? (chunkB, chunkA) : (chunkA, chunkB)
                appendEndingLine(first, to: &output, lineEnd: lineEnd)
                for line in second { output += line }
                continue
            }
            if let insertionAnchor,
                let merged = Self.deletionsAndInsertion(
                    base: chunkO, ours: chunkA, theirs: chunkB,
                    beforeAnchor: chunkO.endIndex < o.count && insertionAnchor(o[chunkO.endIndex]))
            {
                appendEndingLine(merged, to: &output, lineEnd: lineEnd)
                continue
            }
            conflicts += 1
            switch style {
            case .ours: for line in chunkA { output += line }
            case .theirs: for line in chunkB { output += line }
            case .markers(let oursLabel, let theirsLabel), .diff3(let oursLabel, _, let theirsLabel):
                let marker = { (character: UInt8) in [UInt8](repeating: character, count: max(markerSize, 1)) }
                let label = { (text: String) in Array((text.isEmpty ? "" : " " + text).utf8) }
                output += marker(UInt8(ascii: "<")) + label(oursLabel) + lineEnd
                appendEndingLine(chunkA, to: &output, lineEnd: lineEnd)
                if case .diff3(_, let baseLabel, _) = style {
                    output += marker(UInt8(ascii: "|")) + label(baseLabel) + lineEnd
                    appendEndingLine(chunkO, to: &output, lineEnd: lineEnd)
                }
                output += marker(UInt8(ascii: "=")) + lineEnd
                appendEndingLine(chunkB, to: &output, lineEnd: lineEnd)
                output += marker(UInt8(ascii: ">")) + label(theirsLabel) + lineEnd
            }
        }
        return Result(bytes: output, conflicts: conflicts)
    }

    /// The merge of one place both sides changed, when each side only deleted lines of `base` there, or one only
    /// deleted lines and the other only inserted lines after all of them and `beforeAnchor`: the lines of `base` that
    /// both kept, then the inserted ones. `nil` for any other pair of changes (a line changed, lines inserted between
    /// others or by both sides), which stays a conflict.
    static func deletionsAndInsertion(
        base: ArraySlice<ArraySlice<UInt8>>, ours: ArraySlice<ArraySlice<UInt8>>,
        theirs: ArraySlice<ArraySlice<UInt8>>, beforeAnchor: Bool
    ) -> ArraySlice<ArraySlice<UInt8>>? {
        guard let ours = change(of: base, to: ours, insertionAllowed: beforeAnchor),
            let theirs = change(of: base, to: theirs, insertionAllowed: beforeAnchor),
            ours.inserted.isEmpty || theirs.inserted.isEmpty
        else { return nil }
        var merged: [ArraySlice<UInt8>] = []
        for (offset, line) in base.enumerated() where ours.kept[offset] && theirs.kept[offset] { merged.append(line) }
        return ArraySlice(merged + ours.inserted + theirs.inserted)
    }

    /// What `side` did to `base`: which of its lines it kept and what it inserted after them. `nil` when it did
    /// anything but delete lines, or (when `insertionAllowed`) insert lines after all of `base`.
    private static func change(
        of base: ArraySlice<ArraySlice<UInt8>>, to side: ArraySlice<ArraySlice<UInt8>>, insertionAllowed: Bool
    ) -> (kept: [Bool], inserted: ArraySlice<ArraySlice<UInt8>>)? {
        if insertionAllowed, side.count > base.count, side.prefix(base.count).elementsEqual(base) {
            return ([Bool](repeating: true, count: base.count), side.dropFirst(base.count))
        }
        // The side's lines as a subsequence of the base's, each matched to the first line left that equals it.
        var kept = [Bool](repeating: false, count: base.count)
        var index = base.startIndex
        for line in side {
            while index < base.endIndex, base[index] != line { index += 1 }
            guard index < base.endIndex else { return nil }
            kept[index - base.startIndex] = true
            index += 1
        }
        return (kept, [])
    }

    /// The one of `a` and `b` that holds the other as one run of lines (line breaks aside); `nil` when neither does.
    private static func containing(
        _ a: ArraySlice<ArraySlice<UInt8>>, _ b: ArraySlice<ArraySlice<UInt8>>
    ) -> ArraySlice<ArraySlice<UInt8>>? {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        let needle = short.map(content(of:))
        let haystack = long.map(content(of:))
        guard !needle.isEmpty else { return long }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return long
        }
        return nil
    }

    /// The line without its line break, so that a line inserted by both sides is found whatever its ending.
    private static func content(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        if end > line.startIndex, line[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > line.startIndex, line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return line[line.startIndex..<end]
    }

    /// The lines, ending the last with `lineEnd` when the text ended without one, so that the marker after them
    /// starts its own line.
    private static func appendEndingLine(
        _ lines: ArraySlice<ArraySlice<UInt8>>, to output: inout [UInt8], lineEnd: [UInt8]
    ) {
        for line in lines { output += line }
        if let last = lines.last, last.last != UInt8(ascii: "\n") { output += lineEnd }
    }

    /// CRLF when the first line of `lines` ends in one, else LF: the line ending of conflict markers.
    static func lineEnd(of lines: [ArraySlice<UInt8>]) -> [UInt8] {
        guard let first = lines.first, first.count >= 2, first.last == UInt8(ascii: "\n"),
            first[first.endIndex - 2] == UInt8(ascii: "\r")
        else { return [UInt8(ascii: "\n")] }
        return [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
    }
}
