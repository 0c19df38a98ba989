/// The steps one command plans with: module steps, run for each template and its modules in turn, then plan
/// steps, run once over everything the module steps left. `gen`, `update` and `template show` each configure one;
/// a new stage is one step in its own file under `Steps/` and one entry here.
struct Pipeline: Sendable {
    var moduleSteps: [any ModuleStep]
    var planSteps: [any PlanStep]

    /// `gen`: render, note what each module was rendered from (after the render, which is when a developer's own
    /// name has been looked for if a template prints it; a module recorded without one is rendered by `update`
    /// with the name of whoever updates it), refuse to switch a recorded module's template, check the new file and
    /// type names against what their targets compile, classify against the disk, inject, route the injected files to
    /// the merge driver in a git repository, refuse files that would join a target not asked for, add to the Xcode
    /// project, record each module (and move an old single-file lock, once), refuse to change a read-only file, and
    /// keep what the name checks read in the cache for the next run.
    static let generation = Pipeline(
        moduleSteps: [RenderStep(), OriginStep()],
        planSteps: [
            MergeStep(), LocalPackageStep(), ProjectSpecStep(), NoTestTargetStep(), TemplateSwitchStep(),
            OutputBoundaryStep(),
            KeptFilesStep(),
            FileNameClashStep(), TypeClashStep(),
            ClassifyStep(), PackageTargetStep(), InjectionStep(), GitAttributesStep(), SynchronizedFolderStep(),
            XcodeProjectStep(),
            LockStep(), LockMigrationStep(), ReadOnlyFileStep(), SourceIndexStep(),
        ])

    /// `update`: as `gen`, refusing a template older than the one a module was made with, with the user's edits
    /// merged into each new render before the injections, and the name check after the merge, which leaves alone
    /// (and so does not count) a file the user deleted or moved.
    static let update = Pipeline(
        moduleSteps: generation.moduleSteps,
        planSteps: [
            MergeStep(), LocalPackageStep(), ProjectSpecStep(), TemplateSwitchStep(), OlderTemplateStep(),
            OutputBoundaryStep(), ClassifyStep(),
            ThreeWayMergeStep(),
            FileNameClashStep(),
            TypeClashStep(), PackageTargetStep(), InjectionStep(), DroppedInjectionStep(),
            RemovedDeclarationUsesStep(isUpdate: true),
            SynchronizedFolderStep(),
            XcodeProjectStep(),
            LockStep(),
            LockMigrationStep(), ReadOnlyFileStep(), SourceIndexStep(),
        ])

    /// `remove`: the modules rendered as recorded (for their injections and shared files), then undone: files,
    /// injected lines, Xcode project entries, records and bases (an old single-file lock moved, without them); what
    /// their generation created that others still use (a folder, `.gitattributes` lines) is handed to one of them.
    static let removal = Pipeline(
        moduleSteps: [RenderStep()],
        planSteps: [
            PackageTargetStep(), RemovalStep(), RemovedDeclarationUsesStep(isUpdate: false), OutputBoundaryStep(),
            GitAttributesRemovalStep(),
            XcodeProjectStep(),
            UnlockStep(),
            HandOverStep(), LockMigrationStep(), ReadOnlyFileStep(),
        ])

    /// `template show`: a template's own files only, since a preview has no project to inject into or record in.
    static let preview = Pipeline(
        moduleSteps: [RenderStep()], planSteps: [MergeStep(), OutputBoundaryStep(), ClassifyStep()])

    /// Runs the module steps over each of `modules`, in order, then the plan steps once.
    /// - Throws: the first error of a step; later steps do not run.
    func plan(_ modules: [ModuleContext], in context: PlanContext) throws -> GenerationPlan {
        var draft = PlanDraft(plan: GenerationPlan(modules: modules.flatMap { $0.modules.map(\.value) }, files: []))
        for module in modules {
            for step in moduleSteps { try step.run(&draft, for: module) }
        }
        for step in planSteps { try step.run(&draft, in: context) }
        return draft.plan
    }
}
