import Files

/// Where recorded files that are gone from their place went: a file moved by hand or by Xcode keeps its name, so a
/// file of the same name elsewhere in the project is taken for it. `status` lists such a file as moved, not missing.
public enum MovedFiles {
    /// Folders a build or a package manager fills, never where a developer moves a source file.
    static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]

    /// For each of `missing` (absolute paths), the one file of its name found below `root`, when there is exactly
    /// one; reads the folders only when something is missing, and at most `folderLimit` of them.
    public static func find(
        _ missing: [String], under root: String, fileSystem: any FileSystem, folderLimit: Int = 5_000
    ) -> [String: String] {
        guard !missing.isEmpty else { return [:] }
        var walk = FolderWalk(fileSystem: fileSystem, folderLimit: folderLimit) { _, name in
            !skipped.contains(name) && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace")
        }
        walk.collect(under: root)
        let byName = Dictionary(grouping: walk.files, by: Path.base)
        var moves: [String: String] = [:]
        for path in missing {
            let candidates = (byName[Path.base(path)] ?? []).filter { $0 != path }
            if candidates.count == 1 { moves[path] = candidates[0] }
        }
        return moves
    }
}
