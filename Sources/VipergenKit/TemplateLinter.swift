import Liquid
import YAML

/// Checks a template folder as `gen` would use it and reports every problem in one run, each at its file, line
/// and column: the spec's keys, that the files it lists exist with the exact letter case, that every Liquid file
/// parses, that a strict render with sample values knows every variable and filter, and (when a Swift compiler
/// is at hand) that the rendered Swift parses.
public struct TemplateLinter: Sendable {
    let fileSystem: any FileSystem
    /// `swiftc`, to check that rendered Swift parses; `nil` skips that check.
    let swiftCompiler: ExternalProgram?
    /// Where the rendered Swift is written for `swiftc`: in a folder the linter creates there and removes after.
    let temporaryDirectory: String
    let environment: [String: String]

    public init(
        fileSystem: any FileSystem, swiftCompiler: ExternalProgram?, temporaryDirectory: String,
        environment: [String: String]
    ) {
        self.fileSystem = fileSystem
        self.swiftCompiler = swiftCompiler
        self.temporaryDirectory = temporaryDirectory
        self.environment = environment
    }

    /// What a lint found.
    public struct Report: Sendable {
        /// The template's name: its folder's.
        public var templateName: String
        public var problems: [Diagnostic]
        /// Whether the rendered Swift was parsed (there was Swift to parse and a compiler to parse it).
        public var parsedSwift: Bool
    }

    /// One file a spec lists, read leniently so that a spec with errors still has its files checked.
    struct Entry {
        var name: String
        var path: String
        var pathMark: YAMLMark
        var customName: String?
        var customNameMark: YAMLMark?
        var condition: String?
        var isResource: Bool
        var forEach: String?
        var isShared: Bool
    }

    /// A Swift file rendered for the sample module, waiting for `swiftc -parse`.
    struct RenderedSwift {
        var outputPath: String
        var contents: String
        var templatePath: String
    }

    /// Lints the template in `folder` (or the folder of the spec file `folder` names).
    /// - Parameter display: How messages name `folder`: the path as the user wrote it.
    public func lint(_ folder: String, display: String) -> Report {
        var folder = folder
        var display = display
        var specName: String?
        if !fileSystem.isDirectory(folder), folder.hasSuffix(".rambaspec") || Path.base(folder) == "template.yml" {
            specName = Path.base(folder)
            folder = Path.directory(folder)
            display = Path.directory(display).isEmpty ? "." : Path.directory(display)
        }
        let name = Path.base(folder)
        var linter = Run(linter: self, folder: folder, display: display, name: name)
        linter.lint(specName: specName)
        return Report(templateName: name, problems: linter.problems, parsedSwift: linter.parsedSwift)
    }

    /// The sample module every lint renders.
    static let sampleModule = "Sample"

    /// Sample project settings, so every variable Generamba sets has a value.
    static func sampleConfiguration() -> ProjectConfiguration {
        var configuration = ProjectConfiguration(defaultsFor: "/sample", author: "Sample Author")
        configuration.projectName = "SampleApp"
        configuration.productModuleName = "SampleApp"
        configuration.company = "Sample Company"
        configuration.projectTargets = ["SampleApp"]
        configuration.testTargets = ["SampleAppTests"]
        return configuration
    }
}

extension TemplateLinter {
    /// The state of one lint: the problems found so far.
    struct Run {
        let linter: TemplateLinter
        let folder: String
        let display: String
        let name: String
        var problems: [Diagnostic] = []
        var parsedSwift = false
        var fileSystem: any FileSystem { linter.fileSystem }

        init(linter: TemplateLinter, folder: String, display: String, name: String) {
            self.linter = linter
            self.folder = folder
            self.display = display
            self.name = name
        }

        func displayPath(_ relative: String) -> String {
            display == "." ? relative : Path.join(display, relative)
        }

        mutating func report(_ file: String, _ line: Int, _ column: Int, _ message: String, text: String = "") {
            problems.append(Diagnostic(file: file, text: text, line: line, column: column, message: message))
        }

        mutating func report(_ error: TemplateError) {
            var message = error.message
            if error.kind == .partial, let name = message.split(separator: "'").dropFirst().first,
                let actual = caseInsensitiveMatch("snippets/" + name + (name.hasSuffix(".liquid") ? "" : ".liquid"))
            {
                message +=
                    "; '\(actual)' differs only in letter case, which works only on case-insensitive disks "
                    + "(macOS's default): write '\(Path.base(actual).replacingSuffix(".liquid"))'"
            }
            problems.append(
                Diagnostic(
                    file: error.templateName, line: error.line, column: error.column, message: message,
                    sourceLine: error.sourceLine))
        }

        mutating func lint(specName given: String?) {
            guard fileSystem.isDirectory(folder) else {
                report(display, 1, 1, "no such template folder")
                return
            }
            guard let (specName, specText) = findSpec(given) else { return }
            let isGeneramba = specName.hasSuffix(".rambaspec")
            let specDisplay = displayPath(specName)
            let texts = templateTexts()
            // A Generamba spec is Liquid: it is rendered (laxly, as Generamba does) before it is read, with every
            // custom parameter set so that conditional entries are checked too.
            var yamlText = specText
            if isGeneramba {
                let scope = sampleScope(customParameters: sampleParameters(spec: nil, texts: texts))
                do {
                    yamlText = try Template(specText, name: specDisplay).render(scope.variables())
                } catch {
                    report(error)
                }
            }
            var spec: TemplateSpec?
            do {
                spec = try TemplateSpec.parse(yamlText, file: specDisplay)
            } catch {
                problems += error.items.map { remap($0, rendered: yamlText, original: specText) }
            }
            guard let root = try? YAMLParser.parse(yamlText, file: specDisplay) else { return }
            // Problems from here on that point into the spec point into its rendered text until remapped.
            let firstUnmapped = problems.count
            if let nameNode = root["name"], let specName = nameNode.string, specName != name {
                report(
                    specDisplay, nameNode.mark.line, nameNode.mark.column,
                    "the spec's name '\(specName)' differs from its folder '\(name)'; vipergen and Generamba find "
                        + "templates by folder, so rename one", text: yamlText)
            }
            let parameters = sampleParameters(spec: spec, texts: texts)
            var rendered: [RenderedSwift] = []
            for (key, role) in [("code_files", "code"), ("test_files", "test")] {
                for entry in entries(root[key], key: key, in: yamlText) {
                    lint(
                        entry, role: role, parameters: parameters, specDisplay: specDisplay, specText: yamlText,
                        rendered: &rendered)
                }
            }
            lintSnippets()
            parseSwift(rendered)
            if isGeneramba {
                for index in problems.indices.dropFirst(firstUnmapped) where problems[index].file == specDisplay {
                    problems[index] = remap(problems[index], rendered: yamlText, original: specText)
                }
            }
        }

        /// A problem found in a rendered Generamba spec, moved to its line in the spec as written: the line
        /// with the same text nearest below its rendered position (rendering mostly removes lines).
        func remap(_ diagnostic: Diagnostic, rendered: String, original: String) -> Diagnostic {
            guard rendered != original, !diagnostic.sourceLine.isEmpty else { return diagnostic }
            let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
            }
            let candidates = lines.indices.filter { lines[$0] == diagnostic.sourceLine }.map { $0 + 1 }
            guard let line = candidates.first(where: { $0 >= diagnostic.line }) ?? candidates.last else {
                return diagnostic
            }
            var moved = diagnostic
            moved.line = line
            return moved
        }

        /// The spec's file name and text: `template.yml`, else `<folder>.rambaspec`.
        mutating func findSpec(_ given: String?) -> (String, String)? {
            let candidates = given.map { [$0] } ?? ["template.yml", name + ".rambaspec"]
            for candidate in candidates {
                let path = Path.join(folder, candidate)
                do {
                    if let text = try fileSystem.text(of: path) { return (candidate, text) }
                } catch {
                    report(displayPath(candidate), 1, 1, "\(error)")
                    return nil
                }
            }
            let others = ((try? fileSystem.listDirectory(folder)) ?? []).filter { $0.hasSuffix(".rambaspec") }
            if let other = others.first {
                report(
                    displayPath(other), 1, 1,
                    "a Generamba spec must be named after its folder: rename it to '\(name).rambaspec'")
            } else {
                report(display, 1, 1, "no spec: a template needs 'template.yml' or '\(name).rambaspec'")
            }
            return nil
        }

        /// Every Liquid text of the template (for the custom parameters a Generamba template reads).
        func templateTexts() -> [String] {
            var texts: [String] = []
            func walk(_ relative: String) {
                let path = relative.isEmpty ? folder : Path.join(folder, relative)
                for name in (try? fileSystem.listDirectory(path)) ?? [] where !name.hasPrefix(".") {
                    let child = relative.isEmpty ? name : relative + "/" + name
                    if fileSystem.isDirectory(Path.join(folder, child)) {
                        walk(child)
                    } else if let text = try? fileSystem.text(of: Path.join(folder, child)) {
                        texts.append(text)
                    }
                }
            }
            walk("")
            return texts
        }

        /// Declared parameters with their defaults (or sample values); for a template that declares none (every
        /// Generamba template), each `custom_parameters.NAME` its files read, with a sample value.
        func sampleParameters(spec: TemplateSpec?, texts: [String]) -> [String: Value] {
            var values: [String: Value] = [:]
            if let spec, !spec.parameters.isEmpty {
                for parameter in spec.parameters {
                    let text = parameter.defaultValue ?? TemplatePreview.sampleValue(for: parameter.kind)
                    values[parameter.name] = (try? ModuleGenerator.convert(text, to: parameter)) ?? .string(text)
                }
                return values
            }
            let marker = "custom_parameters."
            for text in texts {
                var rest = Substring(text)
                while let range = rest.firstRange(of: marker) {
                    let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { values[String(name)] = .string("sample") }
                    rest = rest[range.upperBound...]
                }
            }
            return values
        }

        func sampleScope(customParameters: [String: Value]) -> ModuleScope {
            ModuleScope(
                moduleName: TemplateLinter.sampleModule, description: "\(TemplateLinter.sampleModule) module",
                configuration: TemplateLinter.sampleConfiguration(), date: CalendarDate(year: 2026, month: 1, day: 2),
                customParameters: customParameters)
        }

        /// The `code_files` or `test_files` entries that have a name and a path (the spec check reports the rest).
        func entries(_ node: YAMLNode?, key: String, in text: String) -> [Entry] {
            (node?.array ?? []).compactMap { item in
                guard let name = item["name"]?.string, let pathNode = item["path"], let path = pathNode.string else {
                    return nil
                }
                return Entry(
                    name: name, path: path, pathMark: pathNode.mark, customName: item["custom_name"]?.string,
                    customNameMark: item["custom_name"]?.mark, condition: item["condition"]?.string,
                    isResource: item["is_resource"]?.bool ?? false, forEach: item["for_each"]?.string,
                    isShared: item["shared"]?.bool ?? false)
            }
        }

        /// Checks one entry: its file exists with this exact case, parses, and renders strictly.
        mutating func lint(
            _ entry: Entry, role: String, parameters: [String: Value], specDisplay: String, specText: String,
            rendered: inout [RenderedSwift]
        ) {
            guard let body = existingText(entry.path, at: entry.pathMark, specDisplay: specDisplay, specText: specText)
            else { return }
            let item: Value? = entry.forEach.map { _ in .string("Item") }
            let scope = sampleScope(customParameters: parameters)
            let environment = lintEnvironment()
            let base = Path.base(entry.name)
            var fileName = ""
            if let customName = entry.customName {
                do {
                    fileName = try Template(customName, name: specDisplay)
                        .render(scope.variables(fileBasename: base, item: item), in: environment)
                } catch {
                    let mark = entry.customNameMark ?? entry.pathMark
                    report(specDisplay, mark.line, mark.column, "custom_name: \(error.message)", text: specText)
                }
            } else {
                fileName = scope.configuration.prefix + scope.moduleName + (item?.text ?? "") + base
            }
            if let condition = entry.condition {
                do {
                    _ = try Template("{% if \(condition) %}true{% endif %}", name: specDisplay)
                        .render(scope.variables(), in: environment)
                } catch {
                    report(
                        specDisplay, entry.pathMark.line, 1, "condition '\(condition)': \(error.message)",
                        text: specText)
                }
            }
            guard !entry.isResource else { return }
            let templatePath = displayPath(entry.path)
            let template: Template
            do {
                template = try Template(body, name: templatePath)
            } catch {
                report(error)
                return
            }
            do {
                let name = entry.isShared ? base : fileName
                let contents = try template.render(scope.variables(fileName: name, item: item), in: environment)
                let output =
                    entry.isShared ? entry.name : Path.join(scope.moduleName, Path.directory(entry.name), fileName)
                if output.hasSuffix(".swift") {
                    rendered.append(
                        RenderedSwift(outputPath: role + "/" + output, contents: contents, templatePath: templatePath))
                }
            } catch {
                report(error)
            }
        }

        /// The text of a template file the spec lists; a missing file (or one whose name differs in case) is a
        /// problem at the spec's `path`.
        mutating func existingText(_ relative: String, at mark: YAMLMark, specDisplay: String, specText: String)
            -> String?
        {
            let path = Path.join(folder, relative)
            if fileSystem.fileExists(path), !fileSystem.isDirectory(path), isExactCase(relative) {
                do {
                    return try fileSystem.text(of: path)
                } catch {
                    report(specDisplay, mark.line, mark.column, "\(error)", text: specText)
                    return nil
                }
            }
            if let actual = caseInsensitiveMatch(relative) {
                report(
                    specDisplay, mark.line, mark.column,
                    "'\(relative)' is '\(actual)' on disk: the letter case differs, so this template works only on "
                        + "case-insensitive disks (macOS's default) and fails on Linux and case-sensitive volumes; "
                        + "write '\(actual)'", text: specText)
                // Check the file as a case-insensitive disk would find it, so its own problems show in this run.
                return try? fileSystem.text(of: Path.join(folder, actual))
            } else {
                report(
                    specDisplay, mark.line, mark.column, "'\(relative)' does not exist in the template", text: specText)
            }
            return nil
        }

        /// Whether every component of `relative` is spelt as on disk (a case-insensitive disk finds it anyway).
        func isExactCase(_ relative: String) -> Bool {
            caseInsensitiveMatch(relative) == relative
        }

        /// `relative` spelt as on disk, matching each component regardless of case; `nil` when nothing matches.
        func caseInsensitiveMatch(_ relative: String) -> String? {
            var current = folder
            var matched: [String] = []
            for component in relative.split(separator: "/").map(String.init) {
                if component == "." { continue }
                let names = (try? fileSystem.listDirectory(current)) ?? []
                guard
                    let found = names.first(where: { $0 == component })
                        ?? names.first(where: { $0.lowercased() == component.lowercased() })
                else { return nil }
                matched.append(found)
                current = Path.join(current, found)
            }
            return matched.joined(separator: "/")
        }

        /// Strict mode, and partials read from `snippets/`, noting any whose name differs in case.
        func lintEnvironment() -> Environment {
            let folder = folder
            let display = display
            let fileSystem = fileSystem
            return Environment(
                mode: .strict,
                filters: StandardFilters.filters(now: { 1_767_312_000 }),
                loadPartial: { (name) throws(TemplateError) in
                    let file = name.hasSuffix(".liquid") ? name : name + ".liquid"
                    let snippets = Path.join(folder, "snippets")
                    let names = (try? fileSystem.listDirectory(snippets)) ?? []
                    guard let found = names.first(where: { $0 == file }) else { return nil }
                    guard let text = (try? fileSystem.text(of: Path.join(snippets, found))) ?? nil else { return nil }
                    return try Template(text, name: Path.join(display, "snippets", found))
                })
        }

        /// Every snippet parses.
        mutating func lintSnippets() {
            let snippets = Path.join(folder, "snippets")
            for name in (try? fileSystem.listDirectory(snippets)) ?? [] where name.hasSuffix(".liquid") {
                guard let text = try? fileSystem.text(of: Path.join(snippets, name)) else { continue }
                do {
                    _ = try Template(text, name: displayPath("snippets/" + name))
                } catch {
                    report(error)
                }
            }
        }

        /// Runs `swiftc -parse` over the rendered Swift files and reports its errors at their output lines.
        mutating func parseSwift(_ files: [RenderedSwift]) {
            guard let compiler = linter.swiftCompiler, !files.isEmpty else { return }
            let scratch = Path.join(linter.temporaryDirectory, "vipergen-lint-\(UInt32.random(in: .min ... .max))")
            defer { try? fileSystem.removeItem(scratch) }
            var paths: [String: RenderedSwift] = [:]
            do {
                try fileSystem.createDirectory(scratch)
                for (index, file) in files.enumerated() {
                    // One folder per file keeps names unique and short.
                    let folder = Path.join(scratch, String(index))
                    try fileSystem.createDirectory(folder)
                    let path = Path.join(folder, Path.base(file.outputPath))
                    try fileSystem.write(Array(file.contents.utf8), to: path)
                    paths[path] = file
                }
            } catch {
                return
            }
            guard let result = try? compiler.run(["-parse"] + paths.keys.sorted(), environment: linter.environment)
            else { return }
            parsedSwift = true
            for line in (result.errorOutput + result.output).split(separator: "\n") {
                guard let (path, file) = paths.first(where: { line.hasPrefix($0.key + ":") }) else { continue }
                let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
                guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]),
                    parts[2].trimmed == "error"
                else { continue }
                report(
                    file.outputPath, row, column,
                    "the rendered Swift does not parse: \(parts[3].trimmed) (rendered from \(file.templatePath) "
                        + "for a module named \(TemplateLinter.sampleModule))", text: file.contents)
            }
        }
    }
}

extension String {
    /// The text without `suffix` at its end, when it has it.
    fileprivate func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
