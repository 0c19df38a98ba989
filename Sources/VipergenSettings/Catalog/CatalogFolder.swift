import Files

/// A catalog's folder, the only place its templates read from. A catalog may come from anyone: a path in its spec
/// or an `include` that leads out of the folder, by `..` or a symbolic link, must not reach the user's other files.
struct CatalogFolder: Sendable {
    let path: String
    /// `path` with symbolic links resolved, once.
    let resolved: String

    init(_ path: String, fileSystem: any FileSystem) {
        self.path = Path.normalize(path)
        resolved = fileSystem.resolvingSymlinks(self.path)
    }

    /// The text of `file`, `nil` when there is none.
    /// - Throws: `FileSystemError.outsideCatalog` when the file lies outside the folder as written or, when it
    ///   exists, with links resolved; the reading errors of `FileSystem.text(of:)` otherwise.
    package func text(of file: String, fileSystem: any FileSystem) throws -> String? {
        let file = Path.normalize(file)
        guard Path.isInside(file, path) else { throw FileSystemError.outsideCatalog(file, catalog: path) }
        if fileSystem.fileExists(file), !Path.isInside(fileSystem.resolvingSymlinks(file), resolved) {
            throw FileSystemError.outsideCatalog(file, catalog: path)
        }
        return try fileSystem.text(of: file)
    }
}
