import Files
import XcodeProject

/// What `vipergen init` proposes for a project that has an `.xcodeproj`: its name, its app and unit-test targets,
/// and the folders its groups give to each, under which modules and their tests go.
public struct XcodeProjectDefaults: Sendable, Equatable {
    /// The `.xcodeproj` folder, absolute.
    public var projectPath: String
    /// The project's name: the `.xcodeproj` folder's name without the extension.
    public var projectName: String
    public var appTarget: String?
    public var testTarget: String?
    /// The folder of the app's sources, relative to the project folder, when a group or synchronized folder is
    /// named after the app target (or the project).
    public var sourceFolder: String?
    /// The same for the unit tests.
    public var testFolder: String?

    /// The `.xcodeproj` folders in `directory`, sorted.
    public static func projects(in directory: String, fileSystem: any FileSystem) -> [String] {
        ((try? fileSystem.listDirectory(directory)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") && fileSystem.isDirectory(Path.join(directory, $0)) }
            .map { Path.join(directory, $0) }
    }

    /// Reads the project at `projectPath`.
    /// - Throws: `XcodeProjectError` when it cannot be read.
    public static func read(_ projectPath: String, fileSystem: any FileSystem) throws -> XcodeProjectDefaults {
        let document = try XcodeProjectDocument.load(projectPath, fileSystem: fileSystem)
        let name = String(Path.base(projectPath).dropLast(".xcodeproj".count))
        let app =
            XcodeTargets.resolve([], tests: false, in: document.file)?.first
            ?? document.file.targets.first { $0.productType.map(XcodeTargets.applicationTypes.contains) ?? false }?.name
        let tests = document.file.targets.filter { $0.productType == XcodeTargets.unitTestType }.map(\.name)
        let test = tests.first { $0 == (app ?? name) + "Tests" } ?? tests.first
        let folders = document.file.groupFolders()
        func folder(named names: [String]) -> String? {
            for name in names {
                if let match = folders.filter({ Path.base($0) == name }).min(by: { $0.count < $1.count }) {
                    return match
                }
            }
            return nil
        }
        return XcodeProjectDefaults(
            projectPath: projectPath, projectName: name, appTarget: app, testTarget: test,
            sourceFolder: folder(named: [app, name].compactMap { $0 }),
            testFolder: folder(named: [test, (app ?? name) + "Tests", name + "Tests"].compactMap { $0 }))
    }
}
