import Files
import VipergenSettings

/// Plans `remove`: renders each named module as it was recorded (for the lines its injections added and the shared
/// files it made), then `Pipeline.removal` undoes it — its files, those lines, its Xcode project entries, its lock
/// record and the bases no module uses any more — as one plan and one transaction.
public struct ModuleRemover: Sendable {
    let fileSystem: any FileSystem

    /// A remover that reads the project through `fileSystem`.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// - Parameters:
    ///   - edited: What to do with files edited since they were generated: refuse the removal (`fail`), keep them
    ///     (`skip`, `--keep-edited`) or delete them too (`overwrite`, `--force`).
    ///   - now: "Now" for the `date` filter; the system clock when `nil`.
    /// - Throws: `UpdateError` when there is no lock or a module is not in it; the errors of finding templates
    ///   and of planning otherwise.
    public func plan(_ names: [String], edited: ConflictPolicy, now: Int64? = nil, project: Setup) throws
        -> GenerationPlan
    {
        let (configuration, package) = PackagePlacement.place(project.configuration, fileSystem: fileSystem)
        guard let root = LockStep.lockFolder(configuration) else { throw UpdateError.noLock }
        // Only the named modules' records are read; whether another module of a template is left, for its shared
        // files, is asked of the others' records when needed (`RemovalStep`).
        let lock = try ModuleUpdater.recorded(names, root: root, fileSystem: fileSystem)
        let updater = ModuleUpdater(fileSystem: fileSystem)
        let modules = try lock.modules.map { module in
            try updater.moduleContext(
                module, template: try project.catalog.resolve(module.template).template,
                parameters: module.parameters, configuration: configuration, now: now)
        }
        var context = PlanContext(
            configuration: configuration, fileSystem: fileSystem, conflictPolicy: edited,
            projectRoot: root, update: UpdateContext(lock: lock, root: root, conflictStyle: .ours), package: package)
        context.packageTargets = ModuleUpdater.packageTargets(of: lock, root: root, configuration: configuration)
        return try Pipeline.removal.plan(modules, in: context)
    }
}
