/// A project as vipergen sees it: its settings and the templates it can use.
public struct Project: Sendable {
    public var configuration: ProjectConfiguration
    public var catalog: TemplateCatalog

    /// Loads the catalogs.yml found from `directory` upwards, or defaults for `directory` when there is none.
    /// - Throws: `Diagnostics` listing every problem in catalogs.yml.
    public static func load(from directory: String, fileSystem: any FileSystem, defaultAuthor: String) throws
        -> Project
    {
        var configuration = ProjectConfiguration(defaultsFor: directory, author: defaultAuthor)
        if let file = ProjectConfiguration.find(from: directory, in: fileSystem) {
            let text = try fileSystem.text(of: file) ?? ""
            configuration = try ProjectConfiguration.load(file: file, text: text, author: defaultAuthor)
        }
        return Project(
            configuration: configuration,
            catalog: TemplateCatalog(folders: configuration.catalogs, fileSystem: fileSystem))
    }
}
