/// Merges two edits of one text line by line, as diff3 does: what only one side changed is taken from it, what
/// both changed alike is taken once, and what both changed differently is a conflict.
public enum ThreeWayMerge {
    /// What to do where both sides changed the same lines differently.
    public enum ConflictStyle: Sendable, Equatable {
        /// Both versions between conflict markers, for the user to resolve.
        case markers(oursLabel: String, theirsLabel: String)
        /// Keep our lines.
        case ours
        /// Take their lines.
        case theirs
    }

    /// The merged text and how many places conflicted.
    public struct Result: Sendable, Equatable {
        /// The merged text, with conflict markers where the style asks for them.
        public var text: String
        /// How many places both sides changed differently.
        public var conflicts: Int
    }

    /// Merges `ours` and `theirs`, both edits of `base`.
    public static func merge(base: String, ours: String, theirs: String, style: ConflictStyle) -> Result {
        if ours == theirs || theirs == base { return Result(text: ours, conflicts: 0) }
        if ours == base { return Result(text: theirs, conflicts: 0) }
        let o = LineDiff.lines(base)
        let a = LineDiff.lines(ours)
        let b = LineDiff.lines(theirs)
        let matchA = LineDiff.matches(o, a)
        let matchB = LineDiff.matches(o, b)
        var output: [Substring] = []
        var conflicts = 0
        var (io, ia, ib) = (0, 0, 0)
        while io < o.count || ia < a.count || ib < b.count {
            // The next base line both sides kept, in order: everything before it is one unstable chunk.
            var sync = io
            while sync < o.count, !(matchA[sync].map { $0 >= ia } == true && matchB[sync].map { $0 >= ib } == true) {
                sync += 1
            }
            let endA = sync < o.count ? matchA[sync]! : a.count
            let endB = sync < o.count ? matchB[sync]! : b.count
            if sync == io, endA == ia, endB == ib {
                output.append(o[io])
                (io, ia, ib) = (io + 1, ia + 1, ib + 1)
                continue
            }
            let chunkO = o[io..<sync]
            let chunkA = a[ia..<endA]
            let chunkB = b[ib..<endB]
            if chunkA.elementsEqual(chunkO) {
                output += chunkB
            } else if chunkB.elementsEqual(chunkO) || chunkA.elementsEqual(chunkB) {
                output += chunkA
            } else {
                conflicts += 1
                switch style {
                case .ours: output += chunkA
                case .theirs: output += chunkB
                case .markers(let oursLabel, let theirsLabel):
                    output.append("<<<<<<< \(oursLabel)")
                    output += chunkA
                    output.append("=======")
                    output += chunkB
                    output.append(">>>>>>> \(theirsLabel)")
                }
            }
            (io, ia, ib) = (sync, endA, endB)
        }
        return Result(text: output.joined(separator: "\n"), conflicts: conflicts)
    }
}
