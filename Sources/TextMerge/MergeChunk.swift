/// A run of a three-way merge of two edits of one sequence (lines of a text, items of a list): what both sides
/// kept, what one side changed, or what both changed differently. Each side's part is a slice of that side's
/// sequence, so its indices say where it is.
public struct MergeChunk<Element: Equatable>: Equatable {
    /// What happened to the run.
    public enum Kind: Sendable, Equatable {
        /// All three sides have the same elements.
        case stable
        /// Only ours changed it: ours is the result.
        case ours
        /// Only theirs changed it: theirs is the result.
        case theirs
        /// Both changed it alike: ours (equal to theirs) is the result.
        case alike
        /// Both changed it differently.
        case conflict
    }

    public var kind: Kind
    public var base: ArraySlice<Element>
    public var ours: ArraySlice<Element>
    public var theirs: ArraySlice<Element>

    /// The elements of the result; empty for a conflict.
    public var merged: ArraySlice<Element> {
        switch kind {
        case .stable, .ours, .alike: ours
        case .theirs: theirs
        case .conflict: []
        }
    }
}

extension ThreeWayMerge {
    /// The chunks of a merge of `ours` and `theirs`, both edits of `base`, as diff3 cuts them: between two base
    /// elements both sides kept in order, what each side has is compared with the base.
    public static func chunks<Element: Equatable>(base o: [Element], ours a: [Element], theirs b: [Element])
        -> [MergeChunk<Element>]
    {
        let matchA = LineDiff.matches(o, a)
        let matchB = LineDiff.matches(o, b)
        var chunks: [MergeChunk<Element>] = []
        var (io, ia, ib) = (0, 0, 0)
        while io < o.count || ia < a.count || ib < b.count {
            // The next base element both sides kept, in order: everything before it is one unstable chunk.
            var sync = io
            while sync < o.count, !(matchA[sync].map { $0 >= ia } == true && matchB[sync].map { $0 >= ib } == true) {
                sync += 1
            }
            let endA = sync < o.count ? matchA[sync]! : a.count
            let endB = sync < o.count ? matchB[sync]! : b.count
            if sync == io, endA == ia, endB == ib {
                // Consecutive stable elements make one chunk.
                if let last = chunks.last, last.kind == .stable, last.base.endIndex == io {
                    chunks[chunks.count - 1] = MergeChunk(
                        kind: .stable, base: o[last.base.startIndex...io], ours: a[last.ours.startIndex...ia],
                        theirs: b[last.theirs.startIndex...ib])
                } else {
                    chunks.append(MergeChunk(kind: .stable, base: o[io...io], ours: a[ia...ia], theirs: b[ib...ib]))
                }
                (io, ia, ib) = (io + 1, ia + 1, ib + 1)
                continue
            }
            let chunkO = o[io..<sync]
            let chunkA = a[ia..<endA]
            let chunkB = b[ib..<endB]
            let kind: MergeChunk<Element>.Kind
            if chunkA.elementsEqual(chunkO) {
                kind = .theirs
            } else if chunkB.elementsEqual(chunkO) {
                kind = .ours
            } else if chunkA.elementsEqual(chunkB) {
                kind = .alike
            } else {
                kind = .conflict
            }
            chunks.append(MergeChunk(kind: kind, base: chunkO, ours: chunkA, theirs: chunkB))
            (io, ia, ib) = (sync, endA, endB)
        }
        return chunks
    }
}
