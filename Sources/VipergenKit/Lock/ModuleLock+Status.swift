import Files

extension ModuleLock {
    /// Every recorded file of every module with its state on disk, and for an edited file the line of its first
    /// conflict marker, if it holds any (a merge left unresolved).
    public func status(root: String, fileSystem: any FileSystem) throws -> [(
        module: Module, files: [(file: File, state: FileStatus, conflictLine: Int?)]
    )] {
        try modules.map { module in
            let files = try module.files.map { file -> (file: File, state: FileStatus, conflictLine: Int?) in
                guard let bytes = try fileSystem.contents(of: Path.absolute(file.path, in: root)) else {
                    return (file, .missing, nil)
                }
                // A file as generated is never searched: what the template wrote is not a merge left undone.
                guard SHA256.hex(bytes) != file.sha256 else { return (file, .generated, nil) }
                return (file, .edited, ConflictMarkers.firstLine(in: bytes))
            }
            return (module, files)
        }
    }
}
