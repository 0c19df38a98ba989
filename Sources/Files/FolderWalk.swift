/// A walk through folders on disk, collecting the files below them, that skips hidden entries and folders the caller
/// names, and stops after a number of folders: a check of a large tree must stay cheap, and say when it stopped.
public struct FolderWalk {
    let fileSystem: any FileSystem
    /// How many folders the walk reads at most, over all its calls.
    public let folderLimit: Int
    /// Says whether to enter a folder (given its path and name); hidden folders are never entered.
    let entering: (_ path: String, _ name: String) -> Bool
    /// The files found, in the order found.
    public var files: [String] = []
    private var visited = 0
    /// The first folder left unread because the limit was reached.
    public private(set) var stoppedIn: String?

    /// A walk over `fileSystem` that reads at most `folderLimit` folders and enters those `entering` accepts.
    public init(
        fileSystem: any FileSystem, folderLimit: Int,
        entering: @escaping (_ path: String, _ name: String) -> Bool = { _, _ in true }
    ) {
        self.fileSystem = fileSystem
        self.folderLimit = folderLimit
        self.entering = entering
    }

    /// Adds the files below `root` to `files`.
    public mutating func collect(under root: String) {
        var folders = [root]
        while let folder = folders.popLast() {
            guard visited < folderLimit else {
                if stoppedIn == nil { stoppedIn = folder }
                return
            }
            visited += 1
            // Sorted, so that what is found, and where a walk stops, do not depend on the file system's order.
            for name in ((try? fileSystem.listDirectory(folder)) ?? []).sorted() where !name.hasPrefix(".") {
                let path = Path.join(folder, name)
                if fileSystem.isDirectory(path) {
                    if entering(path, name) { folders.append(path) }
                } else {
                    files.append(path)
                }
            }
        }
    }
}
