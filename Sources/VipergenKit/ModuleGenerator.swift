import Liquid

/// What to generate: the module, its template's inputs, and what to do about existing files.
public struct GenerationRequest: Sendable {
    public var moduleName: ModuleName
    /// `module_info.description`; Generamba's default is "<Name> module".
    public var description: String?
    /// `custom_parameters`, from `--param key=value` (and `--custom_parameters key:value`).
    public var parameters: [String: String]
    /// The day written into headers (`date`, `year`).
    public var date: CalendarDate
    /// Overwrite files that exist with other contents.
    public var overwrite: Bool

    public init(
        moduleName: ModuleName, description: String? = nil, parameters: [String: String] = [:], date: CalendarDate,
        overwrite: Bool = false
    ) {
        self.moduleName = moduleName
        self.description = description
        self.parameters = parameters
        self.date = date
        self.overwrite = overwrite
    }
}

/// Renders a template for a module into a plan, entirely in memory.
public struct ModuleGenerator: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Renders every file of `template` for the request and classifies each against the disk.
    /// - Throws: `GenerationError` when the template fails to render (every failing file is reported), a path
    ///   would leave its output folder, or a parameter is unknown; `Diagnostics` when a Generamba spec breaks.
    public func plan(_ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration)
        throws -> GenerationPlan
    {
        let parameters = try resolveParameters(request.parameters, spec: template.spec)
        let scope = ModuleScope(
            moduleName: request.moduleName.value,
            description: request.description ?? "\(request.moduleName.value) module",
            configuration: configuration, date: request.date, customParameters: parameters)
        let environment = Environment(
            mode: template.isGenerambaFormat ? .lax : .strict,
            loadPartial: { (name) throws(TemplateError) in try template.loadPartial(name) })
        let spec = try renderedSpec(of: template, scope: scope, environment: environment)

        var files: [PlannedFile] = []
        var errors: [TemplateError] = []
        let groups: [([TemplateSpec.FileEntry], String, PlannedFile.Role)] = [
            (spec.codeFiles, configuration.modulePath, .code), (spec.testFiles, configuration.testPath, .test),
        ]
        for (entries, root, role) in groups {
            for entry in entries {
                do {
                    if let file = try render(entry, root: root, role: role, template: template, scope: scope,
                                             environment: environment)
                    {
                        files.append(file)
                    }
                } catch let error as TemplateError {
                    errors.append(error)
                }
            }
        }
        if !errors.isEmpty { throw GenerationError.templateErrors(errors) }

        var seen: Set<String> = []
        for index in files.indices {
            guard seen.insert(files[index].path).inserted else {
                throw GenerationError.duplicateOutput(files[index].path)
            }
            try classify(&files[index], overwrite: request.overwrite)
        }
        return GenerationPlan(moduleName: request.moduleName.value, templateName: spec.name, files: files)
    }

    /// Declared parameters with their defaults, overridden by the request; unknown names are refused when the
    /// template declares any (Generamba templates declare none and accept anything).
    private func resolveParameters(_ given: [String: String], spec: TemplateSpec) throws -> [String: String] {
        var values: [String: String] = [:]
        for parameter in spec.parameters {
            if let value = parameter.defaultValue { values[parameter.name] = value }
        }
        let known = spec.parameters.map(\.name)
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            if !known.isEmpty, !known.contains(name) {
                throw GenerationError.unknownParameter(
                    name: name, suggestion: Suggestion.closest(to: name, in: known), known: known)
            }
            values[name] = value
        }
        return values
    }

    /// A Generamba spec is Liquid: rendered with the module's scope and parsed again, so entries can be
    /// conditional. vipergen's own specs are plain YAML.
    private func renderedSpec(of template: TemplatePackage, scope: ModuleScope, environment: Environment) throws
        -> TemplateSpec
    {
        guard template.isGenerambaFormat else { return template.spec }
        let file = template.displayPath(template.specPath)
        let text = try Template(template.specText, name: file).render(scope.variables(), in: environment)
        return try TemplateSpec.parse(text, file: file)
    }

    /// Renders one spec entry into a planned file; `nil` never happens today but keeps room for conditions.
    private func render(
        _ entry: TemplateSpec.FileEntry, root: String, role: PlannedFile.Role, template: TemplatePackage,
        scope: ModuleScope, environment: Environment
    ) throws -> PlannedFile? {
        let module = scope.moduleName
        let base = Path.base(entry.name)
        let fileName: String
        if let customName = entry.customName {
            let nameTemplate = try Template(customName, name: template.displayPath(template.specPath))
            fileName = try nameTemplate.render(scope.variables(fileBasename: base), in: environment)
        } else {
            fileName = scope.configuration.prefix + module + base
        }
        let relative = entry.isShared
            ? entry.name : Path.join(module, Path.directory(entry.name), fileName)
        let path = Path.absolute(relative, in: root)
        guard Path.isInside(path, Path.normalize(root)), !fileName.isEmpty, !fileName.contains("/") || entry.isShared
        else {
            throw GenerationError.pathOutsideOutput(path: path, folder: root)
        }

        guard let body = try template.text(entry.path) else {
            throw GenerationError.missingTemplateFile(template: template.spec.name, path: entry.path)
        }
        let contents: String
        if entry.isResource {
            contents = body
        } else {
            let bodyTemplate = try Template(body, name: template.displayPath(entry.path))
            let name = entry.isShared ? base : fileName
            contents = try bodyTemplate.render(scope.variables(fileName: name), in: environment)
        }
        return PlannedFile(path: path, contents: contents, action: .create, role: entry.isShared ? .shared : role)
    }

    /// Decides what happens to `file` given what is on disk now.
    private func classify(_ file: inout PlannedFile, overwrite: Bool) throws {
        guard let existing = try fileSystem.contents(of: file.path) else {
            if fileSystem.isDirectory(file.path) {
                throw GenerationError.writeFailed(path: file.path, reason: "a folder is in the way of this file")
            }
            file.action = .create
            return
        }
        file.previousContents = existing
        if file.role == .shared {
            file.action = .skip
        } else if existing == Array(file.contents.utf8) {
            file.action = .unchanged
        } else {
            file.action = overwrite ? .overwrite : .conflict
        }
    }
}
