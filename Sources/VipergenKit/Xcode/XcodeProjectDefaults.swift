import Files
import XcodeProject

/// What `vipergen init` proposes for a project that has an `.xcodeproj`: its name, its app and unit-test targets,
/// the folders that hold each one's sources, and the folder where the app already keeps its modules, if any.
public struct XcodeProjectDefaults: Sendable, Equatable {
    /// The `.xcodeproj` folder, absolute.
    public var projectPath: String
    /// The project's name: the `.xcodeproj` folder's name without the extension.
    public var projectName: String
    public var appTarget: String?
    public var testTarget: String?
    /// The folder of the app's sources, relative to the project folder: a group folder named after the app target
    /// (or the project) that holds some of its sources, else the folder that holds most of them.
    public var sourceFolder: String?
    /// The same for the unit tests.
    public var testFolder: String?
    /// How many of the app's sources `sourceFolder` holds, when no folder named after the app or the project
    /// holds any and the count chose it; `nil` otherwise.
    public var sourceFolderShare: SourceShare?
    /// The folder where the app keeps its screens, one subfolder each, when it has one.
    public var moduleFolder: ModuleFolder?
    /// The other folders of screens found, deeper or smaller, which init names when it passes them over.
    public var otherModuleFolders: [ModuleFolder] = []
    /// How `testTarget` was chosen among the project's unit-test bundles.
    public var testChoice: TestBundleChoice?
    /// The project's UI-test bundles, which cannot hold tests that call the app's code.
    public var uiTestTargets: [String] = []
    /// Every target the project has, in its order: what `init` may name, and lists when no app target fits.
    public var targets: [String] = []

    static let uiTestType = "com.apple.product-type.bundle.ui-testing"

    /// The `.xcodeproj` folders in `directory`, sorted.
    public static func projects(in directory: String, fileSystem: any FileSystem) -> [String] {
        ((try? fileSystem.listDirectory(directory)) ?? [])
            .filter { $0.hasSuffix(".xcodeproj") && fileSystem.isDirectory(Path.join(directory, $0)) }
            .map { Path.join(directory, $0) }
    }

    /// Reads the project at `projectPath`, and the synchronized folders of its app and test targets on disk.
    /// - Throws: `XcodeProjectError` when it cannot be read.
    public static func read(_ projectPath: String, fileSystem: any FileSystem) throws -> XcodeProjectDefaults {
        let document = try XcodeProjectDocument.load(projectPath, fileSystem: fileSystem)
        let file = document.file
        let name = String(Path.base(projectPath).dropLast(".xcodeproj".count))
        let app =
            XcodeTargets.resolve([], tests: false, in: file)?.first
            ?? file.targets.first(where: XcodeTargets.isApplication)?.name
        let bundles = file.targets.filter { $0.productType == XcodeTargets.unitTestType }.map(\.name)
        let choice = TestBundleChoice.choose(among: bundles, app: app ?? name, in: file)
        let test = choice?.chosen
        let folders = file.groupFolders()
        func sources(of target: String?) -> TargetSources? {
            target.flatMap(file.files(ofTarget:)).map {
                TargetSources($0, projectFolder: document.folder, fileSystem: fileSystem)
            }
        }
        let appSources = sources(of: app)
        let appFolder = SourceFolderGuess(named: [app, name].compactMap { $0 }, folders: folders, sources: appSources)
        let testFolder = SourceFolderGuess(
            named: [test, (app ?? name) + "Tests", name + "Tests"].compactMap { $0 }, folders: folders,
            sources: sources(of: test).map { tests in appSources.map(tests.excluding) ?? tests })
        let screens = appSources.map { ModuleFolder.candidates(in: $0, sourceFolder: appFolder.folder) } ?? []
        return XcodeProjectDefaults(
            projectPath: projectPath, projectName: name, appTarget: app, testTarget: test,
            sourceFolder: appFolder.folder, testFolder: testFolder.folder, sourceFolderShare: appFolder.share,
            moduleFolder: screens.first, otherModuleFolders: Array(screens.dropFirst()), testChoice: choice,
            uiTestTargets: file.targets.filter { $0.productType == uiTestType }.map(\.name),
            targets: file.targets.map(\.name))
    }
}
