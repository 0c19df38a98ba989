/// One thing an edit (`ProjectFile.adding(_:)`, `removing(_:)` or `editing(adding:removing:)`) did, or found
/// already done. Group paths are display names from the main group down, joined by `/`; file paths are relative
/// to the project folder.
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
    /// The file reference for `path` was removed from the group at `groupPath` ("" for the main group, or for a
    /// reference outside the group tree).
    case removedFileReference(path: String, groupPath: String)
    /// The build file of `path` was removed, with its entry in the target's phase; `target` is "" for a phase no
    /// target lists.
    case removedFromBuildPhase(path: String, target: String, phase: String)
    /// The group at `groupPath`, created for a folder, was left empty by the removal and removed.
    case removedGroup(groupPath: String)
    /// The project has no reference to `path`: nothing to remove.
    case notReferenced(path: String)
    /// `path` is inside the Xcode 16 synchronized folder `folder`, which lists no file: nothing to remove.
    case inSynchronizedFolder(path: String, folder: String)
    /// What resolves to `path` is an object of kind `isa` (a version group, a reference proxy), which removing
    /// leaves as is.
    case notRemovable(path: String, isa: String)
    /// The object `id` of kind `isa` names an object removed for `path` elsewhere than in a group's children or a
    /// build phase's files; it is left as is, as is every object the removal does not delete.
    case keptReferrer(path: String, id: String, isa: String)

    /// The change as a line of a report: `added App/Foo.swift to group App`.
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
        case .removedFileReference(let path, let groupPath):
            return "removed \(path) from group \(groupPath.isEmpty ? "(main group)" : groupPath)"
        case .removedFromBuildPhase(let path, let target, let phase):
            return "removed \(path) from \(phase)" + (target.isEmpty ? "" : " of target \(target)")
        case .removedGroup(let groupPath):
            return "removed the empty group \(groupPath)"
        case .notReferenced(let path):
            return "\(path) is not in the project: nothing to remove"
        case .inSynchronizedFolder(let path, let folder):
            return "\(path) is in the synchronized folder \(folder): nothing to remove"
        case .notRemovable(let path, let isa):
            return "\(path) is a \(isa), which is left as is"
        case .keptReferrer(let path, let id, let isa):
            return "\(isa) \(id) still names what was removed for \(path); it is left as is"
        }
    }
}
