import Files
import Liquid

/// A template found in a catalog: its spec, where it came from, and how to read its files.
public struct TemplatePackage: Sendable {
    public var spec: TemplateSpec
    public var origin: TemplateOrigin
    /// The catalog the template was found in; `nil` for built-in templates.
    public var source: CatalogSource?
    /// `true` for Generamba templates: their spec is Liquid and undefined names render empty.
    public var isGenerambaFormat: Bool
    /// The spec file's path relative to the template folder, for messages.
    package var specPath: String
    /// The spec's text before any Liquid in it is rendered.
    package var specText: String
    /// The folder whose files the template may read: its catalog's (or its own, for a catalog of one template).
    /// `nil` for a built-in template.
    var catalog: CatalogFolder?
    let fileSystem: any FileSystem

    init(
        spec: TemplateSpec, origin: TemplateOrigin, isGenerambaFormat: Bool, specPath: String, specText: String,
        fileSystem: any FileSystem, source: CatalogSource? = nil, catalog: CatalogFolder? = nil
    ) {
        self.spec = spec
        self.origin = origin
        self.source = source
        self.isGenerambaFormat = isGenerambaFormat
        self.specPath = specPath
        self.specText = specText
        self.catalog = catalog
        self.fileSystem = fileSystem
    }

    /// Where the template comes from, for listings: `built-in`, a folder, or a git URL with its ref.
    public var sourceDescription: String {
        guard let source else { return TemplateCatalog.builtinName }
        switch source.location {
        case .git(let reference): return reference.description
        case .folder: return origin.description
        }
    }

    /// How messages name one of the template's files.
    package func displayPath(_ relativePath: String) -> String {
        switch origin {
        case .builtin: return "builtin:\(spec.name)/\(relativePath)"
        case .folder(let folder): return Path.join(folder, relativePath)
        }
    }

    /// The text of a file of the template, `nil` when there is none.
    package func text(_ relativePath: String) throws -> String? {
        switch origin {
        case .builtin:
            return BuiltinTemplates.text(at: spec.name + "/" + relativePath)
        case .folder(let folder):
            // A package made without its catalog reads only its own folder.
            let catalog = self.catalog ?? CatalogFolder(folder, fileSystem: fileSystem)
            return try catalog.text(of: Path.join(folder, relativePath), fileSystem: fileSystem)
        }
    }

    /// Loads the snippet a template includes: `{% include 'header' %}` reads `snippets/header.liquid`.
    package func loadPartial(_ name: String) throws(TemplateError) -> Template? {
        let relativePath = "snippets/" + name + (name.hasSuffix(".liquid") ? "" : ".liquid")
        let text: String?
        do {
            text = try self.text(relativePath)
        } catch {
            // There is such a snippet, but it cannot be read: say why instead of calling it missing.
            throw TemplateError(unreadablePartial: "\(error)")
        }
        guard let text else { return nil }
        return try Template(text, name: displayPath(relativePath))
    }

    /// The names `include` finds in `snippets/` (`header` for `snippets/header.liquid`), for a "did you mean" when
    /// a template includes one that is not there.
    package func partialNames() -> [String] {
        let fileNames: [String]
        switch origin {
        case .builtin:
            let prefix = spec.name + "/snippets/"
            fileNames = BuiltinTemplates.files(under: prefix).map { String($0.path.dropFirst(prefix.count)) }
        case .folder(let folder):
            fileNames = (try? fileSystem.listDirectory(Path.join(folder, "snippets"))) ?? []
        }
        return fileNames.filter { $0.hasSuffix(".liquid") }.map { String($0.dropLast(".liquid".count)) }.sorted()
    }
}
