import XcodeProject

/// What an edit of an Xcode project does, counted for the plan's line of the project file: the text is the report's.
public struct ProjectEditCount: Sendable, Equatable {
    /// File references added.
    public var files = 0
    /// Groups created.
    public var groups = 0
    /// Files added to each target's build phases, in the order the targets first gained one.
    public var byTarget: [TargetFiles] = []
    /// File references removed.
    public var removed = 0

    /// An edit that adds and removes nothing.
    public init() {}

    /// The counts of `changes`; `nil` when they add and remove nothing (every file was referenced already).
    public init?(_ changes: [ProjectChange]) {
        for change in changes {
            switch change {
            case .removedFileReference: removed += 1
            case .addedFileReference: files += 1
            case .createdGroup: groups += 1
            case .addedToBuildPhase(_, let target, _):
                if let index = byTarget.firstIndex(where: { $0.target == target }) {
                    byTarget[index].files += 1
                } else {
                    byTarget.append(TargetFiles(target: target, files: 1))
                }
            default: break
            }
        }
        if files + groups + byTarget.count + removed == 0 { return nil }
    }

    /// How many files an edit added to one target.
    public struct TargetFiles: Sendable, Equatable {
        /// The target's name.
        public var target: String
        /// The files added to its build phases.
        public var files: Int

        /// `files` added to `target`.
        public init(target: String, files: Int) {
            self.target = target
            self.files = files
        }
    }
}
