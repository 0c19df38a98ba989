import Files
import VipergenSettings

/// What a module step reads: one template, the modules rendered from it and their inputs, the settings and the
/// disk. `gen` has one (every module of a batch shares the template); `update` has one per recorded module.
struct ModuleContext {
    let modules: [ModuleName]
    /// `module_info.description`; "<Name> module" when `nil`.
    let description: String?
    let parameters: [String: String]
    /// The day written into headers.
    let date: CalendarDate
    /// "Now" for the `date` filter, in seconds since 1970; the system clock when `nil`.
    let now: Int64?
    let template: TemplatePackage
    let configuration: ProjectConfiguration
    let fileSystem: any FileSystem

    /// The module part of `request`, rendered from `template`.
    init(
        _ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration,
        fileSystem: any FileSystem
    ) {
        modules = request.moduleNames
        description = request.description
        parameters = request.parameters
        date = request.date
        now = request.now
        self.template = template
        self.configuration = configuration
        self.fileSystem = fileSystem
    }

    /// The description of `module`: the one given, or Generamba's default.
    func description(of module: ModuleName) -> String { description ?? "\(module.value) module" }
}
