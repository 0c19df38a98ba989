import Files

/// Keeps every write inside its output folder, also when a symbolic link would lead elsewhere.
///
/// A path must lie inside one of the output folders as written (no `..`, no absolute escape), and its deepest
/// existing ancestor, with links resolved, must lie inside that folder resolved the same way. An output folder
/// inside the project must also resolve inside the project, so a linked output folder cannot carry files out.
final class OutputBoundary {
    let roots: [String]
    let projectRoot: String?
    let fileSystem: any FileSystem
    /// Folders already resolved: the files of a module share a handful of folders.
    private var resolvedFolders: [String: String] = [:]

    init(roots: [String], projectRoot: String?, fileSystem: any FileSystem) {
        self.roots = roots.map(Path.normalize)
        self.projectRoot = projectRoot.map(Path.normalize)
        self.fileSystem = fileSystem
    }

    func check(_ path: String) throws {
        guard let root = roots.filter({ Path.isInside(path, $0) }).max(by: { $0.count < $1.count }) else {
            throw GenerationError.pathOutsideOutput(path: path, folder: roots.first ?? "")
        }
        let resolvedRoot = resolveFolder(root)
        if let projectRoot, Path.isInside(root, projectRoot), !Path.isInside(resolvedRoot, resolveFolder(projectRoot)) {
            throw GenerationError.symlinkOutsideOutput(path: root, resolved: resolvedRoot, folder: projectRoot)
        }
        let resolvedPath = resolve(path)
        guard Path.isInside(resolvedPath, resolvedRoot) else {
            throw GenerationError.symlinkOutsideOutput(path: path, resolved: resolvedPath, folder: root)
        }
        // A file the user replaced with a link is written through it: where it leads must be in the project.
        if fileSystem.isSymbolicLink(path) {
            let target = Path.normalize(fileSystem.resolvingSymlinks(path))
            let folder = projectRoot ?? root
            guard Path.isInside(target, resolveFolder(folder)) else {
                throw GenerationError.symlinkOutsideOutput(path: path, resolved: target, folder: folder)
            }
        }
    }

    /// A file's path with links resolved in its folder; a link at the file's own name is checked apart.
    private func resolve(_ path: String) -> String {
        let folder = Path.directory(path)
        return Path.join(resolveFolder(folder.isEmpty ? "/" : folder), Path.base(path))
    }

    /// `folder` with links resolved in its deepest existing ancestor; the components that do not exist yet follow.
    private func resolveFolder(_ folder: String) -> String {
        if let resolved = resolvedFolders[folder] { return resolved }
        let resolved = resolveUncached(folder)
        resolvedFolders[folder] = resolved
        return resolved
    }

    /// A folder that exists is resolved by the file system; one that does not is its parent's resolution and its
    /// name, so that the new folders of a module cost one check each once their parent is known.
    private func resolveUncached(_ path: String) -> String {
        guard !path.isEmpty, path != "/" else { return fileSystem.resolvingSymlinks("/") }
        guard fileSystem.fileExists(path) else {
            return Path.join(resolveFolder(Path.directory(path)), Path.base(path))
        }
        return Path.normalize(fileSystem.resolvingSymlinks(path))
    }
}
