import Files
import Liquid
import VipergenSettings

/// Renders the spec, files and injections of one module at a time, sharing parsed templates across modules.
struct ModuleRenderer {
    let template: TemplatePackage
    let environment: Environment
    let bodies: TemplateCache

    /// Renders the code and test files of one module, collecting template errors so all are reported at once.
    func renderFiles(
        of spec: TemplateSpec, scope: ModuleScope, errors: inout [TemplateError]
    ) throws -> [PlannedFile] {
        var files: [PlannedFile] = []
        // A Generamba project without a test target or test path gets no tests, as Generamba decides.
        let groups: [([TemplateSpec.FileEntry], String, PlannedFile.Role)] = [
            (spec.codeFiles, scope.configuration.modulePath, .code),
            (scope.configuration.writesTests ? spec.testFiles : [], scope.configuration.testPath, .test),
        ]
        for (entries, root, role) in groups {
            for entry in entries {
                guard try holds(entry, scope: scope) else { continue }
                // A `for_each` entry renders once per item of its list parameter; any other entry once.
                let items: [Value?] = entry.forEach.map { scope.customParameters[$0]?.items ?? [] } ?? [nil]
                for item in items {
                    do {
                        files.append(
                            try render(entry, item: item, root: root, role: role, scope: scope))
                    } catch let error as TemplateError {
                        errors.append(error)
                    }
                }
            }
        }
        return files
    }

    /// Renders each injection's target path and lines for one module.
    func renderInjections(of spec: TemplateSpec, scope: ModuleScope) throws -> [Insertion] {
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

    /// A Generamba spec is Liquid: rendered with the module's scope and parsed again, so entries can be
    /// conditional. vipergen's own specs are plain YAML.
    func renderedSpec(scope: ModuleScope) throws -> TemplateSpec {
        guard template.isGenerambaFormat else { return template.spec }
        let file = template.displayPath(template.specPath)
        let text = try bodies.template(template.specText, name: file).render(scope.variables(), in: environment)
        return try TemplateSpec.parse(text, file: file)
    }

    /// Whether the entry's `condition` holds (entries without one always do).
    private func holds(_ entry: TemplateSpec.FileEntry, scope: ModuleScope) throws -> Bool {
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
        _ entry: TemplateSpec.FileEntry, item: Value?, root: String, role: PlannedFile.Role, scope: ModuleScope
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
        guard !fileName.isEmpty, !fileName.utf8.contains(UInt8(ascii: "/")) else {
            throw GenerationError.pathOutsideOutput(path: fileName, folder: root, entry: entry.location)
        }
        let relative = entry.isShared ? entry.name : Path.join(module, Path.directory(entry.name), fileName)
        let path = Path.absolute(relative, in: root)

        guard let body = try template.text(entry.path) else {
            throw GenerationError.missingTemplateFile(
                template: template.spec.name, path: entry.path, entry: entry.location)
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
        var file = PlannedFile(
            path: path, contents: contents, action: .create, role: entry.isShared ? .shared : role,
            module: entry.isShared ? nil : module)
        file.entry = entry.location
        file.isResource = entry.isResource
        return file
    }
}
