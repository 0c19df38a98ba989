/// The result of `ProjectFile.adding(_:)`: the new file and what changed in it.
public struct ProjectEdit: Sendable {
    /// The whole new project file: the original bytes with the new lines spliced in.
    public var bytes: [UInt8]
    /// What was done, file by file, in the order of the additions.
    public var changes: [ProjectChange]

    public init(bytes: [UInt8], changes: [ProjectChange]) {
        self.bytes = bytes
        self.changes = changes
    }

    /// Whether the edit changed anything: false when every file was already there.
    public var modifiesProject: Bool {
        changes.contains {
            switch $0 {
            case .createdGroup, .addedFileReference, .createdBuildPhase, .addedToBuildPhase: true
            case .alreadyReferenced, .alreadyInBuildPhase, .coveredBySynchronizedFolder: false
            }
        }
    }
}

/// One thing `ProjectFile.adding(_:)` did, or found already done. Group paths are display names from the main
/// group down, joined by `/`; file paths are relative to the project folder.
public enum ProjectChange: Sendable, Hashable, CustomStringConvertible {
    /// A group was created at `groupPath`; `folder` is the folder it stands for, `nil` for a group that adds none.
    case createdGroup(groupPath: String, folder: String?)
    /// A file reference for `path` was added to the group at `groupPath`.
    case addedFileReference(path: String, groupPath: String)
    /// The project already referred to `path`: no reference was added.
    case alreadyReferenced(path: String)
    /// A build phase was created and appended to the target's phases.
    case createdBuildPhase(target: String, phase: String)
    /// `path` was added to the target's phase.
    case addedToBuildPhase(path: String, target: String, phase: String)
    /// The target's phase already listed `path`.
    case alreadyInBuildPhase(path: String, target: String, phase: String)
    /// `path` is inside the Xcode 16 synchronized folder `folder`, which already gives it to `targets`: nothing to
    /// add.
    case coveredBySynchronizedFolder(path: String, folder: String, targets: [String])

    public var description: String {
        switch self {
        case .createdGroup(let groupPath, let folder):
            return "created group \(groupPath)" + (folder.map { " for folder \($0.isEmpty ? "." : $0)" } ?? "")
        case .addedFileReference(let path, let groupPath):
            return "added \(path) to group \(groupPath.isEmpty ? "(main group)" : groupPath)"
        case .alreadyReferenced(let path):
            return "\(path) is already in the project"
        case .createdBuildPhase(let target, let phase):
            return "created the \(phase) phase of target \(target)"
        case .addedToBuildPhase(let path, let target, let phase):
            return "added \(path) to \(phase) of target \(target)"
        case .alreadyInBuildPhase(let path, let target, let phase):
            return "\(path) is already in \(phase) of target \(target)"
        case .coveredBySynchronizedFolder(let path, let folder, let targets):
            let list = targets.isEmpty ? "" : " of \(targets.joined(separator: ", "))"
            return "\(path) is in the synchronized folder \(folder)\(list): nothing to add"
        }
    }
}
