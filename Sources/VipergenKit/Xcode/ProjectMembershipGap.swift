/// A generated file that the Xcode project does not show, or that misses some of the targets it belongs to.
public struct ProjectMembershipGap: Sendable, Equatable {
    /// The file, absolute.
    public var path: String
    /// `false` when no group or synchronized folder of the project holds the file.
    public var isInProject: Bool
    /// The targets that should build the file and do not.
    public var missingTargets: [String]
}
