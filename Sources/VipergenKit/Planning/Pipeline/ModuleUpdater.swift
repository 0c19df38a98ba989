import DiagnosticText
import Files
import Liquid
import TextMerge
import VipergenSettings

/// Plans `update`: renders each recorded module again with its template as it is now, its recorded parameters,
/// description and date and the current settings (the module steps of `Pipeline.update`, once per module with
/// its own template), then runs the plan steps once for all modules: the user's edits merged (`ThreeWayMergeStep`),
/// injections, the Xcode project, the lock. The whole update is one plan and one transaction.
struct ModuleUpdater: Sendable {
    let fileSystem: any FileSystem

    /// - Throws: `UpdateError` when there is no lock or a module is not in it; the errors of finding templates
    ///   and of planning otherwise.
    func plan(_ request: UpdateRequest, project: Setup) throws -> GenerationPlan {
        let (configuration, package) = PackagePlacement.place(project.configuration, fileSystem: fileSystem)
        guard let root = LockStep.lockFolder(configuration) else { throw UpdateError.noLock }
        let lock = try Self.recorded(request.modules, root: root, fileSystem: fileSystem)
        let modules = try lock.modules.map { module in
            let template = try project.catalog.resolve(module.template).template
            return try moduleContext(
                module, template: template,
                parameters: Self.parameters(of: module, for: template, given: request.parameters),
                configuration: configuration, now: request.now)
        }
        guard !modules.isEmpty else { return GenerationPlan(modules: [], files: []) }
        var context = PlanContext(
            configuration: configuration, fileSystem: fileSystem, conflictPolicy: .overwrite, projectRoot: root,
            update: UpdateContext(
                lock: lock, root: root, conflictStyle: request.conflictStyle, restoresDeleted: request.restoresDeleted,
                allowsOlderTemplate: request.allowsOlderTemplate),
            package: package)
        context.packageTargets = Self.packageTargets(of: lock, root: root, configuration: configuration)
        context.checksClashes = request.checksClashes
        return try Pipeline.update.plan(modules, in: context)
    }

    /// The placements of the recorded modules that are targets of their own in a package (`gen --package`).
    static func packageTargets(of lock: ModuleLock, root: String, configuration: ProjectConfiguration)
        -> [String: PackagePlacement]
    {
        var targets: [String: PackagePlacement] = [:]
        for module in lock.modules {
            guard let package = module.settings?[PackageTargetStep.settingKey] else { continue }
            targets[module.name] =
                PackagePlacement.newTarget(
                    module.name, in: Path.absolute(package, in: root), configuration: configuration
                ).1
        }
        return targets
    }

    /// The context to render a recorded module again: its name, description, parameters and date as recorded.
    func moduleContext(
        _ module: ModuleLock.Module, template: TemplatePackage, parameters: [String: String],
        configuration: ProjectConfiguration, now: Int64?
    ) throws -> ModuleContext {
        // The recorded date, so that headers keep the day the module was generated.
        let date = CalendarDate(isoFormat: module.generated) ?? CalendarDate(year: 1970, month: 1, day: 1)
        // Headers keep who generated the module, as they keep the day, unless the project names one author.
        var configuration = configuration
        // A module made a target of its own (`gen --package`) stays in its package.
        if let package = module.settings?[PackageTargetStep.settingKey], let file = configuration.file {
            let folder = Path.absolute(package, in: Path.directory(file))
            configuration = PackagePlacement.newTarget(module.name, in: folder, configuration: configuration).0
        }
        if configuration.authorIsPersonal, let author = module.settings?["author"] { configuration.author = author }
        let request = GenerationRequest(
            moduleNames: [try ModuleName(module.name)], description: module.settings?["description"],
            parameters: parameters, date: date, now: now)
        return ModuleContext(request, template: template, configuration: configuration, fileSystem: fileSystem)
    }

    /// The parameters to render `module` with: the recorded ones, with `given` over them. A recorded parameter the
    /// template no longer declares (renamed, removed) is an error that says how to go on, unless values are given,
    /// which drops it.
    static func parameters(
        of module: ModuleLock.Module, for template: TemplatePackage, given: [String: String]
    ) throws -> [String: String] {
        guard !template.isGenerambaFormat else { return module.parameters.merging(given) { $1 } }
        let declared = template.spec.parameters.map(\.name)
        let undeclared = module.parameters.keys.sorted().filter { !declared.contains($0) }
        if let name = undeclared.first, given.isEmpty {
            let free = declared.filter { module.parameters[$0] == nil }
            throw UpdateError.parameterNoLongerDeclared(
                module: module.name, name: name, value: module.parameters[name] ?? "", template: template.spec.name,
                suggestion: Suggestion.closest(to: name, in: free) ?? (free.count == 1 ? free.first : nil))
        }
        return module.parameters.filter { declared.contains($0.key) }.merging(given) { $1 }
    }

    /// The recorded modules named in `names` (all when empty), sorted by name: only their records are read, and
    /// the other modules' names are listed only to say which are known when one is not.
    /// - Throws: `UpdateError.unknownModule` for a name that is not recorded.
    static func recorded(_ names: [String], root: String, fileSystem: any FileSystem) throws -> ModuleLock {
        guard !names.isEmpty else { return try ModuleLock.load(root: root, fileSystem: fileSystem) }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        var lock = try ModuleLock.load(unique.sorted(), root: root, fileSystem: fileSystem)
        let found = Set(lock.modules.map(\.name))
        if let name = unique.first(where: { !found.contains($0) }) {
            let known = try ModuleLock.load(root: root, fileSystem: fileSystem).modules.map(\.name)
            throw UpdateError.unknownModule(name, suggestion: Suggestion.closest(to: name, in: known), known: known)
        }
        lock.modules.sort { $0.name < $1.name }
        return lock
    }
}
