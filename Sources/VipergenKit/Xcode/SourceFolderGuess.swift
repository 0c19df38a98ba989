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
    ///   - folders: The project's group folders.
    ///   - sources: The target's sources; `nil` when the target is unknown.
    init(named names: [String], folders: [String], sources: TargetSources?) {
        var named: String?
        for name in names where named == nil {
            named = folders.filter { Path.base($0) == name }.min { $0.count < $1.count }
        }
        // Without any known source, the name is all there is to go by.
        guard let sources, sources.total > 0 else {
            folder = named
            return
        }
        if let named, sources.count(in: named) > 0 {
            folder = named
        } else if let most = sources.folderWithMostSources() {
            folder = most
            share = SourceShare(count: sources.count(in: most), total: sources.total)
        } else {
            folder = named
        }
    }
}
