import Liquid

/// What to generate: the modules, the template's inputs, and what to do about existing files.
public struct GenerationRequest: Sendable {
    /// One module, or many for a batch: one plan and one transaction for all of them.
    public var moduleNames: [ModuleName]
    /// `module_info.description`; Generamba's default is "<Name> module".
    public var description: String?
    /// `custom_parameters`, from `--param key=value` (and `--custom_parameters key:value`).
    public var parameters: [String: String]
    /// The day written into headers (`date`, `year`).
    public var date: CalendarDate
    public var conflictPolicy: ConflictPolicy
    /// "Now" for the `date` filter, in seconds since 1970; the system clock when `nil`.
    public var now: Int64?
    /// The folder output must stay in when it is inside it: the project's (catalogs.yml's) folder.
    public var projectRoot: String?

    public init(
        moduleNames: [ModuleName], description: String? = nil, parameters: [String: String] = [:],
        date: CalendarDate, conflictPolicy: ConflictPolicy = .fail, now: Int64? = nil, projectRoot: String? = nil
    ) {
        self.moduleNames = moduleNames
        self.description = description
        self.parameters = parameters
        self.date = date
        self.conflictPolicy = conflictPolicy
        self.now = now
        self.projectRoot = projectRoot
    }

    /// One module; `overwrite` is `--force`.
    public init(
        moduleName: ModuleName, description: String? = nil, parameters: [String: String] = [:], date: CalendarDate,
        overwrite: Bool = false, now: Int64? = nil
    ) {
        self.init(
            moduleNames: [moduleName], description: description, parameters: parameters, date: date,
            conflictPolicy: overwrite ? .overwrite : .fail, now: now)
    }
}

/// Renders a template for one or more modules into a plan, entirely in memory.
///
/// The stages: render every file of every module, merge them (a shared file once), check that every path stays
/// in its output folder, classify each file against the disk, then apply injections to the planned or existing
/// files they target.
public struct ModuleGenerator: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Lines one module asks to insert into a file.
    private struct Insertion {
        var path: String
        var injection: TemplateSpec.Injection
        var lines: [String]
    }

    /// Renders every file of `template` for the request's modules and classifies each against the disk.
    /// - Throws: `GenerationError` when the template fails to render (every failing file is reported), a path
    ///   would leave its output folder, a parameter is wrong, or an injection cannot be applied; `Diagnostics`
    ///   when a Generamba spec breaks.
    public func plan(_ request: GenerationRequest, template: TemplatePackage, configuration: ProjectConfiguration)
        throws -> GenerationPlan
    {
        let parameters = try resolveParameters(request.parameters, spec: template.spec)
        let partials = PartialCache(load: { (name) throws(TemplateError) in try template.loadPartial(name) })
        let bodies = TemplateCache()
        let environment = Environment(
            mode: template.isGenerambaFormat ? .lax : .strict,
            filters: request.now.map { now in StandardFilters.filters(now: { now }) } ?? StandardFilters.all,
            loadPartial: { (name) throws(TemplateError) in try partials.template(named: name) })

        var files: [PlannedFile] = []
        var insertions: [Insertion] = []
        var errors: [TemplateError] = []
        var specName = template.spec.name
        for moduleName in request.moduleNames {
            let scope = ModuleScope(
                moduleName: moduleName.value,
                description: request.description ?? "\(moduleName.value) module",
                configuration: configuration, date: request.date, customParameters: parameters)
            let spec = try renderedSpec(of: template, scope: scope, environment: environment, bodies: bodies)
            specName = spec.name
            do {
                files += try renderFiles(
                    of: spec, template: template, scope: scope, environment: environment,
                    bodies: bodies, errors: &errors)
                insertions += try renderInjections(of: spec, scope: scope, environment: environment, bodies: bodies)
            } catch let error as TemplateError {
                errors.append(error)
            }
        }
        if !errors.isEmpty { throw GenerationError.templateErrors(errors) }

        files = try merge(files)
        let boundary = OutputBoundary(
            roots: [configuration.modulePath, configuration.testPath], projectRoot: request.projectRoot,
            fileSystem: fileSystem)
        for index in files.indices {
            try boundary.check(files[index].path)
            try classify(&files[index], policy: request.conflictPolicy)
        }
        for insertion in insertions { try boundary.check(insertion.path) }
        try apply(insertions, to: &files)
        var plan = GenerationPlan(
            modules: request.moduleNames.map(\.value), templateName: specName,
            templateVersion: template.spec.version, files: files)
        if let registry = try registryFile(for: plan, request: request, configuration: configuration) {
            plan.files.append(registry)
        }
        return plan
    }

    /// The updated `vipergen.lock`, when the project has a catalogs.yml and every output folder is inside the
    /// project: a run into a folder elsewhere (`--output /tmp/x`) leaves the project untouched.
    private func registryFile(
        for plan: GenerationPlan, request: GenerationRequest, configuration: ProjectConfiguration
    ) throws -> PlannedFile? {
        guard let configurationFile = configuration.file else { return nil }
        let root = Path.directory(configurationFile)
        guard Path.isInside(configuration.modulePath, root), Path.isInside(configuration.testPath, root) else {
            return nil
        }
        let path = Path.join(root, ModuleRegistry.fileName)
        let registry = try ModuleRegistry.load(from: path, fileSystem: fileSystem)
            .recording(plan, parameters: request.parameters, date: request.date, root: root)
        var file = PlannedFile(path: path, contents: registry.encoded(), action: .create, role: .registry)
        if let existing = try fileSystem.contents(of: path) {
            file.previousContents = existing
            file.action = existing == Array(file.contents.utf8) ? .unchanged : .overwrite
        }
        return file
    }

    // MARK: - Rendering

    /// Renders the code and test files of one module, collecting template errors so all are reported at once.
    private func renderFiles(
        of spec: TemplateSpec, template: TemplatePackage, scope: ModuleScope, environment: Environment,
        bodies: TemplateCache, errors: inout [TemplateError]
    ) throws -> [PlannedFile] {
        var files: [PlannedFile] = []
        // A Generamba project without a test target or test path gets no tests, as Generamba decides.
        let groups: [([TemplateSpec.FileEntry], String, PlannedFile.Role)] = [
            (spec.codeFiles, scope.configuration.modulePath, .code),
            (scope.configuration.writesTests ? spec.testFiles : [], scope.configuration.testPath, .test),
        ]
        for (entries, root, role) in groups {
            for entry in entries {
                guard try holds(entry, scope: scope, environment: environment, bodies: bodies) else { continue }
                // A `for_each` entry renders once per item of its list parameter; any other entry once.
                let items: [Value?] = entry.forEach.map { scope.customParameters[$0]?.items ?? [] } ?? [nil]
                for item in items {
                    do {
                        files.append(
                            try render(
                                entry, item: item, root: root, role: role, template: template, scope: scope,
                                environment: environment, bodies: bodies))
                    } catch let error as TemplateError {
                        errors.append(error)
                    }
                }
            }
        }
        return files
    }

    /// Renders each injection's target path and lines for one module.
    private func renderInjections(
        of spec: TemplateSpec, scope: ModuleScope, environment: Environment, bodies: TemplateCache
    ) throws -> [Insertion] {
        try spec.injections.map { injection in
            let variables = scope.variables()
            let file = try bodies.template(injection.file, name: injection.location.file)
                .render(variables, in: environment)
            let content = try bodies.template(injection.content, name: injection.location.file)
                .render(variables, in: environment)
            // The target file's line endings decide how the inserted lines end.
            var lines = InjectionTarget.lines(of: content).map {
                $0.utf8.last == UInt8(ascii: "\r") ? String($0.dropLast()) : $0
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return Insertion(
                path: Path.absolute(file, in: scope.configuration.modulePath), injection: injection, lines: lines)
        }
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
                throw GenerationError.invalidParameterValue(
                    name: parameter.name, value: text, expected: "true or false")
            }
        case .list:
            let items = text.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
            return .array(items.map { .string($0) })
        }
    }

    /// A Generamba spec is Liquid: rendered with the module's scope and parsed again, so entries can be
    /// conditional. vipergen's own specs are plain YAML.
    private func renderedSpec(
        of template: TemplatePackage, scope: ModuleScope, environment: Environment, bodies: TemplateCache
    ) throws -> TemplateSpec {
        guard template.isGenerambaFormat else { return template.spec }
        let file = template.displayPath(template.specPath)
        let text = try bodies.template(template.specText, name: file).render(scope.variables(), in: environment)
        return try TemplateSpec.parse(text, file: file)
    }

    /// Whether the entry's `condition` holds (entries without one always do).
    private func holds(
        _ entry: TemplateSpec.FileEntry, scope: ModuleScope, environment: Environment, bodies: TemplateCache
    ) throws -> Bool {
        guard let condition = entry.condition else { return true }
        do {
            let test = try bodies.template("{% if \(condition) %}true{% endif %}", name: entry.location.file)
            return try test.render(scope.variables(), in: environment) == "true"
        } catch {
            throw GenerationError.invalidCondition(entry.location, condition: condition, message: error.message)
        }
    }

    /// Renders one spec entry (for one item of a `for_each` entry) into a planned file.
    private func render(
        _ entry: TemplateSpec.FileEntry, item: Value?, root: String, role: PlannedFile.Role,
        template: TemplatePackage, scope: ModuleScope, environment: Environment, bodies: TemplateCache
    ) throws -> PlannedFile {
        let module = scope.moduleName
        let base = Path.base(entry.name)
        let fileName: String
        if let customName = entry.customName {
            let nameTemplate = try bodies.template(customName, name: template.displayPath(template.specPath))
            fileName = try nameTemplate.render(scope.variables(fileBasename: base, item: item), in: environment)
        } else {
            // Items go between the module name and the base name: `AgentDetail` + `Fetch` + `UseCase.swift`.
            fileName = scope.configuration.prefix + module + (item?.text ?? "") + base
        }
        guard !fileName.isEmpty, !fileName.contains("/") else {
            throw GenerationError.pathOutsideOutput(path: fileName, folder: root)
        }
        let relative = entry.isShared ? entry.name : Path.join(module, Path.directory(entry.name), fileName)
        let path = Path.absolute(relative, in: root)

        guard let body = try template.text(entry.path) else {
            throw GenerationError.missingTemplateFile(template: template.spec.name, path: entry.path)
        }
        let contents: String
        // Generamba renders resources too (`is_resource` only picks the Xcode build phase); vipergen's own
        // templates copy them as they are.
        if entry.isResource, !template.isGenerambaFormat {
            contents = body
        } else {
            let bodyTemplate = try bodies.template(body, name: template.displayPath(entry.path))
            let name = entry.isShared ? base : fileName
            contents = try bodyTemplate.render(scope.variables(fileName: name, item: item), in: environment)
        }
        return PlannedFile(
            path: path, contents: contents, action: .create, role: entry.isShared ? .shared : role,
            module: entry.isShared ? nil : module)
    }

    // MARK: - Merging and classifying

    /// One planned file per path: a shared file rendered by every module of a batch is kept once; two different
    /// files at one path are an error.
    private func merge(_ files: [PlannedFile]) throws -> [PlannedFile] {
        var merged: [PlannedFile] = []
        var seen: Set<String> = []
        for file in files {
            if seen.insert(file.path).inserted {
                merged.append(file)
            } else if file.role != .shared {
                throw GenerationError.duplicateOutput(file.path)
            }
        }
        return merged
    }

    /// Decides what happens to `file` given what is on disk now.
    private func classify(_ file: inout PlannedFile, policy: ConflictPolicy) throws {
        guard let existing = try fileSystem.contents(of: file.path) else {
            if fileSystem.isDirectory(file.path) {
                throw GenerationError.writeFailed(path: file.path, reason: "a folder is in the way of this file")
            }
            file.action = .create
            return
        }
        file.previousContents = existing
        if existing == Array(file.contents.utf8) {
            file.action = .unchanged
            return
        }
        if file.role == .shared {
            file.action = .skip
            file.note = "shared file, already present"
            // An injection into a skipped shared file applies to what is on disk.
            file.contents = String(decoding: existing, as: UTF8.self)
            return
        }
        switch policy {
        case .fail: file.action = .conflict
        case .overwrite: file.action = .overwrite
        case .skip:
            file.action = .skip
            file.note = "exists with other contents; kept (--on-conflict skip)"
        }
    }

    // MARK: - Injections

    /// Applies every insertion to the planned file at its path, or to the project file there. Each target is
    /// split into lines once, however many modules of a batch insert into it.
    private func apply(_ insertions: [Insertion], to files: inout [PlannedFile]) throws {
        guard !insertions.isEmpty else { return }
        var indexByPath = Dictionary(
            files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var targets: [String: InjectionTarget] = [:]
        var order: [String] = []
        for insertion in insertions {
            if targets[insertion.path] == nil {
                let text: String
                if let index = indexByPath[insertion.path] {
                    text = files[index].contents
                } else {
                    guard let existing = try fileSystem.contents(of: insertion.path) else {
                        throw GenerationError.injectionFailed(
                            insertion.injection.location, file: insertion.path,
                            reason: "the file does not exist; the injection needs it")
                    }
                    text = String(decoding: existing, as: UTF8.self)
                    files.append(
                        PlannedFile(
                            path: insertion.path, contents: text, action: .unchanged, role: .project,
                            previousContents: existing))
                    indexByPath[insertion.path] = files.count - 1
                }
                targets[insertion.path] = InjectionTarget(text: text)
                order.append(insertion.path)
            }
            try targets[insertion.path]!.insert(
                insertion.lines, at: insertion.injection.anchor, location: insertion.injection.location,
                path: insertion.path)
        }
        for path in order where targets[path]!.changed {
            let index = indexByPath[path]!
            files[index].contents = targets[path]!.text
            switch files[index].action {
            case .unchanged, .skip:
                // A file that gains lines is modified, whether it is the app's own or a shared one.
                files[index].action = .modify
                files[index].note = nil
            case .create, .overwrite, .modify, .conflict:
                break
            }
        }
    }
}

/// A file being injected into, kept as lines between insertions.
private struct InjectionTarget {
    private var lines: [String]
    /// The lines without surrounding white space, for finding what is already there.
    private var trimmedLines: [String]
    /// Where each anchor text was found, kept up to date as lines are inserted: a batch inserts hundreds of
    /// times at the same marker, and searching for it again each time made batches quadratic.
    private var anchorLines: [String: Int] = [:]
    /// `"\r"` when the file's lines end in CRLF, so that inserted lines end the same way; else empty.
    private let carriageReturn: String
    private(set) var changed = false

    init(text: String) {
        lines = Self.lines(of: text)
        trimmedLines = lines.map(\.trimmed)
        carriageReturn = lines.count > 1 && lines[0].utf8.last == UInt8(ascii: "\r") ? "\r" : ""
    }

    var text: String { lines.joined(separator: "\n") }

    /// The text split at each line feed, a carriage return before it kept. Split on the byte: as Characters,
    /// "\r\n" is one character that is not "\n".
    static func lines(of text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// Inserts `newLines` at `anchor`, unless they are already there in that order (so a second run adds nothing).
    mutating func insert(
        _ newLines: [String], at anchor: TemplateSpec.Injection.Anchor, location: TemplateSpec.SpecLocation,
        path: String
    ) throws {
        let wanted = newLines.map(\.trimmed)
        if contains(wanted) { return }
        let needle: String
        switch anchor {
        case .marker(let text), .before(let text), .after(let text): needle = text
        }
        guard let match = anchorLines[needle] ?? lines.firstIndex(where: { $0.containsBytes(of: needle) }) else {
            throw GenerationError.injectionFailed(
                location, file: path, reason: "no line contains '\(needle)'; add it where the lines should go")
        }
        anchorLines[needle] = match
        let position: Int
        let indentation: String
        switch anchor {
        case .marker, .before:
            position = match
            indentation = String(lines[match].prefix { $0 == " " || $0 == "\t" })
        case .after:
            position = match + 1
            let next = lines[position...].first { !$0.trimmed.isEmpty } ?? lines[match]
            indentation = String(next.prefix { $0 == " " || $0 == "\t" })
        }
        lines.insert(
            contentsOf: newLines.map { ($0.isEmpty ? "" : indentation + $0) + carriageReturn }, at: position)
        trimmedLines.insert(contentsOf: wanted, at: position)
        for (anchor, line) in anchorLines where line >= position {
            anchorLines[anchor] = line + newLines.count
        }
        changed = true
    }

    /// Whether `wanted` appears as consecutive lines.
    private func contains(_ wanted: [String]) -> Bool {
        guard let first = wanted.first, trimmedLines.count >= wanted.count else { return false }
        for start in trimmedLines.indices where trimmedLines[start] == first {
            if start + wanted.count <= trimmedLines.count,
                trimmedLines[start..<(start + wanted.count)].elementsEqual(wanted)
            {
                return true
            }
        }
        return false
    }
}
