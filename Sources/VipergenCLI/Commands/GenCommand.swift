import Files
import VipergenKit

/// `vipergen gen <ModuleName> <template>`, or `gen <template> --modules A,B,C`: renders modules into the project.
enum GenCommand {
    static let command = Command(
        name: "gen",
        arguments: "<ModuleName> <template> [options] | <template> --modules A,B,C [options]",
        summary: "Generate a module (or many) from a template.",
        discussion: """
            Renders every file of the template in memory first; nothing is written when anything fails.
            An existing file with other contents is a conflict: by default all conflicts are listed and nothing
            is written (--on-conflict fail). Files shared by all modules (such as bviper's Router.swift) are
            written only when absent. Each file is written beside its destination and renamed into place; when
            a write fails or the run is interrupted, everything it wrote is undone.
            Settings come from the nearest catalogs.yml; options override them. Module files go to
            <module_path>/<ModuleName>/, tests to <test_path>/<ModuleName>/. With --output and no --test-output,
            tests go to <output>/Tests, so everything stays inside <output>.
            """,
        options: GenOptions.self,
        run: run)

    /// Plans, reports the plan, then writes it unless it is a dry run or has conflicts.
    static func run(_ arguments: Arguments<GenOptions>, _ context: CommandContext) throws -> ExitCode {
        let plan: GenerationPlan
        do {
            plan = try makePlan(arguments, context: context)
        } catch let error as ModuleNameError {
            context.console.error("\(error)\n")
            return .usage
        }
        return try flow(arguments, context: context).run(plan, context: context)
    }

    /// Reports, refuses a plan with conflicts, writes, and closes with a summary line.
    static func flow(_ arguments: Arguments<GenOptions>, context: CommandContext) -> PlanFlow {
        PlanFlow(
            output: .init(
                dryRun: arguments.has(\.dryRun), json: arguments.has(\.json), quiet: arguments.has(\.quiet),
                verbose: arguments.has(\.verbose)),
            heading: { plan, report in "plan for \(plan.modules.joined(separator: ", ")) from \(report.templateNames)"
            },
            refusal: { plan in
                plan.conflicts.isEmpty
                    ? nil : "\(GenerationError.conflicts(plan.conflicts.map { context.display($0.path) }))"
            },
            summarizes: true)
    }

    /// Reads the arguments and settings, finds the template and plans every file, writing nothing.
    /// - Throws: `ModuleNameError` for a name that cannot be a module's, and the errors of each stage.
    static func makePlan(_ arguments: Arguments<GenOptions>, context: CommandContext) throws -> GenerationPlan {
        let (names, templateName) = try moduleNamesAndTemplate(arguments, context: context)
        let moduleNames = try names.map { name throws(ModuleNameError) in
            try ModuleName(arguments.has(\.fixName) ? ModuleName.normalized(name) : name)
        }
        let policy = try conflictPolicy(arguments)
        let parameters = try customParameters(arguments)

        var project = try context.loadSetup()
        apply(arguments, to: &project.configuration, context: context)
        let match: TemplateMatch
        do {
            match = try project.catalog.resolve(templateName)
        } catch {
            guard case .templateNotFound(let name, let suggestion, let searched, _) = error else { throw error }
            let root = project.configuration.file.map(Path.directory) ?? context.currentDirectory
            let nearby = project.catalog.uncataloguedTemplates(near: [context.currentDirectory, root])
            throw CatalogError.templateNotFound(
                name: name, suggestion: suggestion, searched: searched, nearby: nearby.map(context.display))
        }
        context.warnAboutDuplicates([match])
        let template = match.template
        if arguments.has(\.verbose) {
            let settings = project.configuration.file.map(context.display) ?? "defaults (no catalogs.yml found)"
            context.console.error("settings: \(settings)\ntemplate: \(template.spec.name) from \(template.origin)\n")
        }

        let request = GenerationRequest(
            moduleNames: moduleNames,
            description: arguments.value(\.description, \.moduleDescription),
            parameters: parameters,
            date: try CalendarDate.today(environment: context.environment), conflictPolicy: policy,
            now: try sourceDateEpoch(environment: context.environment),
            projectRoot: project.configuration.file.map(Path.directory) ?? context.currentDirectory)
        return try ModuleGenerator(fileSystem: context.fileSystem)
            .plan(request, template: template, configuration: project.configuration)
    }

    /// `gen <Module> <template>`, or `gen <template>` with `--modules`/`--modules-file`.
    static func moduleNamesAndTemplate(_ arguments: Arguments<GenOptions>, context: CommandContext) throws
        -> ([String], String)
    {
        var names = (arguments.values(\.modules) ?? []).flatMap { $0.split(separator: ",").map(\.trimmed) }
        if let file = arguments.value(\.modulesFile) {
            guard let text = try context.fileSystem.text(of: context.absolute(file)) else {
                throw UsageError("--modules-file: no such file: \(file)", command: "gen")
            }
            for line in text.split(whereSeparator: \.isNewline) {
                let name = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                    .trimmed
                if !name.isEmpty { names.append(name) }
            }
        }
        names = names.filter { !$0.isEmpty }
        let batch = arguments.values(\.modules) != nil || arguments.value(\.modulesFile) != nil
        let expected = batch ? 1 : 2
        guard arguments.positionals.count == expected else {
            if arguments.positionals.count > expected {
                throw UsageError(
                    "unexpected '\(arguments.positionals[expected])'"
                        + (batch ? "; with --modules, give only the template" : ""), command: "gen")
            }
            throw UsageError(
                batch
                    ? "'gen --modules' needs a template, as in: vipergen gen bviper --modules A,B"
                    : "'gen' needs a module name and a template, as in: vipergen gen AgentDetail bviper",
                command: "gen")
        }
        if batch {
            guard !names.isEmpty else { throw UsageError("--modules names no module", command: "gen") }
            var seen: Set<String> = []
            for name in names where !seen.insert(name).inserted {
                throw UsageError("module '\(name)' is listed twice", command: "gen")
            }
            return (names, arguments.positionals[0])
        }
        return ([arguments.positionals[0]], arguments.positionals[1])
    }

    static func conflictPolicy(_ arguments: Arguments<GenOptions>) throws(UsageError) -> ConflictPolicy {
        let given = try arguments.value(\.onConflict).map { value throws(UsageError) in
            try ConflictChoice.parse(value, allowed: [.fail, .ours, .theirs], command: "gen")
        }
        if arguments.has(\.force) {
            if let given, given != .theirs {
                throw UsageError(
                    "--force means --on-conflict theirs; it cannot go with --on-conflict \(given.rawValue)",
                    command: "gen")
            }
            return .overwrite
        }
        return (given ?? .fail).generationPolicy
    }

    /// `--param key=value` and `--custom_parameters key:value`, merged.
    static func customParameters(_ arguments: Arguments<GenOptions>) throws(UsageError) -> [String: String] {
        var parameters: [String: String] = [:]
        let forms: [(KeyPath<GenOptions, OptionSpec>, Character)] = [(\.param, "="), (\.customParameters, ":")]
        for (option, separator) in forms {
            for pair in arguments.values(option) ?? [] {
                guard let split = pair.firstIndex(of: separator), split != pair.startIndex else {
                    let name = GenOptions()[keyPath: option].name
                    throw UsageError("'--\(name) \(pair)' must look like key\(separator)value", command: "gen")
                }
                parameters[String(pair[..<split])] = String(pair[pair.index(after: split)...])
            }
        }
        return parameters
    }

    /// Generamba's path options, relative to the project's folder as Generamba's are: `--module_path` sets the
    /// module's folder and its Xcode group (tests stay at the test path), `--project_file_path` the folder only,
    /// `--project_group_path` the group only; the same for tests.
    static func applyGenerambaPaths(
        _ arguments: Arguments<GenOptions>, to configuration: inout ProjectConfiguration, context: CommandContext
    ) {
        let root = configuration.file.map(Path.directory) ?? context.currentDirectory
        if let path = arguments.value(\.modulePath, \.projectFilePath) {
            configuration.modulePath = Path.absolute(Rambafile.trimmedPath(path), in: root)
        }
        if let path = arguments.value(\.testPath, \.testFilePath) {
            configuration.testPath = Path.absolute(Rambafile.trimmedPath(path), in: root)
        }
        if let groups = arguments.value(\.modulePath, \.projectGroupPath).map(XcodeProjectSettings.groupPath) {
            configuration.xcodeProject?.codeGroupPath = groups
        }
        if let groups = arguments.value(\.testPath, \.testGroupPath).map(XcodeProjectSettings.groupPath) {
            configuration.xcodeProject?.testGroupPath = groups
        }
    }

    /// `A, B` as `["A", "B"]`.
    static func names(_ list: String) -> [String] {
        list.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
    }

    /// Command-line settings override catalogs.yml's.
    static func apply(
        _ arguments: Arguments<GenOptions>, to configuration: inout ProjectConfiguration,
        context: CommandContext
    ) {
        if let author = arguments.value(\.author) { configuration.author = author }
        if let company = arguments.value(\.company) { configuration.company = company }
        if let prefix = arguments.value(\.prefix) { configuration.prefix = prefix }
        if let output = arguments.value(\.output) {
            configuration.modulePath = context.absolute(output)
            configuration.testPath = Path.join(configuration.modulePath, "Tests")
        }
        if let testOutput = arguments.value(\.testOutput) {
            configuration.testPath = context.absolute(testOutput)
        }
        applyGenerambaPaths(arguments, to: &configuration, context: context)
        if let targets = arguments.value(\.targets, \.generambaProjectTargets) {
            configuration.projectTargets = names(targets)
        }
        if let targets = arguments.value(\.testTargets, \.generambaTestTargets) {
            configuration.testTargets = names(targets)
        }
        if let project = arguments.value(\.xcodeproj) {
            var settings = XcodeProjectSettings(projectPath: context.absolute(project))
            settings.codeGroupPath = configuration.xcodeProject?.codeGroupPath
            settings.testGroupPath = configuration.xcodeProject?.testGroupPath
            settings.editsGeneratedProject = true
            configuration.xcodeProject = settings
        }
        if arguments.has(\.noXcodeproj) { configuration.xcodeProject = nil }
    }
}
