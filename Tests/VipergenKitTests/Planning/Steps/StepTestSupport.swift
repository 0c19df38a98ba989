import Files

@testable import VipergenKit

/// A planning context for the built-in `template` over `fileSystem`, for a project at /app.
func planningContext(
    template: String = "bviper", modules: [String] = ["AgentDetail"], fileSystem: any FileSystem,
    policy: ConflictPolicy = .fail, parameters: [String: String] = [:],
    configure: (inout ProjectConfiguration) -> Void = { _ in }
) throws -> PlanningContext {
    var configuration = ProjectConfiguration(defaultsFor: "/app", author: "Jane")
    configuration.projectName = "App"
    configure(&configuration)
    let request = GenerationRequest(
        moduleNames: try modules.map { try ModuleName($0) }, parameters: parameters,
        date: CalendarDate(year: 2026, month: 11, day: 25), conflictPolicy: policy, projectRoot: "/app")
    return PlanningContext(
        request: request, template: try TemplateCatalog(folders: [], fileSystem: fileSystem).template(named: template),
        configuration: configuration, fileSystem: fileSystem)
}

/// An empty draft for `context`.
func emptyDraft(_ context: PlanningContext) -> PlanDraft {
    PlanDraft(
        plan: GenerationPlan(
            modules: context.request.moduleNames.map(\.value), templateName: context.template.spec.name,
            templateVersion: context.template.spec.version, files: []))
}

/// The draft after running `steps` in order.
func run(_ steps: [any PlanningStep], _ context: PlanningContext) throws -> PlanDraft {
    var draft = emptyDraft(context)
    for step in steps { try step.run(&draft, in: context) }
    return draft
}

/// A planned file as the render step makes it.
func planned(_ path: String, _ contents: String, role: PlannedFile.Role = .code) -> PlannedFile {
    PlannedFile(path: path, contents: contents, action: .create, role: role, module: role == .shared ? nil : "M")
}
