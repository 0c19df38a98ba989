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
    /// "Now" for the `date` filter, in seconds since 1970; the system clock when `nil`.
    public var now: Int64?

    public init(
        moduleName: ModuleName, description: String? = nil, parameters: [String: String] = [:], date: CalendarDate,
        overwrite: Bool = false, now: Int64? = nil
    ) {
        self.now = now
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
            filters: request.now.map { now in StandardFilters.filters(now: { now }) } ?? StandardFilters.all,
            loadPartial: { (name) throws(TemplateError) in try template.loadPartial(name) })
        let spec = try renderedSpec(of: template, scope: scope, environment: environment)

        var files: [PlannedFile] = []
        var errors: [TemplateError] = []
        let groups: [([TemplateSpec.FileEntry], String, PlannedFile.Role)] = [
            (spec.codeFiles, configuration.modulePath, .code), (spec.testFiles, configuration.testPath, .test),
        ]
        for (entries, root, role) in groups {
            for entry in entries {
                guard try holds(entry, scope: scope, environment: environment) else { continue }
                // A `for_each` entry renders once per item of its list parameter; any other entry once.
                let items: [Value?] = entry.forEach.map { scope.customParameters[$0]?.items ?? [] } ?? [nil]
                for item in items {
                    do {
                        files.append(
                            try render(entry, item: item, root: root, role: role, template: template, scope: scope,
                                       environment: environment))
                    } catch let error as TemplateError {
                        errors.append(error)
                    }
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

    /// Declared parameters with their defaults, overridden by the request and converted to their types.
    /// Unknown names are refused when the template declares parameters (Generamba templates declare none and
    /// accept anything, as text).
    private func resolveParameters(_ given: [String: String], spec: TemplateSpec) throws -> [String: Value] {
        let known = spec.parameters.map(\.name)
        for name in given.keys.sorted() where !known.isEmpty && !known.contains(name) {
            throw GenerationError.unknownParameter(
                name: name, suggestion: Suggestion.closest(to: name, in: known), known: known)
        }
        var values = given.mapValues { Value.string($0) }
        for parameter in spec.parameters {
            guard let text = given[parameter.name] ?? parameter.defaultValue else {
                if parameter.isRequired {
                    throw GenerationError.missingParameter(name: parameter.name, description: parameter.description)
                }
                // An optional parameter with no value is still defined, so strict templates can test it.
                values[parameter.name] = parameter.kind == .list ? .array([]) : parameter.kind == .bool ? false : ""
                continue
            }
            values[parameter.name] = try Self.convert(text, to: parameter)
        }
        return values
    }

    /// `true`/`false` for bool parameters, comma-separated items for lists.
    static func convert(_ text: String, to parameter: TemplateSpec.Parameter) throws -> Value {
        switch parameter.kind {
        case .string:
            return .string(text)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default:
                throw GenerationError.invalidParameterValue(name: parameter.name, value: text, expected: "true or false")
            }
        case .list:
            let items = text.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
            return .array(items.map { .string($0) })
        }
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

    /// Whether the entry's `condition` holds (entries without one always do).
    private func holds(_ entry: TemplateSpec.FileEntry, scope: ModuleScope, environment: Environment) throws -> Bool {
        guard let condition = entry.condition else { return true }
        do {
            let test = try Template("{% if \(condition) %}true{% endif %}", name: entry.location.file)
            return try test.render(scope.variables(), in: environment) == "true"
        } catch {
            throw GenerationError.invalidCondition(entry.location, condition: condition, message: error.message)
        }
    }

    /// Renders one spec entry (for one item of a `for_each` entry) into a planned file.
    private func render(
        _ entry: TemplateSpec.FileEntry, item: Value?, root: String, role: PlannedFile.Role,
        template: TemplatePackage, scope: ModuleScope, environment: Environment
    ) throws -> PlannedFile {
        let module = scope.moduleName
        let base = Path.base(entry.name)
        let fileName: String
        if let customName = entry.customName {
            let nameTemplate = try Template(customName, name: template.displayPath(template.specPath))
            fileName = try nameTemplate.render(scope.variables(fileBasename: base, item: item), in: environment)
        } else {
            // Items go between the module name and the base name: `AgentDetail` + `Fetch` + `UseCase.swift`.
            fileName = scope.configuration.prefix + module + (item?.text ?? "") + base
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
            contents = try bodyTemplate.render(scope.variables(fileName: name, item: item), in: environment)
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
