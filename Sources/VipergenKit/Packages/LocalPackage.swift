import Files
import SourceDeclarations

/// A Swift package inside the project (`Packages/Features/Package.swift`), read for where its targets keep their
/// files. SwiftPM builds a target from everything in its folder, so a file put there needs no project edit.
public struct LocalPackage: Sendable, Equatable {
    public static let manifestName = "Package.swift"

    /// The package's folder, absolute.
    public var folder: String
    /// The targets its manifest lists literally.
    public var manifest: PackageManifest

    /// The package whose folder holds `path`: the nearest folder with a `Package.swift`, from `path` up to `root`
    /// (the project's folder, itself included); `nil` when there is none.
    static func containing(_ path: String, root: String, fileSystem: any FileSystem) -> LocalPackage? {
        guard Path.isInside(path, root) || path == root else { return nil }
        var folder = path
        while true {
            let manifest = Path.join(folder, manifestName)
            if !fileSystem.isDirectory(manifest), let bytes = try? fileSystem.contents(of: manifest) {
                return LocalPackage(folder: folder, manifest: PackageManifest.read(bytes))
            }
            guard folder != root, Path.isInside(folder, root) else { return nil }
            folder = Path.directory(folder)
        }
    }

    /// The code target (not a test target) whose folder holds `path`. When the manifest lists none literally, a
    /// folder `Sources/<Name>` stands for the target `<Name>`, as SwiftPM's default layout has it.
    func target(holding path: String) -> PackageManifest.Target? {
        let code = manifest.targets.filter { !$0.isTest }
        if let target = code.first(where: { Path.isInside(path, folder(of: $0)) || path == folder(of: $0) }) {
            return target
        }
        guard code.isEmpty || manifest.hasComputedTargets else { return nil }
        let sources = Path.join(folder, "Sources")
        guard Path.isInside(path, sources) else { return nil }
        let name = String(Path.relative(path, to: sources).split(separator: "/").first ?? "")
        return PackageManifest.Target(kind: "target", name: name, path: nil, dependencies: [], line: 0)
    }

    /// The test target of `target`: the one named `<Name>Tests`, else the first that depends on it.
    func testTarget(of target: PackageManifest.Target) -> PackageManifest.Target? {
        let tests = manifest.targets.filter(\.isTest)
        return tests.first { $0.name == target.name + "Tests" } ?? tests.first { $0.dependencies.contains(target.name) }
    }

    /// A target's folder, absolute.
    func folder(of target: PackageManifest.Target) -> String {
        Path.join(folder, target.folder)
    }
}
