import Files
import VipergenSettings

/// Plans `gen`: renders a template for one or more modules into a plan, entirely in memory.
///
/// Planning is `Pipeline.generation`: module steps (record the origin, render every file and injection), then
/// plan steps, each in its own file under `Planning/Steps/` (merge shared files, refuse name clashes, keep every
/// path in its output folder, classify each file against the disk, apply injections, add the files to the Xcode
/// project, record the modules in the lock). Nothing is written: the plan goes to `PlanWriter`.
struct ModuleGenerator: Sendable {
    let fileSystem: any FileSystem

    /// Renders every file of `template` for the request's modules and classifies each against the disk.
    /// - Throws: `GenerationError` when the template fails to render (every failing file is reported), a path
    ///   would leave its output folder, a parameter is wrong, or an injection cannot be applied; `Diagnostics`
    ///   when a Generamba spec breaks.
    func plan(_ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration)
        throws -> GenerationPlan
    {
        try plan(request, template: template, configuration: configuration, pipeline: .generation)
    }

    /// Plans with `pipeline` instead of `gen`'s.
    func plan(
        _ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration,
        pipeline: Pipeline
    ) throws -> GenerationPlan {
        var (configuration, package) = PackagePlacement.place(configuration, fileSystem: fileSystem)
        var packageTargets: [String: PackagePlacement] = [:]
        if let folder = request.newPackageTarget, let module = request.moduleNames.first?.value {
            let placement: PackagePlacement
            (configuration, placement) = PackagePlacement.newTarget(module, in: folder, configuration: configuration)
            (package, packageTargets[module]) = (placement, placement)
        }
        let modules = ModuleContext(request, template: template, configuration: configuration, fileSystem: fileSystem)
        var context = PlanContext(
            configuration: configuration, fileSystem: fileSystem, conflictPolicy: request.conflictPolicy,
            projectRoot: request.projectRoot, checksClashes: request.checksClashes, package: package)
        context.newPackageTarget = request.newPackageTarget
        context.packageTargets = packageTargets
        // Each module's record folder looked at once: a new module has none, and what the steps read from it (its
        // record, kept files and bases, a dozen files) is then known missing without asking the disk for each.
        if let root = LockStep.lockFolder(configuration) {
            for name in request.moduleNames {
                _ = fileSystem.pathKind(ModuleLock.folder(of: name.value, root: root))
            }
        }
        return try pipeline.plan([modules], in: context)
    }
}
