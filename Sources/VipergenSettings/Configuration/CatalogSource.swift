import Files

/// One place templates come from, as catalogs.yml or a Rambafile declares it: a folder or a git repository,
/// holding either many templates (one per top-level folder) or exactly one.
public struct CatalogSource: Sendable, Equatable, CustomStringConvertible {
    /// Where the files are.
    public enum Location: Sendable, Equatable {
        /// A folder on disk, absolute.
        case folder(String)
        /// A git repository, cloned into vipergen's cache on first use.
        case git(GitReference)
    }

    /// How `catalog/template` names this source, and how listings show it.
    public var name: String
    public var location: Location
    /// Set when the source is one template (a Rambafile's `{name, local: PATH}` or `{name, git: URL}`): the
    /// template's name, its files at the top of the folder or repository.
    public var template: String?
    /// Generamba's install folder (`Templates/` beside a Rambafile): copies of the templates the Rambafile
    /// declares, so finding a template both there and in its declared source is expected, not a duplicate.
    public var isInstallFolder: Bool
    /// Where the settings file declares the source, for errors about it; `nil` for sources made in code. Not part
    /// of the source's identity: two declarations of one folder are the same source.
    public var declaration: SpecLocation?

    public static func == (lhs: CatalogSource, rhs: CatalogSource) -> Bool {
        lhs.name == rhs.name && lhs.location == rhs.location && lhs.template == rhs.template
            && lhs.isInstallFolder == rhs.isInstallFolder
    }

    public init(name: String, location: Location, template: String? = nil, isInstallFolder: Bool = false) {
        self.name = name
        self.location = location
        self.template = template
        self.isInstallFolder = isInstallFolder
    }

    /// A folder of template folders, named after the folder.
    public static func folder(_ path: String) -> CatalogSource {
        CatalogSource(name: Path.base(path), location: .folder(path))
    }

    /// A repository of template folders, named after the repository.
    public static func git(_ reference: GitReference) -> CatalogSource {
        CatalogSource(name: reference.repositoryName, location: .git(reference))
    }

    /// The folder path, or the URL with its ref: `https://example.com/templates.git@v1.0`.
    public var description: String {
        switch location {
        case .folder(let path): return path
        case .git(let reference): return reference.description
        }
    }
}
