/// What every planning step may read: the request, the template, the project's settings and the disk.
struct PlanningContext {
    let request: GenerationRequest
    let template: TemplatePackage
    let configuration: ProjectConfiguration
    let fileSystem: any FileSystem
}
