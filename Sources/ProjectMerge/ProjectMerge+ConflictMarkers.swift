extension ProjectMerge {
    /// How conflicts are marked, as git marks them: `<<<<<<< ours`, `=======`, `>>>>>>> theirs`.
    public struct ConflictMarkers: Sendable, Equatable {
        /// The label after `<<<<<<<`.
        public var oursLabel: String
        /// The label after `>>>>>>>`.
        public var theirsLabel: String
        /// How many `<`, `=` and `>` make a marker: git's `%L`, 7 unless `conflict-marker-size` says otherwise;
        /// the same for a merge line by line (an input that is no project).
        public var size: Int

        public init(oursLabel: String = "ours", theirsLabel: String = "theirs", size: Int = 7) {
            self.oursLabel = oursLabel
            self.theirsLabel = theirsLabel
            self.size = max(1, size)
        }
    }
}
