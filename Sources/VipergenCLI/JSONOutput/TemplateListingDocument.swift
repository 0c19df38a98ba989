import VipergenKit
import VipergenSettings

/// The JSON of `template list --json` and `template search TERM --json` (kind `template_list`).
struct TemplateListingDocument: Encodable {
    var schemaVersion = 1
    var kind = "template_list"
    /// The search term; absent for `list`.
    var term: String?
    var templates: [Template]
    var duplicates: [Duplicate]
    /// Catalogs or specs that could not be read, as the messages printed on standard error.
    var problems: [String]

    struct Template: Encodable {
        var name: String
        var summary: String
        var version: String
        /// `built-in`, the template's folder, or the git URL with its ref.
        var source: String
        /// The catalog's name, for `catalog/template`.
        var catalog: String
        /// `vipergen` (template.yml) or `generamba` (.rambaspec).
        var format: String
        /// The template's folder on disk; absent for built-in templates.
        var path: String?

        init(_ template: TemplatePackage, context: CommandContext) {
            name = template.spec.name
            summary = template.spec.summary
            version = template.spec.version
            source = context.displaySource(of: template)
            catalog = template.source?.name ?? TemplateCatalog.builtinName
            format = template.isGenerambaFormat ? "generamba" : "vipergen"
            if case .folder(let folder) = template.origin { path = folder }
        }
    }

    struct Duplicate: Encodable {
        var name: String
        /// The source `gen` uses.
        var used: String
        /// The sources it hides, in lookup order.
        var shadowed: [String]
    }

    init(term: String?, templates: [TemplatePackage], listing: CatalogListing, context: CommandContext) {
        self.term = term
        self.templates = templates.map { Template($0, context: context) }
        duplicates = listing.duplicates.map { duplicate in
            Duplicate(
                name: duplicate.template.spec.name, used: context.displaySource(of: duplicate.template),
                shadowed: duplicate.shadowed.map { context.displaySource(of: $0) })
        }
        problems = listing.problems.map { "\($0)" }
    }

    enum CodingKeys: String, CodingKey {
        case kind, term, templates, duplicates, problems
        case schemaVersion = "schema_version"
    }
}
