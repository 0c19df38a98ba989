import Files

extension ModuleLock {
    /// Every recorded file of every module with its state on disk, and for an edited file the line of its first
    /// conflict marker, if it holds any (a merge left unresolved). The modules are read on every core at once when
    /// there are many.
    public func status(root: String, fileSystem: any FileSystem) throws -> [(
        module: Module, files: [(file: File, state: FileStatus, conflictLine: Int?)]
    )] {
        let states = modules.concurrentMap { module in
            Result { try module.files.map { try Self.state(of: $0, root: root, fileSystem: fileSystem) } }
        }
        return try zip(modules, states).map { module, files in
            (module, try files.get().map { (file: $0.file, state: $0.state, conflictLine: $0.conflictLine) })
        }
    }

    /// What a file of a module's record is on disk now.
    private struct FileState: Sendable {
        var file: File
        var state: FileStatus
        var conflictLine: Int?
    }

    private static func state(of file: File, root: String, fileSystem: any FileSystem) throws -> FileState {
        guard let bytes = try fileSystem.contents(of: Path.absolute(file.path, in: root)) else {
            return FileState(file: file, state: .missing)
        }
        // A file as generated is never searched: what the template wrote is not a merge left undone.
        guard SHA256.hex(bytes) != file.sha256 else { return FileState(file: file, state: .generated) }
        return FileState(file: file, state: .edited, conflictLine: ConflictMarkers.firstLine(in: bytes))
    }
}
