import VipergenSettings

/// What a module was generated from, as the lock records it: what `outdated` compares and `update` renders again.
public struct ModuleOrigin: Sendable, Equatable {
    /// The template's name.
    public var template: String
    /// Its version.
    public var templateVersion: String
    /// `built-in`, a folder (relative to the project), or a git URL with its ref.
    public var templateSource: String
    /// The catalog the template comes from: its source without a git ref, so that a new tag of one repository is
    /// the same catalog and a folder's template of the built-in one's name is another.
    public var catalog: String
    /// The commit of a git catalog's checkout; `nil` for other catalogs.
    public var templateCommit: String?
    /// The hash of the template's files, so that a change without a new version is seen.
    public var templateHash: String
    /// `--param` values as given.
    public var parameters: [String: String]
    /// The settings that shaped the render, by catalogs.yml key (see `ProjectConfiguration.renderSettings`).
    public var settings: [String: String]
    /// The day written into the headers.
    public var date: CalendarDate

    /// Whether a module recorded as made from `source` (a record's `template_source`) came from this catalog.
    public func isFromCatalog(ofSource source: String) -> Bool {
        source == catalog || source.hasPrefix(catalog + "@")
    }
}
