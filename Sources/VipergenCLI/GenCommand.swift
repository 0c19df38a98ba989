import VipergenKit

/// `vipergen gen <ModuleName> <template>`: renders a module into the project.
enum GenCommand {
    static let command = Command(
        name: "gen",
        arguments: "<ModuleName> <template> [options]",
        summary: "Generate a module from a template.",
        discussion: """
            Renders every file of the template in memory first; nothing is written when anything fails.
            An existing file with other contents is a conflict: all conflicts are listed and nothing is written,
            unless --force is given. Files shared by all modules (such as bviper's Router.swift) are written
            only when absent. Settings come from the nearest catalogs.yml; options override them.
            Module files go to <module_path>/<ModuleName>/, tests to <test_path>/<ModuleName>/. With --output
            and no --test-output, tests go to <output>/Tests, so everything stays inside <output>.
            """,
        options: [
            .value("output", "DIR", "Folder for the module (replaces module_path)."),
            .value("test-output", "DIR", "Folder for the module's tests (replaces test_path)."),
            .value("description", "TEXT", "module_info.description (default: '<ModuleName> module')."),
            .value("author", "NAME", "developer.name (default: catalogs.yml's author, else $USER)."),
            .value("company", "NAME", "developer.company."),
            .value("prefix", "P", "File name prefix (default: catalogs.yml's prefix)."),
            .value("param", "KEY=VALUE", repeatable: true, "A custom parameter (custom_parameters.KEY)."),
            OptionSpec(
                name: "custom_parameters", short: nil, kind: .list(name: "KEY:VALUE"),
                help: "Custom parameters in Generamba's form."),
            .flag("dry-run", "Print what would be written, and write nothing."),
            .flag("force", "Overwrite files that exist with other contents."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw UsageError(
                arguments.positionals.count < 2
                    ? "'gen' needs a module name and a template, as in: vipergen gen AgentDetail bviper"
                    : "'gen' takes a module name and a template; unexpected '\(arguments.positionals[2])'",
                command: "gen")
        }
        let moduleName: ModuleName
        do {
            moduleName = try ModuleName(arguments.positionals[0])
        } catch {
            context.console.error("\(error)\n")
            return .usage
        }
        let parameters = try customParameters(arguments)

        var project = try Project.load(
            from: context.currentDirectory, fileSystem: context.fileSystem,
            defaultAuthor: context.environment["USER"] ?? "")
        apply(arguments, to: &project.configuration, context: context)
        let template = try project.catalog.template(named: arguments.positionals[1])

        let request = GenerationRequest(
            moduleName: moduleName, description: arguments.value("description"), parameters: parameters,
            date: try CalendarDate.today(environment: context.environment), overwrite: arguments.has("force"),
            now: try sourceDateEpoch(environment: context.environment))
        let plan = try ModuleGenerator(fileSystem: context.fileSystem)
            .plan(request, template: template, configuration: project.configuration)

        if arguments.has("dry-run") {
            context.console.output("plan for \(plan.moduleName) from '\(plan.templateName)' (dry run, nothing written):\n")
            context.console.output(report(plan, context: context))
            if !plan.conflicts.isEmpty {
                context.console.error("\(GenerationError.conflicts(plan.conflicts.map { context.display($0.path) }))\n")
                return .failure
            }
            return .success
        }
        do {
            try PlanWriter(fileSystem: context.fileSystem).write(plan)
        } catch {
            guard case .conflicts(let paths) = error else { throw error }
            throw GenerationError.conflicts(paths.map(context.display))
        }
        context.console.output(report(plan, context: context))
        let created = plan.files.filter { $0.action == .create }.count
        let overwritten = plan.files.filter { $0.action == .overwrite }.count
        var summary = "generated \(plan.moduleName) from '\(plan.templateName)': \(created) created"
        if overwritten > 0 { summary += ", \(overwritten) overwritten" }
        context.console.error(summary + "\n")
        return .success
    }

    /// One line per file: `create  AgentDetail/Presenter/AgentDetailPresenter.swift`.
    static func report(_ plan: GenerationPlan, context: CommandContext) -> String {
        var text = ""
        for file in plan.files {
            var line = "\(file.action.rawValue.padding(9)) \(context.display(file.path))"
            if file.action == .skip { line += "  (shared file, already present)" }
            text += line + "\n"
        }
        return text
    }

    /// `--param key=value` and `--custom_parameters key:value`, merged.
    static func customParameters(_ arguments: ParsedArguments) throws(UsageError) -> [String: String] {
        var parameters: [String: String] = [:]
        let forms: [(String, Character)] = [("param", "="), ("custom_parameters", ":")]
        for (option, separator) in forms {
            for pair in arguments.values[option] ?? [] {
                guard let split = pair.firstIndex(of: separator), split != pair.startIndex else {
                    throw UsageError("'--\(option) \(pair)' must look like key\(separator)value", command: "gen")
                }
                parameters[String(pair[..<split])] = String(pair[pair.index(after: split)...])
            }
        }
        return parameters
    }

    /// Command-line settings override catalogs.yml's.
    static func apply(_ arguments: ParsedArguments, to configuration: inout ProjectConfiguration,
                      context: CommandContext)
    {
        if let author = arguments.value("author") { configuration.author = author }
        if let company = arguments.value("company") { configuration.company = company }
        if let prefix = arguments.value("prefix") { configuration.prefix = prefix }
        if let output = arguments.value("output") {
            configuration.modulePath = context.absolute(output)
            configuration.testPath = Path.join(configuration.modulePath, "Tests")
        }
        if let testOutput = arguments.value("test-output") {
            configuration.testPath = context.absolute(testOutput)
        }
    }
}
