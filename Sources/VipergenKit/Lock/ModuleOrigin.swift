/// What a module was generated from, as the lock records it: what `outdated` compares and `update` renders again.
public struct ModuleOrigin: Sendable, Equatable {
    public var template: String
    public var templateVersion: String
    /// `built-in`, a folder (relative to the project), or a git URL with its ref.
    public var templateSource: String
    public var templateCommit: String?
    public var templateHash: String
    /// `--param` values as given.
    public var parameters: [String: String]
    /// The settings that shaped the render, by catalogs.yml key (see `ProjectConfiguration.renderSettings`).
    public var settings: [String: String]
    /// The day written into the headers.
    public var date: CalendarDate
}
