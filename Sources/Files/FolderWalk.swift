/// A walk through folders on disk, collecting the files below them, that skips hidden entries and folders the caller
/// names, and stops after a number of folders: a check of a large tree must stay cheap, and say when it stopped.
public struct FolderWalk {
    /// How many folders the walk reads from the disk at most, over all its calls; listings a cache gives do not
    /// count, so that a walk a cache remembers goes further each time.
    public let folderLimit: Int
    /// Says whether to enter a folder (given its path and name); hidden folders are never entered.
    let entering: (_ path: String, _ name: String) -> Bool
    /// Lists a folder: the file system's listing, or a cache's (`fromDisk` false); `nil` when it cannot be read.
    let list: (_ path: String) -> (listing: FolderListing, fromDisk: Bool)?
    /// The files found, in the order found.
    public var files: [String] = []
    private var visited = 0
    /// The first folder left unread because the limit was reached.
    public private(set) var stoppedIn: String?

    /// A walk over `fileSystem` that reads at most `folderLimit` folders and enters those `entering` accepts;
    /// `list` lists a folder instead of the file system (a cache of listings).
    public init(
        fileSystem: any FileSystem, folderLimit: Int,
        entering: @escaping (_ path: String, _ name: String) -> Bool = { _, _ in true },
        list: ((_ path: String) -> (listing: FolderListing, fromDisk: Bool)?)? = nil
    ) {
        self.folderLimit = folderLimit
        self.list = list ?? { path in (try? fileSystem.listFolder(path)).map { ($0, true) } }
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
            // Sorted, so that what is found, and where a walk stops, do not depend on the file system's order.
            guard let (listing, fromDisk) = list(folder) else {
                visited += 1
                continue
            }
            if fromDisk { visited += 1 }
            for name in listing.files where !name.hasPrefix(".") {
                files.append(Path.join(folder, name))
            }
            for name in listing.folders where !name.hasPrefix(".") {
                let path = Path.join(folder, name)
                if entering(path, name) { folders.append(path) }
            }
        }
    }
}
