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

    /// The folder of modules among `sources`: a folder with one of `names` whose subfolders hold sources, at least
    /// `minimumModules` of them, else one with one of `flatNames` holding that many source files itself; the one
    /// with the most screens when there are several (then the shallowest).
    static func find(in sources: TargetSources) -> ModuleFolder? {
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
        func best(_ found: [String: Set<String>], _ layout: Layout) -> ModuleFolder? {
            found.filter { $0.value.count >= minimumModules }
                .map { ModuleFolder(path: $0.key, layout: layout, modules: $0.value.sorted()) }
                .min { left, right in
                    if left.modules.count != right.modules.count { return left.modules.count > right.modules.count }
                    let depth = (left.path.split(separator: "/").count, right.path.split(separator: "/").count)
                    return depth.0 != depth.1 ? depth.0 < depth.1 : left.path < right.path
                }
        }
        return best(subfolders, .folderPerScreen) ?? best(files, .filePerScreen)
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
