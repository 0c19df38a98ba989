import DiagnosticText
import Files
import JSON
import VipergenKit
import VipergenSettings

/// `vipergen template list | search | show | create | lint`: finding, inspecting, starting and checking templates.
enum TemplateCommand {
    /// The word that runs the command.
    static let name = "template"

    static let command = Command(
        name: name,
        arguments: "list | search TERM | show NAME | create NAME | lint PATH [options]",
        summary: "List, search, show, create and lint templates.",
        discussion: """
            list          every template: name, where it comes from, summary
            search TERM   the templates whose name or summary contains TERM (any letter case)
            show NAME     the files NAME produces for a sample module, and its parameters with types and defaults;
                          NAME may be 'catalog/template' to pick one of two templates with the same name
            create NAME   a new template folder NAME that passes lint, in --output DIR or the current folder
            lint PATH     checks the template folder PATH: spec keys, that listed files exist with this exact
                          letter case, that every Liquid file parses, a strict render with sample values, and
                          that the rendered Swift parses (when swiftc is on PATH); every problem is reported
            """,
        options: TemplateOptions.self,
        run: run)

    static let subcommands = ["list", "search", "show", "create", "lint"]

    /// The options each subcommand accepts.
    static let optionsBySubcommand: [String: [OptionSpec]] = {
        let options = TemplateOptions()
        return [
            "list": [options.json], "search": [options.json],
            "show": [options.json, options.module.spec, options.param.spec], "create": [options.output.spec],
            "lint": [options.json],
        ]
    }()

    static func run(_ arguments: Arguments<TemplateOptions>, _ context: CommandContext) throws -> ExitCode {
        guard let subcommand = arguments.positional(\.subcommand) else {
            throw UsageError(
                "'template' needs a subcommand: \(subcommands.joined(separator: ", "))")
        }
        guard let allowed = optionsBySubcommand[subcommand] else {
            var message = "unknown subcommand 'template \(subcommand)'"
            if let suggestion = Suggestion.closest(to: subcommand, in: subcommands) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message)
        }
        let given = arguments.parsed.flags.union(arguments.parsed.values.keys)
        let names = Set(allowed.map(\.name))
        if let option = given.subtracting(names).sorted().first {
            throw UsageError("'--\(option)' is not an option of 'template \(subcommand)'")
        }
        let operands = arguments.positional(\.operands) ?? []
        let json = arguments.has(\.json)
        switch subcommand {
        case "list":
            try expect(operands, count: 0, "template list")
            return try list(matching: nil, json: json, context: context)
        case "search":
            try expect(operands, count: 1, "template search TERM")
            return try list(matching: operands[0], json: json, context: context)
        case "show":
            try expect(operands, count: 1, "template show NAME")
            return try TemplateShow.run(operands[0], arguments: arguments, context: context)
        case "create":
            try expect(operands, count: 1, "template create NAME")
            return try create(operands[0], output: arguments.value(\.output)?.path, context: context)
        default:
            try expect(operands, count: 1, "template lint PATH")
            return lint(operands[0], json: json, context: context)
        }
    }

    private static func expect(_ operands: [String], count: Int, _ usage: String) throws(UsageError) {
        guard operands.count != count else { return }
        if operands.count > count {
            throw UsageError("unexpected '\(operands[count])'; usage: vipergen \(usage)")
        }
        throw UsageError("missing argument; usage: vipergen \(usage)")
    }

    // MARK: - list and search

    static func list(matching term: String?, json: Bool, context: CommandContext) throws -> ExitCode {
        let project = try context.loadSetup()
        let listing = project.catalog.listing()
        var templates = listing.templates
        if let term = term?.lowercased() {
            templates = templates.filter {
                $0.spec.name.lowercased().contains(term) || $0.spec.summary.lowercased().contains(term)
            }
        }
        if json {
            context.console.output(
                JSONWriter.encode(
                    TemplateListingDocument(term: term, templates: templates, listing: listing, context: context)))
        } else {
            let nameWidth = templates.map(\.spec.name.count).max() ?? 0
            let sourceWidth = templates.map { context.displaySource(of: $0).count }.max() ?? 0
            for template in templates {
                let line =
                    "\(template.spec.name.padding(nameWidth))  "
                    + "\(context.displaySource(of: template).padding(sourceWidth))  \(template.spec.summary)"
                context.console.output(line.trimmingTrailingSpaces() + "\n")
            }
            if let term, templates.isEmpty {
                context.console.error("no template's name or summary contains '\(term)'\n")
            }
            context.warnAboutDuplicates(listing.duplicates)
        }
        for problem in listing.problems {
            context.console.error("\(problem)\n")
        }
        return listing.problems.isEmpty ? .success : .failure
    }

    // MARK: - create

    /// Says how to make a new template visible to `gen` when the folder it was made in is not a catalog.
    static func noteVisibility(of name: String, in parent: String, context: CommandContext) {
        guard let project = try? context.loadSetup() else { return }
        let isCatalog = project.catalog.sources.contains { source in
            if case .folder(let path) = source.location { return Path.normalize(path) == parent }
            return false
        }
        guard !isCatalog else { return }
        let folders = project.catalog.sources.compactMap { source -> String? in
            if case .folder(let path) = source.location { return context.display(path) }
            return nil
        }
        var text =
            "note: \(context.display(parent).isEmpty ? "." : context.display(parent)) is not a catalog of this project, "
            + "so 'vipergen gen' cannot see '\(name)' yet: add it under 'catalogs:' in "
            + (project.configuration.file.map(context.display) ?? "catalogs.yml ('vipergen init' writes one)")
        if let first = folders.first {
            text += ", or create the template in a catalog: vipergen template create \(name) --output \(first)"
        }
        context.console.error(text + "\n")
    }

    /// - Parameter output: The folder to create the template in, absolute; the current folder when `nil`.
    static func create(_ name: String, output: String?, context: CommandContext) throws -> ExitCode {
        guard TemplateSkeleton.isValidName(name) else {
            throw UsageError(
                "'\(name)' cannot be a template name: use letters, digits, '_' and '-', starting with a letter")
        }
        let parent = output ?? context.currentDirectory
        let folder = Path.join(parent, name)
        guard !context.fileSystem.fileExists(folder) else {
            context.console.error(
                DiagnosticText.error("\(context.display(folder)) already exists; nothing was written") + "\n")
            return .failure
        }
        let fileSystem = context.fileSystem
        var created: [String] = []
        do {
            for (relative, text) in TemplateSkeleton.files(name: name, author: context.developerName()) {
                let path = Path.join(folder, relative)
                var missing: [String] = []
                var current = Path.directory(path)
                while !fileSystem.isDirectory(current), current != "/", !current.isEmpty {
                    missing.append(current)
                    current = Path.directory(current)
                }
                for directory in missing.reversed() {
                    try fileSystem.createDirectory(directory)
                    created.append(directory)
                }
                try fileSystem.write(Array(text.utf8), to: path)
                created.append(path)
            }
        } catch {
            for path in created.reversed() { try? fileSystem.removeItem(path) }
            context.console.error(
                DiagnosticText.error("could not write \(context.display(folder)): \(error); nothing was kept") + "\n")
            return .failure
        }
        for (relative, _) in TemplateSkeleton.files(name: name, author: "") {
            context.console.output("create    \(context.display(Path.join(folder, relative)))\n")
        }
        context.console.error(
            "created template '\(name)'; check it with: vipergen template lint \(context.display(folder))\n")
        noteVisibility(of: name, in: parent, context: context)
        return .success
    }

    // MARK: - lint

    static func lint(_ path: String, json: Bool, context: CommandContext) -> ExitCode {
        let compiler = ExternalProgram.find("swiftc", environment: context.environment)
        let linter = TemplateLinter(
            fileSystem: context.fileSystem, swiftCompiler: compiler,
            temporaryDirectory: context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp",
            environment: context.environment)
        let report = linter.lint(context.absolute(path), display: path)
        if json {
            context.console.output(JSONWriter.encode(LintDocument(report, path: path)))
            return report.problems.isEmpty ? .success : .failure
        }
        for problem in report.problems {
            context.console.error("\(problem)\n")
        }
        if compiler == nil {
            context.console.error("note: no swiftc on PATH, so the rendered Swift was not parsed\n")
        }
        guard report.problems.isEmpty else {
            let count = report.problems.count
            context.console.error("\(count) problem\(count == 1 ? "" : "s") in template '\(report.templateName)'\n")
            return .failure
        }
        context.console.output("template '\(report.templateName)' passes lint\n")
        return .success
    }
}
