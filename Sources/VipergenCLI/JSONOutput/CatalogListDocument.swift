import VipergenKit
import VipergenSettings

/// The JSON of `catalog list --json` (kind `catalogs`).
struct CatalogListDocument: Encodable {
    var schemaVersion = 1
    var kind = "catalogs"
    var catalogs: [Catalog]

    struct Catalog: Encodable {
        var name: String
        /// `folder`, `git` or `built-in`.
        var kind: String
        /// The folder, or the git checkout in the cache; absent for built-in templates and uncloned git catalogs.
        var path: String?
        var url: String?
        var ref: String?
        /// Set when the catalog is one template rather than a folder of templates.
        var template: String?
        /// Whether its files are on disk (always for built-in templates).
        var available: Bool
        /// The commit checked out, for git catalogs in the cache.
        var commit: String?
        var templates: [String]
    }

    init(_ entries: [CatalogCommand.Entry]) {
        catalogs = entries.map { entry in
            var catalog = Catalog(
                name: entry.name, kind: entry.kind, path: entry.folder, template: entry.source?.template,
                available: entry.kind == TemplateCatalog.builtinName || entry.folder != nil, commit: entry.commit,
                templates: entry.templates)
            switch entry.source?.location {
            case .git(let reference)?:
                catalog.url = reference.url
                catalog.ref = reference.ref
            case .folder(let folder)?:
                catalog.path = folder
            case nil:
                break
            }
            return catalog
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, catalogs
        case schemaVersion = "schema_version"
    }
}
