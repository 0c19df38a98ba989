extension ProjectMerge {
    /// The merged bytes and what conflicted.
    public struct Result: Sendable, Equatable {
        /// The merged file, with conflict markers around each conflict.
        public var bytes: [UInt8]
        /// Each place both sides changed incompatibly, in file order of ours (then theirs' new objects).
        public var conflicts: [Conflict]
        /// Why the inputs were merged line by line, as git merges text, rather than by objects: an input that does
        /// not read as a project file (the reason names it, its line and column); `nil` when merged by objects.
        public var lineMergeReason: String?

        /// Whether the result is ready to commit: no conflict markers in it.
        public var isClean: Bool { conflicts.isEmpty }

        /// The merged bytes as text.
        public var text: String { String(decoding: bytes, as: UTF8.self) }
    }
}
