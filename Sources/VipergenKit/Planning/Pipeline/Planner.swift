import Files
import VipergenSettings

/// The one way into planning: every command that plans (`gen`, `update`, `remove`, `template show`) gives the
/// planner the setup it loaded and a request, and gets a plan back; the command only parses, reports and writes.
/// The project's folder, the templates and the pipeline a request runs are all decided here.
public struct Planner: Sendable {
    /// The settings and catalogs of the project.
    public let setup: Setup
    let fileSystem: any FileSystem

    /// A planner for the project `setup` describes, reading it through `fileSystem`.
    public init(setup: Setup, fileSystem: any FileSystem) {
        self.setup = setup
        self.fileSystem = fileSystem
    }

    /// Plans `request`, writing nothing.
    /// - Throws: `UpdateError` when a module is not recorded, `CatalogError` when a recorded module's template
    ///   cannot be found, `GenerationError` or `Diagnostics` when planning fails.
    public func plan(_ request: PlanRequest) throws -> PlanResult {
        // Planning only reads, and asks about each new file several times: the first look at a missing folder
        // answers for everything beneath it.
        let fileSystem = AbsentPathsFileSystem(base: fileSystem)
        switch request {
        case .generation(var generation, let template):
            if generation.projectRoot == nil { generation.projectRoot = setup.root }
            let plan = try ModuleGenerator(fileSystem: fileSystem)
                .plan(generation, template: template, configuration: setup.configuration)
            return PlanResult(plan: plan)
        case .update(let update):
            let plan = try ModuleUpdater(fileSystem: fileSystem).plan(update, project: setup)
            return PlanResult(plan: plan)
        case .removal(let removal):
            let plan = try ModuleRemover(fileSystem: fileSystem).plan(removal, project: setup)
            return PlanResult(plan: plan)
        case .preview(let preview):
            let (plan, shown) = try TemplatePreview.render(
                preview.template, moduleName: preview.moduleName, parameters: preview.parameters,
                configuration: setup.configuration, date: preview.date)
            return PlanResult(plan: plan, preview: shown)
        }
    }
}
