import Files
import VipergenSettings

/// Plans `remove`: renders each named module as it was recorded (for the lines its injections added and the shared
/// files it made), then `Pipeline.removal` undoes it — its files, those lines, its Xcode project entries, its lock
/// record and the bases no module uses any more — as one plan and one transaction.
struct ModuleRemover: Sendable {
    let fileSystem: any FileSystem

    /// - Throws: `UpdateError` when there is no lock or a module is not in it; the errors of finding templates
    ///   and of planning otherwise.
    func plan(_ request: RemovalRequest, project: Setup) throws -> GenerationPlan {
        let (configuration, package) = PackagePlacement.place(project.configuration, fileSystem: fileSystem)
        guard let root = LockStep.lockFolder(configuration) else { throw UpdateError.noLock }
        // Only the named modules' records are read; whether another module of a template is left, for its shared
        // files, is asked of the others' records when needed (`RemovalStep`).
        let lock = try ModuleUpdater.recorded(request.modules, root: root, fileSystem: fileSystem)
        let updater = ModuleUpdater(fileSystem: fileSystem)
        let modules = try lock.modules.map { module in
            try updater.moduleContext(
                module, template: try project.catalog.resolve(module.template).template,
                parameters: module.parameters, configuration: configuration, now: request.now)
        }
        var context = PlanContext(
            configuration: configuration, fileSystem: fileSystem, conflictPolicy: request.edited,
            projectRoot: root, update: UpdateContext(lock: lock, root: root, conflictStyle: .ours), package: package)
        context.packageTargets = ModuleUpdater.packageTargets(of: lock, root: root, configuration: configuration)
        context.checksClashes = request.checksClashes
        return try Pipeline.removal.plan(modules, in: context)
    }
}
