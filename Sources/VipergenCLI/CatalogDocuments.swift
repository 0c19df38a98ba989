import VipergenKit

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

/// The JSON of `template show NAME --json` (kind `template`).
struct TemplateDocument: Encodable {
    var schemaVersion = 1
    var kind = "template"
    var template: TemplateListingDocument.Template
    var author: String
    var license: String
    var moduleName: String
    /// What the template produces for `moduleName`, relative to `module_path` (code, shared) or `test_path`.
    var files: [File]
    var conditionalFiles: [ConditionalFile]
    var parameters: [Parameter]

    struct File: Encodable {
        var role: String
        var path: String
    }

    struct ConditionalFile: Encodable {
        var name: String
        var condition: String
    }

    struct Parameter: Encodable {
        var name: String
        var type: String
        var description: String
        var `default`: String?
        var required: Bool
    }

    init(_ template: TemplatePackage, preview: TemplatePreview, context: CommandContext) {
        let spec = template.spec
        self.template = TemplateListingDocument.Template(template, context: context)
        author = spec.author
        license = spec.license
        moduleName = preview.moduleName
        files = preview.files.map { File(role: $0.role.rawValue, path: $0.path) }
        conditionalFiles = (spec.codeFiles + spec.testFiles).compactMap { entry in
            entry.condition.map { ConditionalFile(name: entry.name, condition: $0) }
        }
        parameters = spec.parameters.map { parameter in
            Parameter(
                name: parameter.name, type: parameter.kind.rawValue, description: parameter.description,
                default: parameter.defaultValue, required: parameter.isRequired)
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, template, author, license, files, parameters
        case schemaVersion = "schema_version"
        case moduleName = "module_name"
        case conditionalFiles = "conditional_files"
    }
}

/// The JSON of `template lint PATH --json` (kind `lint`).
struct LintDocument: Encodable {
    var schemaVersion = 1
    var kind = "lint"
    var template: String
    /// The path as given on the command line.
    var path: String
    var ok: Bool
    /// Whether `swiftc -parse` checked the rendered Swift.
    var swiftParsed: Bool
    var problems: [Problem]

    struct Problem: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    init(_ report: TemplateLinter.Report, path: String) {
        template = report.templateName
        self.path = path
        ok = report.problems.isEmpty
        swiftParsed = report.parsedSwift
        problems = report.problems.map {
            Problem(file: $0.file, line: $0.line, column: $0.column, message: $0.message)
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, template, path, ok, problems
        case schemaVersion = "schema_version"
        case swiftParsed = "swift_parsed"
    }
}

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
