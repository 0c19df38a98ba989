import Files

extension ModuleLock {
    /// Every recorded file of every module with its state on disk.
    public func status(root: String, fileSystem: any FileSystem) throws -> [(
        module: Module, files: [(File, FileStatus)]
    )] {
        try modules.map { module in
            let files = try module.files.map { file -> (File, FileStatus) in
                guard let bytes = try fileSystem.contents(of: Path.absolute(file.path, in: root)) else {
                    return (file, .missing)
                }
                return (file, SHA256.hex(bytes) == file.sha256 ? .generated : .edited)
            }
            return (module, files)
        }
    }
}
