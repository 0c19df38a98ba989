import DiagnosticText
import Files
import Liquid

/// Every template the project can use: its catalogs in declared order, then the built-in ones.
///
/// Git catalogs are cloned into vipergen's cache the first time a lookup needs them and reused offline after
/// that. A lookup stops cloning once it has found its template: duplicates are reported among the catalogs that
/// are on disk.
public struct TemplateCatalog: Sendable {
    /// How `catalog/template` names the built-in templates.
    public static let builtinName = "built-in"
    /// The names of the templates built into vipergen.
    public static var builtinNames: [String] { BuiltinTemplates.names }

    public let sources: [CatalogSource]
    let fileSystem: any FileSystem
    /// Where git catalogs are cloned.
    public let cache: GitCache?

    /// Folders of template folders, searched in order before the built-in templates.
    public init(folders: [String], fileSystem: any FileSystem) {
        self.init(sources: folders.map(CatalogSource.folder), fileSystem: fileSystem, cache: nil)
    }

    /// - Parameter cache: Where git catalogs are cloned; `nil` makes every git catalog an error.
    public init(sources: [CatalogSource], fileSystem: any FileSystem, cache: GitCache?) {
        self.sources = sources
        self.fileSystem = fileSystem
        self.cache = cache
    }

    /// Every template of every catalog, cloning git catalogs that are not in the cache yet unless `fetching` is
    /// `false` (shell completion uses what is cached, never the network).
    public func listing(fetching: Bool = true) -> CatalogListing {
        var listing = CatalogListing()
        var byName: [String: Int] = [:]
        var matches: [TemplateMatch] = []
        func add(_ template: TemplatePackage) {
            if let index = byName[key(template)] {
                matches[index].shadowed.append(template)
            } else {
                byName[key(template)] = matches.count
                matches.append(TemplateMatch(template: template, shadowed: []))
            }
        }
        for source in sources {
            do {
                guard let folder = try folder(of: source, fetching: fetching) else { continue }
                for name in templateNames(in: source, folder: folder) {
                    do {
                        if let template = try load(name, from: source, folder: folder) { add(template) }
                    } catch {
                        listing.problems.append(.invalidTemplate(error))
                    }
                }
            } catch {
                listing.problems.append(error)
            }
        }
        for name in BuiltinTemplates.names {
            do {
                if let template = try loadBuiltin(name) { add(template) }
            } catch {
                listing.problems.append(.invalidTemplate(error))
            }
        }
        listing.templates = matches.map(\.template)
        listing.duplicates = matches.map(reportable).filter { !$0.shadowed.isEmpty }
        return listing
    }

    /// The name a template is found by: its folder's name (what `gen` is given), else the spec's.
    private func key(_ template: TemplatePackage) -> String {
        switch template.origin {
        case .builtin: return template.spec.name
        case .folder(let path): return template.source?.template ?? Path.base(path)
        }
    }

    /// The template called `name`: from the first catalog that has it, else built in.
    /// - Throws: `CatalogError.templateNotFound` with the closest name, `.invalidTemplate` for a broken spec, or
    ///   a git error when a catalog has to be cloned and cannot be.
    public func template(named name: String) throws(CatalogError) -> TemplatePackage {
        try resolve(name).template
    }

    /// The template called `name` (or `catalog/name`) and the templates of the same name it hides.
    /// - Throws: As `template(named:)`, and `.catalogNotFound` for an unknown `catalog/`.
    public func resolve(_ name: String) throws(CatalogError) -> TemplateMatch {
        if let slash = name.lastIndex(of: "/") {
            return try resolve(String(name[name.index(after: slash)...]), inCatalog: String(name[..<slash]))
        }
        var found: [TemplatePackage] = []
        var unreachable: [CatalogError] = []
        for source in sources {
            // Once the template is found, later catalogs are searched only where they are on disk already, and
            // their problems no longer matter. A git catalog that cannot be fetched (offline, say) is passed over:
            // the template may well be elsewhere, and the match says which catalog was not searched.
            let folder: String?
            do {
                folder = try self.folder(of: source, fetching: found.isEmpty)
            } catch {
                if found.isEmpty, !error.isFetchFailure { throw error }
                if found.isEmpty { unreachable.append(error) }
                continue
            }
            guard let folder else { continue }
            do {
                if let template = try load(name, from: source, folder: folder) { found.append(template) }
            } catch {
                if found.isEmpty { throw .invalidTemplate(error) }
            }
        }
        do {
            if let template = try loadBuiltin(name) { found.append(template) }
        } catch {
            if found.isEmpty { throw .invalidTemplate(error) }
        }
        guard let first = found.first else {
            if !unreachable.isEmpty { throw .notFoundWhereReachable(name: name, unreachable: unreachable) }
            throw .templateNotFound(
                name: name, suggestion: Suggestion.closest(to: name, in: knownNames()),
                searched: sources.map(\.description) + ["built-in templates"])
        }
        var match = reportable(TemplateMatch(template: first, shadowed: Array(found.dropFirst())))
        match.unreachable = unreachable
        return match
    }

    /// `catalog/template`: the template from the catalogs named `catalog` only.
    private func resolve(_ name: String, inCatalog catalog: String) throws(CatalogError) -> TemplateMatch {
        let named = sources.filter { $0.name == catalog }
        if named.isEmpty, catalog != TemplateCatalog.builtinName {
            let known = sources.map(\.name) + [TemplateCatalog.builtinName]
            throw .catalogNotFound(
                name: catalog, suggestion: Suggestion.closest(to: catalog, in: known), known: known)
        }
        for source in named {
            guard let folder = try folder(of: source, fetching: true) else { continue }
            do {
                if let template = try load(name, from: source, folder: folder) {
                    return TemplateMatch(template: template, shadowed: [])
                }
            } catch {
                throw .invalidTemplate(error)
            }
        }
        if named.isEmpty {
            do {
                if let template = try loadBuiltin(name) { return TemplateMatch(template: template, shadowed: []) }
            } catch {
                throw .invalidTemplate(error)
            }
        }
        let known =
            named.isEmpty
            ? BuiltinTemplates.names
            : named.flatMap { source in
                ((try? folder(of: source, fetching: false)) ?? nil).map { templateNames(in: source, folder: $0) } ?? []
            }
        throw .templateNotFound(
            name: name, suggestion: Suggestion.closest(to: name, in: known),
            searched: named.isEmpty ? ["built-in templates"] : named.map(\.description))
    }

    /// Template folders in `folders` or one level below that no catalog lists: what `template create` makes in a
    /// folder that is not a catalog yet, for the error that cannot find it.
    public func uncataloguedTemplates(near folders: [String]) -> [String] {
        let catalogued = Set(
            sources.compactMap { source -> String? in
                if case .folder(let path) = source.location { return Path.normalize(path) }
                return nil
            })
        var found: [String] = []
        var seen: Set<String> = []
        for folder in folders.map(Path.normalize) where seen.insert(folder).inserted {
            var parents = [folder]
            parents += ((try? fileSystem.listDirectory(folder)) ?? []).filter { !$0.hasPrefix(".") }
                .map { Path.join(folder, $0) }.filter { fileSystem.isDirectory($0) }
            for parent in parents where !catalogued.contains(parent) {
                for name in (try? fileSystem.listDirectory(parent)) ?? [] where !name.hasPrefix(".") {
                    let candidate = Path.join(parent, name)
                    let isTemplate =
                        fileSystem.fileExists(Path.join(candidate, "template.yml"))
                        || fileSystem.fileExists(Path.join(candidate, name + ".rambaspec"))
                    if isTemplate, !found.contains(candidate) { found.append(candidate) }
                }
            }
        }
        return found
    }

    /// Drops the duplicates that are expected: copies in Generamba's install folder of declared templates.
    private func reportable(_ match: TemplateMatch) -> TemplateMatch {
        var match = match
        if match.template.source?.isInstallFolder == true { match.shadowed = [] }
        match.shadowed.removeAll { $0.source?.isInstallFolder == true }
        return match
    }

    /// The names of the templates on disk, for "did you mean".
    private func knownNames() -> [String] {
        sources.flatMap { source in
            ((try? folder(of: source, fetching: false)) ?? nil).map { templateNames(in: source, folder: $0) } ?? []
        } + BuiltinTemplates.names
    }

    /// The folder holding the source's files: the folder itself, or the git checkout in the cache, cloned first
    /// when `fetching` allows it. `nil` when there is nothing on disk.
    public func folder(of source: CatalogSource, fetching: Bool) throws(CatalogError) -> String? {
        switch source.location {
        case .folder(let path):
            guard fileSystem.isDirectory(path) else { throw .catalogFolderMissing(source) }
            return path
        case .git(let reference):
            guard let cache else { throw .noCacheFolder }
            if let folder = cache.cachedFolder(for: reference) { return folder }
            return fetching ? try cache.checkout(reference) : nil
        }
    }

    /// The template names a source offers: its one template, or its top-level folders.
    public func templateNames(in source: CatalogSource, folder: String) -> [String] {
        if let template = source.template { return [template] }
        return ((try? fileSystem.listDirectory(folder)) ?? [])
            .filter { !$0.hasPrefix(".") && fileSystem.isDirectory(Path.join(folder, $0)) }
    }

    /// Loads template `name` from a source whose files are in `folder`; `nil` when it is not there.
    private func load(_ name: String, from source: CatalogSource, folder: String) throws(Diagnostics)
        -> TemplatePackage?
    {
        if let template = source.template {
            guard template == name else { return nil }
            return try load(name, templateFolder: folder, source: source, catalogFolder: folder)
        }
        return try load(name, templateFolder: Path.join(folder, name), source: source, catalogFolder: folder)
    }

    /// The built-in template `name`, if there is one.
    private func loadBuiltin(_ name: String) throws(Diagnostics) -> TemplatePackage? {
        let path = name + "/template.yml"
        guard let text = BuiltinTemplates.text(at: path) else { return nil }
        let spec = try TemplateSpec.parse(text, file: "builtin:" + path)
        return TemplatePackage(
            spec: spec, origin: .builtin, isGenerambaFormat: false, specPath: "template.yml", specText: text,
            fileSystem: fileSystem)
    }

    /// Reads the template in `templateFolder`: `template.yml`, else Generamba's `<name>.rambaspec`.
    func load(_ name: String, templateFolder: String, source: CatalogSource?, catalogFolder: String) throws(Diagnostics)
        -> TemplatePackage?
    {
        guard fileSystem.isDirectory(templateFolder) else { return nil }
        let catalog = CatalogFolder(catalogFolder, fileSystem: fileSystem)
        for (specName, isGeneramba) in [("template.yml", false), (name + ".rambaspec", true)] {
            let specFile = Path.join(templateFolder, specName)
            let text: String?
            do {
                text = try catalog.text(of: specFile, fileSystem: fileSystem)
            } catch let error as FileSystemError {
                throw Diagnostics([
                    Diagnostic(file: error.path, line: error.line, column: error.column, message: error.message)
                ])
            } catch {
                throw Diagnostics([Diagnostic(file: specFile, line: 0, column: 0, message: "\(error)")])
            }
            guard let text else { continue }
            // A Generamba spec is Liquid; listing renders it with no variables, generation with the full scope.
            let specText = isGeneramba ? ((try? Template(text, name: specFile).render([:])) ?? text) : text
            let spec = try TemplateSpec.parse(specText, file: specFile)
            return TemplatePackage(
                spec: spec, origin: .folder(templateFolder), isGenerambaFormat: isGeneramba, specPath: specName,
                specText: text, fileSystem: fileSystem, source: source, catalog: catalog)
        }
        return nil
    }
}
