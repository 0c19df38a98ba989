import Files

/// Renders a template for one or more modules into a plan, entirely in memory.
///
/// Planning is a fixed sequence of steps (`steps`), each in its own file under `Planning/Steps/`: render every
/// file of every module, merge them (a shared file once), keep every path in its output folder and classify each
/// file against the disk, apply injections, add the files to the Xcode project, then record the modules in the lock. Nothing is written: the plan
/// goes to `PlanWriter`.
public struct ModuleGenerator: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The planning steps, in order. A new stage of generation is one more step here.
    static let steps: [any PlanningStep] = [
        OriginStep(),
        RenderStep(),
        MergeStep(),
        FileNameClashStep(),
        ClassifyStep(),
        InjectionStep(),
        XcodeProjectStep(),
        LockStep(),
    ]

    /// Renders every file of `template` for the request's modules and classifies each against the disk.
    /// - Throws: `GenerationError` when the template fails to render (every failing file is reported), a path
    ///   would leave its output folder, a parameter is wrong, or an injection cannot be applied; `Diagnostics`
    ///   when a Generamba spec breaks.
    public func plan(_ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration)
        throws -> GenerationPlan
    {
        try plan(request, template: template, configuration: configuration, steps: Self.steps)
    }

    /// The steps that render a template's own files, without touching anything of a project: for previews.
    static let renderingSteps: [any PlanningStep] = [RenderStep(), MergeStep(), ClassifyStep()]

    /// Plans with `steps` instead of the full sequence.
    func plan(
        _ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration,
        steps: [any PlanningStep]
    ) throws -> GenerationPlan {
        let context = PlanningContext(
            request: request, template: template, configuration: configuration, fileSystem: fileSystem)
        var draft = PlanDraft(
            plan: GenerationPlan(
                modules: request.moduleNames.map(\.value), templateName: template.spec.name,
                templateVersion: template.spec.version, files: []))
        for step in steps {
            try step.run(&draft, in: context)
        }
        return draft.plan
    }
}
