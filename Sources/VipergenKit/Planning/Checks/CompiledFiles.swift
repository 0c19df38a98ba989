import Files
import XcodeProject

/// The files already compiled into the targets that new code (or new tests) joins: what a new file name or type
/// must not repeat.
///
/// With an Xcode project they are the files the targets' build phases list and the files on disk in the targets'
/// synchronized folders. Without one, they are the files under the folder the module goes to: the project's folder
/// (less the test folder) for code going inside it, the test folder for tests. A search of the disk stops after reading
/// `folderLimit` folders, and says so; folders the cache of earlier runs lists do not count, so the next run goes
/// further.
struct CompiledFiles {
    /// How many folders a search reads from the disk, at most.
    static let folderLimit = 5_000

    /// The files, as paths like the plan's.
    var paths: [String]
    /// What the files belong to, for messages: the targets' names, or "the app" and "the tests".
    var owner: String
    /// The folder a search of the disk stopped in, when it reached `folderLimit` folders.
    var searchStopped: String?

    /// The files other than those at `planned` (paths): a planned file that is there already, or that a link of the
    /// user's leads to, is the same file, not a second one.
    func others(than planned: [String], fileSystem: any FileSystem) -> [String] {
        var same = Set(planned)
        for path in planned where fileSystem.isSymbolicLink(path) {
            same.insert(fileSystem.resolvingSymlinks(path))
        }
        // Where the planned paths and a path are ASCII, only a path of the length of a planned one can be one: the
        // others (nearly all of a target's thousands) are not hashed. Other paths are compared as text, where two
        // spellings of one name (`é` composed and decomposed) are one path.
        let lengths = same.allSatisfy(Path.isASCII) ? Set(same.map(\.utf8.count)) : nil
        return paths.filter { path in
            if let lengths, !lengths.contains(path.utf8.count), Path.isASCII(path) { return true }
            return !same.contains(path)
        }
    }

    /// The files compiled with the app's code, or with its tests when `tests` is set.
    static func find(tests: Bool, context: PlanContext, index: ProjectIndex) throws -> CompiledFiles {
        let configuration = context.configuration
        if let package = context.package {
            return inPackage(package, tests: tests, context: context, index: index)
        }
        if case .success(let spec) = index.spec(context: context) {
            return inSpec(spec, tests: tests, context: context, index: index)
        }
        if let settings = configuration.xcodeProject {
            let projectPath = tests ? settings.testProjectPath : settings.projectPath
            return try inProject(projectPath, tests: tests, context: context, index: index)
        }
        let owner = tests ? "the tests" : "the app"
        let root: String
        let excluded: String?
        if tests {
            (root, excluded) = (configuration.testPath, nil)
        } else if let file = configuration.file, !configuration.isEmptyFile,
            Path.isInside(configuration.modulePath, Path.directory(file))
        {
            (root, excluded) = (Path.directory(file), configuration.testPath)
        } else {
            // No settings, or a module written outside the project (`--output /tmp/x`): only what is there.
            (root, excluded) = (configuration.modulePath, configuration.testPath)
        }
        let search = search(under: [root], excluding: excluded, context: context, index: index)
        return CompiledFiles(paths: search.files, owner: owner, searchStopped: search.stoppedIn)
    }

    /// The files in the folder of the package target the module joins, or of its test target.
    private static func inPackage(_ package: PackagePlacement, tests: Bool, context: PlanContext, index: ProjectIndex)
        -> CompiledFiles
    {
        let target = tests ? package.testTarget : package.target
        guard let target, let folder = tests ? package.testFolder : package.targetFolder else {
            return CompiledFiles(paths: [], owner: "no target")
        }
        let search = search(under: [folder], context: context, index: index)
        return CompiledFiles(paths: search.files, owner: target, searchStopped: search.stoppedIn)
    }

    /// The files in the folders a spec (XcodeGen, Tuist) gives the targets new code or tests join.
    private static func inSpec(_ spec: ProjectSpec, tests: Bool, context: PlanContext, index: ProjectIndex)
        -> CompiledFiles
    {
        let targets = spec.joined(
            projectTargets: context.configuration.projectTargets, testTargets: context.configuration.testTargets,
            tests: tests)
        let search = search(under: Set(targets.flatMap(\.sources)).sorted(), context: context, index: index)
        let owner = targets.isEmpty ? "no target" : targets.map(\.name).joined(separator: ", ")
        return CompiledFiles(paths: search.files, owner: owner, searchStopped: search.stoppedIn)
    }

    /// The files of the targets a project gives new code or tests; none when they join no target.
    private static func inProject(_ projectPath: String, tests: Bool, context: PlanContext, index: ProjectIndex)
        throws -> CompiledFiles
    {
        let configured = tests ? context.configuration.testTargets : context.configuration.projectTargets
        guard context.fileSystem.isDirectory(projectPath) else {
            return CompiledFiles(paths: [], owner: tests ? "the tests" : "the app")
        }
        let document = try index.document(projectPath, fileSystem: context.fileSystem)
        let targets = XcodeTargets.resolve(configured, tests: tests, in: document.file) ?? []
        let (paths, stoppedIn) = files(of: targets, in: document, context: context)
        let owner = targets.isEmpty ? "no target" : targets.joined(separator: ", ")
        return CompiledFiles(paths: paths, owner: owner, searchStopped: stoppedIn)
    }

    /// The files of `targets` in `document`: those their build phases list and those on disk in their synchronized
    /// folders, and the folder a search of the disk stopped in.
    private static func files(of targets: [String], in document: XcodeProjectDocument, context: PlanContext)
        -> (paths: [String], stoppedIn: String?)
    {
        var paths: [String] = []
        var stoppedIn: String?
        for target in targets {
            guard let files = document.file.files(ofTarget: target) else { continue }
            paths += files.listed.map { Path.join(document.folder, $0) }
            let onDisk = files.filesOnDisk(
                projectFolder: document.folder, fileSystem: context.fileSystem, folderLimit: folderLimit)
            paths += onDisk.files.map { Path.join(document.folder, $0) }
            stoppedIn = stoppedIn ?? onDisk.stoppedIn
        }
        return (paths, stoppedIn)
    }

    /// A walk of `folders` (`walk`), through the cache of earlier runs' listings.
    private static func search(
        under folders: [String], excluding excluded: String? = nil, context: PlanContext, index: ProjectIndex
    ) -> FolderWalk {
        var search = walk(context.fileSystem, excluding: excluded) { index.listing(of: $0, context: context) }
        for folder in folders { search.collect(under: folder) }
        return search
    }

    /// The files that can use what the plan's targets declare beyond those targets' own (`find`), for the check that a
    /// removal leaves nothing naming what it takes away: a package target's or a framework's public declarations
    /// (bviper's `Router.home`) are used by the targets that depend on it. For a module in a local package, every
    /// file of the package (its other targets); with a spec, every target's folders; with an Xcode project, every
    /// target's files (the app, when the module is in a framework or a package). None when the module is in an app
    /// target, which no other target imports.
    static func dependents(context: PlanContext, index: ProjectIndex) throws -> [String] {
        var paths: [String] = []
        if let package = context.package {
            paths += search(under: [package.package], context: context, index: index).files
        }
        let configured = context.configuration.projectTargets
        if case .success(let spec) = index.spec(context: context) {
            let joined = spec.joined(projectTargets: configured, testTargets: [], tests: false)
            guard context.package != nil || !joined.allSatisfy({ $0.kind == .app }) else { return paths }
            paths += search(under: Set(spec.targets.flatMap(\.sources)).sorted(), context: context, index: index).files
        } else if let settings = context.configuration.xcodeProject,
            context.fileSystem.isDirectory(settings.projectPath)
        {
            let main = try index.document(settings.projectPath, fileSystem: context.fileSystem)
            let inApplications = (XcodeTargets.resolve(configured, tests: false, in: main.file) ?? []).allSatisfy {
                name in main.file.targets.first { $0.name == name }.map(XcodeTargets.isApplication) == true
            }
            guard context.package != nil || !inApplications else { return paths }
            for projectPath in Set([settings.projectPath, settings.testProjectPath]).sorted()
            where context.fileSystem.isDirectory(projectPath) {
                let document = try index.document(projectPath, fileSystem: context.fileSystem)
                paths += files(of: document.file.targets.map(\.name), in: document, context: context).paths
            }
        }
        return paths
    }

    /// Folders that hold other targets' files (dependencies, build products), never the app's own sources (a walk
    /// never enters hidden ones, such as SwiftPM's `.build`).
    static let otherTargetsFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// A walk of the project's folders that leaves out `excluded`, projects, dependency and build folders;
    /// `list` lists a folder instead of the disk (the cache of earlier runs).
    static func walk(
        _ fileSystem: any FileSystem, excluding excluded: String?,
        list: ((String) -> (listing: FolderListing, fromDisk: Bool)?)? = nil
    ) -> FolderWalk {
        FolderWalk(
            fileSystem: fileSystem, folderLimit: folderLimit,
            entering: { path, name in
                path != excluded && !name.hasSuffix(".xcodeproj") && !otherTargetsFolders.contains(name)
            }, list: list)
    }
}
