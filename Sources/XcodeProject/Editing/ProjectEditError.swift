/// Why `ProjectFile.adding(_:)`, `removing(_:)`, `editing(adding:removing:)` or a `ProjectEditor` cannot make an
/// edit. Nothing is changed when one throws.
public enum ProjectEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No target has this name; `suggestion` is the closest name, if one is close.
    case unknownTarget(String, available: [String], suggestion: String?)
    /// The target exists but cannot build files: an aggregate or legacy target has no Sources or Resources phase.
    case targetCannotBuildFiles(target: String, isa: String)
    /// A file path is empty, absolute or climbs out of the project folder, or its group path has an empty name.
    case invalidPath(String, reason: String)
    /// `path` is inside the Xcode 16 synchronized folder `folder`, whose files go to `folderTargets`, but the
    /// file was asked for `requested`: the project cannot say that with a file reference.
    case synchronizedFolderTargets(path: String, folder: String, folderTargets: [String], requested: [String])

    /// What is wrong, as a sentence that names the path or target and says what to do.
    public var description: String {
        switch self {
        case .unknownTarget(let name, let available, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            let list =
                available.isEmpty ? "the project has no targets" : "targets: " + available.joined(separator: ", ")
            return "the project has no target named '\(name)'\(hint) (\(list))"
        case .targetCannotBuildFiles(let target, let isa):
            return "target '\(target)' is a \(isa), which compiles and copies no files; choose a native target"
        case .invalidPath(let path, let reason):
            return "cannot add '\(path)': \(reason)"
        case .synchronizedFolderTargets(let path, let folder, let folderTargets, let requested):
            let owners = folderTargets.isEmpty ? "no target" : "targets " + folderTargets.joined(separator: ", ")
            return "\(path) is inside the synchronized folder '\(folder)', whose files go to \(owners), but it was "
                + "asked for \(requested.joined(separator: ", ")); set the file's target membership in Xcode, or "
                + "generate the module outside synchronized folders"
        }
    }
}
