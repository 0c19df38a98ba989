import Files
import XcodeProject

/// The source files a target compiles, as far as `vipergen init` can tell: those its build phases list, and those
/// on disk in the synchronized folders it builds (which the project file does not list).
struct TargetSources {
    /// Extensions of the files that count as sources: code, not resources, so that a folder of images or
    /// translations never passes for the place the app's code lives.
    static let codeExtensions: Set<String> = ["swift", "m", "mm", "c", "cc", "cpp", "cxx", "h", "hh", "hpp"]
    /// How many folders the walk of synchronized folders reads at most: a guess need not read a huge tree whole.
    static let folderLimit = 2_000

    /// Source files, relative to the project folder.
    var files: [String]
    /// The synchronized folders the target builds, relative to the project folder.
    var synchronizedFolders: [String]

    /// Source files found otherwise (in the folders a spec names), relative to the project folder.
    init(files: [String]) {
        self.files = files
        synchronizedFolders = []
    }

    /// The sources of `target`, with the files on disk in its synchronized folders under `projectFolder`.
    init(_ target: TargetFiles, projectFolder: String, fileSystem: any FileSystem) {
        files = target.listed.filter { Self.codeExtensions.contains(Path.extension($0).lowercased()) }
        synchronizedFolders = target.synchronizedFolders.map(\.folder)
        files += target.filesOnDisk(projectFolder: projectFolder, fileSystem: fileSystem, folderLimit: Self.folderLimit)
            .files.filter { Self.codeExtensions.contains(Path.extension($0).lowercased()) }
    }

    /// These sources without those `other` builds too: a test bundle that compiles the app's files (Sequel Pro's
    /// `Unit Tests` builds much of `Source/`) keeps its own tests elsewhere.
    func excluding(_ other: TargetSources) -> TargetSources {
        var result = self
        let shared = Set(other.files)
        result.files.removeAll { shared.contains($0) }
        result.synchronizedFolders.removeAll { other.synchronizedFolders.contains($0) }
        return result
    }

    /// The sources for counting: the files, and each synchronized folder with none found on disk once, so that a
    /// folder whose contents are unknown still counts where it is.
    private var points: [String] {
        let empty = synchronizedFolders.filter { folder in !files.contains { Path.isInside($0, folder) } }
        return files + empty.map { $0 + "/" }
    }

    /// How many of the sources are in `folder`.
    func count(in folder: String) -> Int {
        points.filter { Path.isInside($0, folder) && $0 != folder }.count
    }

    /// How many sources there are in all.
    var total: Int { points.count }

    /// The folder that holds most of the sources: the top-level folder with the most, narrowed to the deepest
    /// folder that still holds all of those (`src/main` when every source in `src` is under `src/main`); `nil`
    /// when there are no sources in folders.
    func folderWithMostSources() -> String? {
        var order: [String] = []
        var byTopFolder: [String: [String]] = [:]
        for point in points {
            let components = point.split(separator: "/").map(String.init)
            guard components.count > 1 || point.hasSuffix("/") else { continue }
            if byTopFolder[components[0]] == nil { order.append(components[0]) }
            byTopFolder[components[0], default: []].append(point)
        }
        guard let top = order.max(by: { byTopFolder[$0]!.count < byTopFolder[$1]!.count }) else { return nil }
        var common = Path.directory(byTopFolder[top]![0]).split(separator: "/")
        for point in byTopFolder[top]!.dropFirst() {
            let folder = Path.directory(point).split(separator: "/")
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }
}
