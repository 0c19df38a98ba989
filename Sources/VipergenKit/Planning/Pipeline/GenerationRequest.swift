import VipergenSettings

/// What to generate: the modules, the template's inputs, and what to do about existing files.
public struct GenerationRequest: Sendable {
    /// One module, or many for a batch: one plan and one transaction for all of them.
    public var moduleNames: [ModuleName]
    /// `module_info.description`; Generamba's default is "<Name> module".
    public var description: String?
    /// `custom_parameters`, from `--param key=value` (and `--custom_parameters key:value`).
    public var parameters: [String: String]
    /// The day written into headers (`date`, `year`).
    public var date: CalendarDate
    public var conflictPolicy: ConflictPolicy
    /// "Now" for the `date` filter, in seconds since 1970; the system clock when `nil`.
    public var now: Int64?
    /// The folder output must stay in when it is inside it: the project's (catalogs.yml's) folder.
    public var projectRoot: String?
    /// Whether the names the module declares are checked against the app's and each other's
    /// (`--no-clash-check` turns it off, to render exactly what Generamba renders, clashes and all).
    public var checksClashes = true
    /// `gen --package DIR`: the module becomes a new target of the Swift package in this folder (absolute).
    public var newPackageTarget: String?

    public init(
        moduleNames: [ModuleName], description: String? = nil, parameters: [String: String] = [:],
        date: CalendarDate, conflictPolicy: ConflictPolicy = .fail, now: Int64? = nil, projectRoot: String? = nil
    ) {
        self.moduleNames = moduleNames
        self.description = description
        self.parameters = parameters
        self.date = date
        self.conflictPolicy = conflictPolicy
        self.now = now
        self.projectRoot = projectRoot
    }

    /// One module; `overwrite` is `--force`.
    public init(
        moduleName: ModuleName, description: String? = nil, parameters: [String: String] = [:], date: CalendarDate,
        overwrite: Bool = false, now: Int64? = nil
    ) {
        self.init(
            moduleNames: [moduleName], description: description, parameters: parameters, date: date,
            conflictPolicy: overwrite ? .overwrite : .fail, now: now)
    }
}
