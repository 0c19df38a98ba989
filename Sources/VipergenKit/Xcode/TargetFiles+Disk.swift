import Files
import XcodeProject

extension TargetFiles {
    /// The files on disk that the target builds through its synchronized folders (the project file does not list
    /// them), relative to `projectFolder`, and the folder where the walk stopped if it read `folderLimit` folders.
    func filesOnDisk(projectFolder: String, fileSystem: any FileSystem, folderLimit: Int)
        -> (files: [String], stoppedIn: String?)
    {
        var walk = FolderWalk(fileSystem: fileSystem, folderLimit: folderLimit)
        var files: [String] = []
        for folder in synchronizedFolders {
            let start = walk.files.count
            walk.collect(under: Path.join(projectFolder, folder.folder))
            files += walk.files[start...].map { Path.relative($0, to: projectFolder) }.filter(folder.includes)
        }
        return (files, walk.stoppedIn)
    }
}
