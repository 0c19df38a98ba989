import Files
import SourceDeclarations
import VipergenSettings

/// Where modules go when `module_path` lies in a target of a local Swift package: the target compiles them from
/// its folder (no Xcode project edit), their tests go to the same place in its test target's folder, and the
/// tests import the target's module.
public struct PackagePlacement: Sendable, Equatable {
    /// The package's folder, absolute.
    public var package: String
    /// The target `module_path` is in, and its folder.
    public var target: String
    public var targetFolder: String
    /// Its test target and that target's folder; `nil` when the package has none for it.
    public var testTarget: String?
    public var testFolder: String?

    /// `configuration` for a module that is a target of its own in the package at `package` (`gen --package`):
    /// its files in `Sources/<Module>`, its tests in `Tests/<Module>`, importing `<Module>`, and no project edit.
    public static func newTarget(_ module: String, in package: String, configuration: ProjectConfiguration) -> (
        ProjectConfiguration, PackagePlacement
    ) {
        var placed = configuration
        placed.modulePath = Path.join(package, "Sources")
        placed.testPath = Path.join(package, "Tests")
        placed.productModuleName = ProjectConfiguration.moduleName(from: module)
        placed.xcodeProject = nil
        let placement = PackagePlacement(
            package: package, target: module, targetFolder: Path.join(package, "Sources/" + module),
            testTarget: module + "Tests", testFolder: Path.join(package, "Tests/" + module))
        return (placed, placement)
    }

    /// Whether SwiftPM builds `path` as part of the target or its test target: a file no project lists.
    public func builds(_ path: String) -> Bool {
        [targetFolder, testFolder].contains { folder in folder.map { Path.isInside(path, $0) } ?? false }
    }

    /// `configuration` as it applies to a module in a package target: the target's module name for the tests'
    /// `@testable import`, and `test_path` in its test target (when it is not there already), with the placement;
    /// `configuration` unchanged and `nil` when `module_path` is in no package target.
    public static func place(_ configuration: ProjectConfiguration, fileSystem: any FileSystem) -> (
        ProjectConfiguration, PackagePlacement?
    ) {
        guard let file = configuration.file, !configuration.isEmptyFile,
            let package = LocalPackage.containing(
                configuration.modulePath, root: Path.directory(file), fileSystem: fileSystem),
            let target = package.target(holding: configuration.modulePath)
        else { return (configuration, nil) }
        let targetFolder = package.folder(of: target)
        var placement = PackagePlacement(
            package: package.folder, target: target.name, targetFolder: targetFolder, testTarget: nil,
            testFolder: nil)
        var placed = configuration
        placed.productModuleName = ProjectConfiguration.moduleName(from: target.name)
        if let test = package.testTarget(of: target) {
            let testFolder = package.folder(of: test)
            placement.testTarget = test.name
            placement.testFolder = testFolder
            if !Path.isInside(configuration.testPath, testFolder), configuration.testPath != testFolder {
                let below = Path.relative(configuration.modulePath, to: targetFolder)
                placed.testPath = configuration.modulePath == targetFolder ? testFolder : Path.join(testFolder, below)
            }
        }
        return (placed, placement)
    }
}
