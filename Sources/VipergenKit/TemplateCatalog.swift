import Liquid

/// Where a template's files are read from: the binary itself, or a folder on disk.
public enum TemplateOrigin: Sendable, Equatable, CustomStringConvertible {
    case builtin
    /// A folder in a local catalog; the path is the template's own folder.
    case folder(String)

    public var description: String {
        switch self {
        case .builtin: return "built-in"
        case .folder(let path): return path
        }
    }
}

/// A template found in a catalog: its spec, where it came from, and how to read its files.
public struct TemplatePackage: Sendable {
    public var spec: TemplateSpec
    public var origin: TemplateOrigin
    /// `true` for Generamba templates: their spec is Liquid and undefined names render empty.
    public var isGenerambaFormat: Bool
    /// The spec file's path relative to the template folder, for messages.
    var specPath: String
    /// The spec's text before any Liquid in it is rendered.
    var specText: String
    private let fileSystem: any FileSystem

    init(spec: TemplateSpec, origin: TemplateOrigin, isGenerambaFormat: Bool, specPath: String, specText: String,
         fileSystem: any FileSystem)
    {
        self.spec = spec
        self.origin = origin
        self.isGenerambaFormat = isGenerambaFormat
        self.specPath = specPath
        self.specText = specText
        self.fileSystem = fileSystem
    }

    /// How messages name one of the template's files.
    func displayPath(_ relativePath: String) -> String {
        switch origin {
        case .builtin: return "builtin:\(spec.name)/\(relativePath)"
        case .folder(let folder): return Path.join(folder, relativePath)
        }
    }

    /// The text of a file of the template, `nil` when there is none.
    func text(_ relativePath: String) throws -> String? {
        switch origin {
        case .builtin:
            return BuiltinTemplates.files[spec.name + "/" + relativePath]
        case .folder(let folder):
            return try fileSystem.text(of: Path.join(folder, relativePath))
        }
    }

    /// Loads the snippet a template includes: `{% include 'header' %}` reads `snippets/header.liquid`.
    func loadPartial(_ name: String) throws(TemplateError) -> Template? {
        let relativePath = "snippets/" + name + (name.hasSuffix(".liquid") ? "" : ".liquid")
        let text: String?
        do {
            text = try self.text(relativePath)
        } catch {
            return nil
        }
        guard let text else { return nil }
        return try Template(text, name: displayPath(relativePath))
    }
}

/// Problems finding a template.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case templateNotFound(name: String, suggestion: String?, searched: [String])
    case invalidTemplate(Diagnostics)

    public var description: String {
        switch self {
        case .templateNotFound(let name, let suggestion, let searched):
            var text = "error: no template named '\(name)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += "\n  searched: \(searched.joined(separator: ", "))\n  run 'vipergen list' to see every template"
            return text
        case .invalidTemplate(let diagnostics):
            return diagnostics.description
        }
    }
}

/// Every template the project can use: its local catalogs in declared order, then the built-in ones.
public struct TemplateCatalog: Sendable {
    let folders: [String]
    let fileSystem: any FileSystem

    public init(folders: [String], fileSystem: any FileSystem) {
        self.folders = folders
        self.fileSystem = fileSystem
    }

    /// All templates, the first of each name winning, with problems in unreadable specs reported separately.
    public func all() -> (templates: [TemplatePackage], problems: [Diagnostics]) {
        var templates: [TemplatePackage] = []
        var problems: [Diagnostics] = []
        var seen: Set<String> = []
        for name in folderTemplateNames() + BuiltinTemplates.names.map({ (nil as String?, $0) }) {
            guard !seen.contains(name.1) else { continue }
            do {
                if let template = try load(name.1, in: name.0) {
                    seen.insert(name.1)
                    templates.append(template)
                }
            } catch {
                problems.append(error)
            }
        }
        return (templates, problems)
    }

    /// The template called `name`: from the first catalog folder that has it, else built in.
    /// - Throws: `CatalogError.templateNotFound` with the closest name, or `.invalidTemplate` for a broken spec.
    public func template(named name: String) throws(CatalogError) -> TemplatePackage {
        for folder in folders {
            do {
                if let template = try load(name, in: folder) { return template }
            } catch {
                throw .invalidTemplate(error)
            }
        }
        do {
            if let template = try load(name, in: nil) { return template }
        } catch {
            throw .invalidTemplate(error)
        }
        let known = folderTemplateNames().map(\.1) + BuiltinTemplates.names
        throw .templateNotFound(
            name: name, suggestion: Suggestion.closest(to: name, in: known),
            searched: folders + ["built-in templates"])
    }

    /// The template folders in each catalog folder, as (catalog, name) pairs.
    private func folderTemplateNames() -> [(String?, String)] {
        folders.flatMap { folder in
            ((try? fileSystem.listDirectory(folder)) ?? [])
                .filter { fileSystem.isDirectory(Path.join(folder, $0)) && !$0.hasPrefix(".") }
                .map { (folder as String?, $0) }
        }
    }

    /// Loads template `name` from `folder` (or the built-in set when `nil`); `nil` when it is not there.
    private func load(_ name: String, in folder: String?) throws(Diagnostics) -> TemplatePackage? {
        guard let folder else {
            let path = name + "/template.yml"
            guard let text = BuiltinTemplates.files[path] else { return nil }
            let spec = try TemplateSpec.parse(text, file: "builtin:" + path)
            return TemplatePackage(
                spec: spec, origin: .builtin, isGenerambaFormat: false, specPath: "template.yml", specText: text,
                fileSystem: fileSystem)
        }
        let templateFolder = Path.join(folder, name)
        guard fileSystem.isDirectory(templateFolder) else { return nil }
        for (specName, isGeneramba) in [("template.yml", false), (name + ".rambaspec", true)] {
            let specFile = Path.join(templateFolder, specName)
            let text: String?
            do {
                text = try fileSystem.text(of: specFile)
            } catch {
                throw Diagnostics([Diagnostic(file: specFile, line: 0, column: 0, message: "\(error)")])
            }
            guard let text else { continue }
            // A Generamba spec is Liquid; listing renders it with no variables, generation with the full scope.
            let specText = isGeneramba ? ((try? Template(text, name: specFile).render([:])) ?? text) : text
            let spec = try TemplateSpec.parse(specText, file: specFile)
            return TemplatePackage(
                spec: spec, origin: .folder(templateFolder), isGenerambaFormat: isGeneramba, specPath: specName,
                specText: text, fileSystem: fileSystem)
        }
        return nil
    }
}
