import Files

/// A folder where an app already keeps its screens, one subfolder each (`Mastodon/Scene/Profile/…`): new modules
/// belong beside them rather than in a new `Modules` folder.
public struct ModuleFolder: Sendable, Equatable {
    /// The names (any case) of folders that hold modules. Singular forms count too: Mastodon keeps its screens in
    /// `Scene/`, and a folder of that name with several subfolders of sources is no less a folder of screens.
    public static let names: Set<String> = [
        "scenes", "scene", "modules", "module", "features", "feature", "screens", "screen", "flows", "flow",
    ]
    /// How many subfolders with sources make a folder of modules: one could be a lone helper folder.
    static let minimumModules = 2

    /// The folder, relative to the project folder.
    public var path: String
    /// Its subfolders that hold the app's sources, sorted.
    public var modules: [String]

    /// The folder of modules among `sources`: a folder with one of `names` whose subfolders hold sources, at
    /// least `minimumModules` of them; the one with the most when there are several (then the shallowest).
    ///
    /// A folder named `Scenes` that holds files but no subfolders (Home Assistant's, of `UIScene` delegates) is
    /// not one.
    static func find(in sources: TargetSources) -> ModuleFolder? {
        var modulesByFolder: [String: Set<String>] = [:]
        for file in sources.files {
            let components = file.split(separator: "/").map(String.init)
            // The last component is the file: a module is a folder between a module folder and the file.
            for index in components.indices.dropLast(2) where names.contains(components[index].lowercased()) {
                let folder = components[...index].joined(separator: "/")
                modulesByFolder[folder, default: []].insert(components[index + 1])
            }
        }
        let candidates = modulesByFolder.filter { $0.value.count >= minimumModules }.map {
            ModuleFolder(path: $0.key, modules: $0.value.sorted())
        }
        return candidates.min { left, right in
            if left.modules.count != right.modules.count { return left.modules.count > right.modules.count }
            let depth = (left.path.split(separator: "/").count, right.path.split(separator: "/").count)
            return depth.0 != depth.1 ? depth.0 < depth.1 : left.path < right.path
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
