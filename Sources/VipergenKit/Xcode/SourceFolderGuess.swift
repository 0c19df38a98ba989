import Files

/// The folder that holds a target's sources, for `vipergen init`: the group folder named after the target (or the
/// project) when it holds some of them, else the folder that holds most of them. A project named `Hidden Bar` may
/// keep its sources in `hidden/`; proposing `Hidden Bar/Modules` would make gen create a new top-level folder.
struct SourceFolderGuess {
    /// The folder, relative to the project folder; `nil` when neither rule finds one.
    var folder: String?
    /// Set when the count of sources chose `folder`.
    var share: SourceShare?

    /// - Parameters:
    ///   - names: The names a folder of the target's sources may have, best first.
    ///   - folders: The project's group folders; the target's synchronized folders are candidates too.
    ///   - sources: The target's sources; `nil` when the target is unknown.
    init(named names: [String], folders: [String], sources: TargetSources?) {
        // Without sources in folders, the name is all there is to go by: the shortest folder of the first name found.
        let byNameAlone = names.lazy.compactMap { name in
            folders.filter { Path.base($0) == name }.min { $0.count < $1.count }
        }.first
        guard let sources, sources.total > 0 else {
            folder = byNameAlone
            share = nil
            return
        }
        // Several folders may have the name (Home Assistant has Tests/App and Sources/App): the one with the most
        // of the target's sources.
        var named: String?
        // A synchronized root folder is no group, yet the target's folder all the same (AXTerm's AXTerm).
        let candidates = folders + sources.synchronizedFolders
        for name in names where named == nil {
            let counted = candidates.filter { Path.base($0) == name }.map { (folder: $0, count: sources.count(in: $0)) }
            named =
                counted.filter { $0.count > 0 }.min { left, right in
                    left.count != right.count ? left.count > right.count : left.folder.count < right.folder.count
                }?.folder
        }
        if let named {
            folder = named
        } else if let most = sources.folderWithMostSources() {
            folder = most
            share = SourceShare(count: sources.count(in: most), total: sources.total)
        } else {
            folder = byNameAlone
        }
    }
}
