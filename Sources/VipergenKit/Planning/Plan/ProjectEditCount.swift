import XcodeProject

/// What an edit of an Xcode project does, counted for the plan's line of the project file: the text is the report's.
public struct ProjectEditCount: Sendable, Equatable {
    /// File references added.
    public var files = 0
    /// Groups created.
    public var groups = 0
    /// Files added to each target's build phases, in the order the targets first gained one.
    public var byTarget: [(target: String, files: Int)] = []
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
                    byTarget.append((target, 1))
                }
            default: break
            }
        }
        if files + groups + byTarget.count + removed == 0 { return nil }
    }

    /// The same counts, the targets in the same order.
    public static func == (left: ProjectEditCount, right: ProjectEditCount) -> Bool {
        left.files == right.files && left.groups == right.groups && left.removed == right.removed
            && left.byTarget.elementsEqual(right.byTarget) { $0.target == $1.target && $0.files == $1.files }
    }
}
