import VipergenSettings

/// What `template show` previews: a template's own files for a sample module, against an empty disk.
public struct PreviewRequest: Sendable {
    /// The template, as `Setup.template(named:)` found it.
    public var template: TemplatePackage
    /// The sample module's name.
    public var moduleName: ModuleName
    /// `--param` values; a required parameter without one gets a sample value.
    public var parameters: [String: String]
    /// The day written into headers.
    public var date: CalendarDate

    /// A preview of `template` for `moduleName`.
    public init(
        template: TemplatePackage, moduleName: ModuleName, parameters: [String: String] = [:], date: CalendarDate
    ) {
        self.template = template
        self.moduleName = moduleName
        self.parameters = parameters
        self.date = date
    }
}
