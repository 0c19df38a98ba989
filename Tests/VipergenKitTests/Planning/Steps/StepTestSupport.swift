import Files

@testable import VipergenKit
@testable import VipergenSettings

/// The two contexts steps run with: one template rendered for the modules, and the plan as a whole.
struct StepContexts {
    /// The request both were made from, for planning it whole.
    var request: GenerationRequest
    var modules: ModuleContext
    var plan: PlanContext

    var template: TemplatePackage { modules.template }
    var configuration: ProjectConfiguration { plan.configuration }
}

/// The contexts for the built-in `template` over `fileSystem`, for a project at /app.
func planningContext(
    template: String = "bviper", modules: [String] = ["AgentDetail"], fileSystem: any FileSystem,
    policy: ConflictPolicy = .fail, parameters: [String: String] = [:],
    configure: (inout ProjectConfiguration) -> Void = { _ in }
) throws -> StepContexts {
    var configuration = ProjectConfiguration(defaultsFor: "/app", author: "Jane")
    configuration.projectName = "App"
    configure(&configuration)
    let request = GenerationRequest(
        moduleNames: try modules.map { try ModuleName($0) }, parameters: parameters,
        date: CalendarDate(year: 2026, month: 11, day: 25), conflictPolicy: policy, projectRoot: "/app")
    let package = try TemplateCatalog(folders: [], fileSystem: fileSystem).template(named: template)
    return StepContexts(
        request: request,
        modules: ModuleContext(request, template: package, configuration: configuration, fileSystem: fileSystem),
        plan: PlanContext(
            configuration: configuration, fileSystem: fileSystem, conflictPolicy: policy, projectRoot: "/app"))
}

/// An empty draft for `context`'s modules.
func emptyDraft(_ context: StepContexts) -> PlanDraft {
    PlanDraft(plan: GenerationPlan(modules: context.modules.modules.map(\.value), files: []))
}

/// The draft after running `module` steps over the modules, then `plan` steps.
func run(module: [any ModuleStep], plan: [any PlanStep] = [], _ context: StepContexts) throws -> PlanDraft {
    var draft = emptyDraft(context)
    for step in module { try step.run(&draft, for: context.modules) }
    for step in plan { try step.run(&draft, in: context.plan) }
    return draft
}

/// A planned file as the render step makes it.
func planned(_ path: String, _ contents: String, role: PlannedFile.Role = .code) -> PlannedFile {
    PlannedFile(path: path, contents: contents, action: .create, role: role, module: role == .shared ? nil : "M")
}
