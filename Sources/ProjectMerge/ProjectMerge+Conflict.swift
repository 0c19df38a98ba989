extension ProjectMerge {
    /// A place both sides changed incompatibly, written between conflict markers in the result.
    public struct Conflict: Sendable, Equatable, CustomStringConvertible {
        /// How the two sides disagree.
        public enum Kind: Sendable, Equatable {
            /// Both changed the value, differently.
            case changedDifferently
            /// Both added it, differently, and the two cannot be merged (two values that are not lists or
            /// dictionaries).
            case addedDifferently
            /// Ours removed it; theirs changed it.
            case removedInOursChangedInTheirs
            /// Theirs removed it; ours changed it.
            case removedInTheirsChangedInOurs
            /// Ours removed the object; theirs made something refer to it (added a target to a list, moved a file to
            /// another group), which would point at nothing.
            case removedInOursUsedInTheirs
            /// Theirs removed the object; ours made something refer to it.
            case removedInTheirsUsedInOurs
            /// Each side put the object in a different group (both added it, or both moved it): merged, it would be a
            /// child of both, which Xcode shows twice with one of them at a wrong path. The other side's group's
            /// children are written between markers.
            case inTwoGroups(ours: String, theirs: String)
            /// Lines that both changed, in a merge line by line (see `Result.lineMergeReason`).
            case lines
        }

        public var kind: Kind
        /// The object's ID; `nil` for the project file's top-level entries and for conflicting lines.
        public var objectID: String?
        /// The object's `isa`, when known.
        public var isa: String?
        /// The keys from the object (or the top level) down to the value; empty for a whole object.
        public var keyPath: [String]

        /// `PBXNativeTarget 1D6058900D05DD3D006BFB54 buildSettings.SWIFT_VERSION: changed differently on both
        /// sides`.
        public var description: String {
            var place = [isa, objectID].compactMap { $0 }.joined(separator: " ")
            if !keyPath.isEmpty {
                place += (place.isEmpty ? "" : " ") + keyPath.joined(separator: ".")
            }
            let what =
                switch kind {
                case .changedDifferently: "changed differently on both sides"
                case .addedDifferently: "added differently on both sides"
                case .removedInOursChangedInTheirs: "removed in ours, changed in theirs"
                case .removedInTheirsChangedInOurs: "removed in theirs, changed in ours"
                case .removedInOursUsedInTheirs: "removed in ours, referred to by theirs"
                case .removedInTheirsUsedInOurs: "removed in theirs, referred to by ours"
                case .inTwoGroups(let oursGroup, let theirsGroup):
                    "in group \(oursGroup) in ours and in group \(theirsGroup) in theirs; keep it in one"
                case .lines: "lines changed differently on both sides"
                }
            return place.isEmpty ? what : place + ": " + what
        }
    }
}
