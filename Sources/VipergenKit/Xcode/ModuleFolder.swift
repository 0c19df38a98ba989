import Files

/// A folder where an app already keeps its screens (`Mastodon/Scene/Profile/…`, `UI/Screens/CountriesList.swift`):
/// new modules belong beside them rather than in a new `Modules` folder.
public struct ModuleFolder: Sendable, Equatable {
    /// The names (any case) of folders that hold modules. Singular forms count too: Mastodon keeps its screens in
    /// `Scene/`, and a folder of that name with several subfolders of sources is no less a folder of screens.
    public static let names: Set<String> = [
        "scenes", "scene", "modules", "module", "features", "feature", "screens", "screen", "flows", "flow",
    ]
    /// The names that may also hold their screens as files side by side. A flat `Scenes` folder is left out: in a
    /// UIKit app it is where the `UIScene` delegates live (Home Assistant's `Sources/App/Scenes`), not screens.
    static let flatNames: Set<String> = [
        "modules", "module", "features", "feature", "screens", "screen", "flows", "flow",
    ]
    /// How many screens make a folder of modules: one could be a lone helper.
    static let minimumModules = 2

    /// How the folder holds its screens.
    public enum Layout: Sendable, Equatable {
        /// One subfolder per screen: the layout vipergen writes.
        case folderPerScreen
        /// One source file per screen, side by side.
        case filePerScreen
    }

    /// The folder, relative to the project folder.
    public var path: String
    public var layout: Layout
    /// Its screens, sorted: the subfolders that hold the app's sources, or the source files' names.
    public var modules: [String]

    /// How many folders below the app's source folder a folder of screens kept as files may lie: deeper, two files
    /// side by side are a feature's parts (pocket-casts' `podcasts/Onboarding/Plus/UpgradeExperiment/Features`), not
    /// the app's screens.
    static let flatDepthLimit = 2

    /// The folder of modules among `sources`: a folder with one of `names` whose subfolders hold sources, at least
    /// `minimumModules` of them, or one with one of `flatNames` holding that many source files itself (no more than
    /// `flatDepthLimit` folders below `sourceFolder`). Of several, the shallowest: the app's screens sit near the top
    /// of its sources, a feature's own parts deeper. At one depth, a folder per screen before files, then the one
    /// with more screens.
    static func find(in sources: TargetSources, sourceFolder: String? = nil) -> ModuleFolder? {
        candidates(in: sources, sourceFolder: sourceFolder).first
    }

    /// Every folder of screens among `sources`, best first (the order `find` chooses by).
    static func candidates(in sources: TargetSources, sourceFolder: String? = nil) -> [ModuleFolder] {
        var subfolders: [String: Set<String>] = [:]
        var files: [String: Set<String>] = [:]
        for file in sources.files {
            let components = file.split(separator: "/").map(String.init)
            // The last component is the file: a module folder is a folder between a module folder and the file.
            for index in components.indices.dropLast() where names.contains(components[index].lowercased()) {
                let folder = components[...index].joined(separator: "/")
                if index == components.count - 2 {
                    if flatNames.contains(components[index].lowercased()) {
                        files[folder, default: []].insert(Path.base(file))
                    }
                } else {
                    subfolders[folder, default: []].insert(components[index + 1])
                }
            }
        }
        func depth(_ path: String) -> Int { path.split(separator: "/").count }
        let sourceDepth = sourceFolder.map { $0.isEmpty ? 0 : depth($0) } ?? 1
        let folders = subfolders.filter { $0.value.count >= minimumModules }
            .map { ModuleFolder(path: $0.key, layout: .folderPerScreen, modules: $0.value.sorted()) }
        let flat = files.filter { $0.value.count >= minimumModules && depth($0.key) - sourceDepth <= flatDepthLimit }
            .map { ModuleFolder(path: $0.key, layout: .filePerScreen, modules: $0.value.sorted()) }
        return (folders + flat).sorted { left, right in
            if depth(left.path) != depth(right.path) { return depth(left.path) < depth(right.path) }
            if left.layout != right.layout { return left.layout == .folderPerScreen }
            if left.modules.count != right.modules.count { return left.modules.count > right.modules.count }
            return left.path < right.path
        }
    }

    /// Where the tests of modules in this folder go: the same place under `testFolder` as this folder has under
    /// `sourceFolder` (`MastodonTests/Scene` for `Mastodon/Scene`), else `testFolder` and this folder's name.
    public func testPath(sourceFolder: String, testFolder: String) -> String {
        guard Path.isInside(path, sourceFolder), path != sourceFolder else {
            return Path.join(testFolder, Path.base(path))
        }
        return Path.join(testFolder, String(path.dropFirst(sourceFolder.count + 1)))
    }
}
