import Files

/// What vipergen works with in a folder: its settings (catalogs.yml or a Rambafile) and the templates they make
/// available. Not the Xcode project, which `XcodeProjectDocument` reads.
public struct Setup: Sendable {
    public var configuration: ProjectConfiguration
    public var catalog: TemplateCatalog
    /// The folder the settings were looked for from (the current folder of a command).
    public var folder: String

    /// The settings and catalog of a project, looked for from `folder`.
    public init(configuration: ProjectConfiguration, catalog: TemplateCatalog, folder: String) {
        self.configuration = configuration
        self.catalog = catalog
        self.folder = folder
    }

    /// The project's folder: the settings file's, else the folder they were looked for from. Output stays inside
    /// it, records are kept in it, and Generamba's path options are relative to it.
    public var root: String { configuration.file.map(Path.directory) ?? folder }

    /// The template called `name` (or `catalog/name`) for a command. When no catalog has it, the error also names
    /// template folders near the project that no catalog lists (what `template create` makes), relative to the
    /// project's folder as catalogs.yml's `catalogs:` are.
    /// - Throws: `CatalogError`, as `TemplateCatalog.resolve(_:)`.
    public func template(named name: String) throws(CatalogError) -> TemplateMatch {
        do {
            return try catalog.resolve(name)
        } catch .templateNotFound(let name, let suggestion, let searched, _) {
            let nearby = catalog.uncataloguedTemplates(near: [folder, root]).map { Path.relative($0, to: root) }
            throw .templateNotFound(name: name, suggestion: suggestion, searched: searched, nearby: nearby)
        }
    }

    /// Loads the settings found from `directory` upwards — catalogs.yml, else a Generamba Rambafile in the same
    /// folder — or defaults for `directory` when there are none.
    /// - Parameters:
    ///   - defaultAuthor: `developer.name` when the settings name no author.
    ///   - environment: `PATH` (for git), the cache location, and `HOME` (Generamba's saved user name). Git
    ///     catalogs fail with a clear error when it is empty.
    /// - Throws: `Diagnostics` listing every problem in the settings file.
    public static func load(
        from directory: String, fileSystem: any FileSystem, defaultAuthor: String, environment: [String: String] = [:]
    ) throws -> Setup {
        try load(from: directory, fileSystem: fileSystem, defaultAuthor: { defaultAuthor }, environment: environment)
    }

    /// As `load(from:fileSystem:defaultAuthor:environment:)`, with the default author found only when the
    /// settings name none and something reads it (finding it reads git's config files, and may run git).
    public static func load(
        from directory: String, fileSystem: any FileSystem, defaultAuthor: @escaping @Sendable () -> String,
        environment: [String: String] = [:]
    ) throws -> Setup {
        var configuration = ProjectConfiguration(defaultsFor: directory, author: "")
        if let file = settingsFile(from: directory, in: fileSystem) {
            let text = try fileSystem.text(of: file) ?? ""
            if Path.base(file) == Rambafile.fileName {
                let author = Rambafile.savedUserName(environment: environment, fileSystem: fileSystem) ?? ""
                configuration = try Rambafile.load(file: file, text: text, author: author, fileSystem: fileSystem)
            } else {
                configuration = try ProjectConfiguration.load(file: file, text: text, author: "")
            }
        }
        if configuration.author.isEmpty {
            configuration.setPersonalAuthor(defaultAuthor)
        }
        let cache = GitCache(environment: environment, currentDirectory: directory, fileSystem: fileSystem)
        return Setup(
            configuration: configuration,
            catalog: TemplateCatalog(sources: configuration.catalogs, fileSystem: fileSystem, cache: cache),
            folder: Path.normalize(directory))
    }

    /// The nearest catalogs.yml or Rambafile at or above `directory`; in one folder, catalogs.yml wins.
    public static func settingsFile(from directory: String, in fileSystem: any FileSystem) -> String? {
        var current = Path.normalize(directory)
        while true {
            for name in [ProjectConfiguration.fileName, Rambafile.fileName] {
                let candidate = Path.join(current, name)
                if fileSystem.pathKind(candidate) == .file { return candidate }
            }
            if current == "/" || current.isEmpty || current == "." { return nil }
            current = Path.directory(current)
        }
    }
}
