import TextMerge

extension ProjectMerge {
    /// How conflicts are marked, as git marks them: `<<<<<<< ours`, `=======`, `>>>>>>> theirs`, and, in git's
    /// `diff3` style, the base's version after `||||||| base`.
    public struct ConflictMarkers: Sendable, Equatable {
        /// The label after `<<<<<<<`: git's `HEAD` in a merge.
        public var oursLabel: String
        /// The label after `>>>>>>>`: the branch merged, in a merge.
        public var theirsLabel: String
        /// The label after `|||||||`, which then comes with the base's version between ours and theirs (git's
        /// `merge.conflictStyle=diff3`); `nil` for git's default style, without the base.
        public var baseLabel: String?
        /// How many `<`, `=` and `>` make a marker: git's `%L`, 7 unless `conflict-marker-size` says otherwise;
        /// the same for a merge line by line (an input that is no project).
        public var size: Int

        public init(oursLabel: String = "ours", theirsLabel: String = "theirs", baseLabel: String? = nil, size: Int = 7)
        {
            self.oursLabel = oursLabel
            self.theirsLabel = theirsLabel
            self.baseLabel = baseLabel
            self.size = max(1, size)
        }

        /// The same markers for a merge line by line.
        public var lineStyle: ThreeWayMerge.ConflictStyle {
            guard let baseLabel else { return .markers(oursLabel: oursLabel, theirsLabel: theirsLabel) }
            return .diff3(oursLabel: oursLabel, baseLabel: baseLabel, theirsLabel: theirsLabel)
        }
    }
}
