import Files
import VipergenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
            .value("module_path", "DIR", "Generamba's: the module's folder and Xcode group; tests stay put."),
            .value("test_path", "DIR", "Generamba's: the tests' folder and Xcode group."),
            .value("project_file_path", "DIR", "Generamba's: the module's folder only."),
            .value("project_group_path", "GROUP", "Generamba's: the module's Xcode group only (A/B)."),
            .value("test_file_path", "DIR", "Generamba's: the tests' folder only."),
            .value("test_group_path", "GROUP", "Generamba's: the tests' Xcode group only."),
            .value("project_targets", "A,B", "Generamba's --targets."),
            .value("test_targets", "A,B", "Generamba's --test-targets."),
            .value("module_description", "TEXT", "Generamba's --description."),
            .value("modules", "A,B,C", repeatable: true, "Generate many modules in one plan and one transaction."),
            .value("modules-file", "FILE", "Module names, one per line ('#' starts a comment)."),
            .value(
                "xcodeproj", "PATH", "The .xcodeproj to add the files to (edited even when XcodeGen or tuist make it)."),
            .value("targets", "A,B", "Targets that compile the module's files (replaces project_targets)."),
            .value("test-targets", "A,B", "Targets that compile the module's tests (replaces test_targets)."),
            .flag("no-xcodeproj", "Write the files only; leave the Xcode project as it is."),
            .value(
                "on-conflict", "CHOICE",
                "fail (default): write nothing; ours: keep existing files (or skip); theirs: replace them (or overwrite)."
            ),
            .flag("force", "Replace files that exist with other contents (--on-conflict theirs)."),
            .flag("fix-name", "Turn 'agent detail' or 'agent-detail' into AgentDetail instead of refusing it."),
            .flag("dry-run", "Print the plan and a diff of every existing file that would change; write nothing."),
            .flag("json", "Print the plan as JSON (schema in the README)."),
            .flag("quiet", short: "q", "Print only errors."),
            .flag("verbose", short: "v", "Also print where settings and the template come from, and new files' diffs."),
        ],
        run: run)

    /// Plans, reports the plan, then writes it unless it is a dry run or has conflicts.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let plan: GenerationPlan
        do {
            plan = try makePlan(arguments, context: context)
        } catch let error as ModuleNameError {
            context.console.error("\(error)\n")
            return .usage
        }
        let report = PlanReport(plan: plan, context: context)
        if let exit = reportBeforeWriting(plan, report: report, arguments: arguments, context: context) {
            return exit
        }
        try write(plan, context: context)
        if arguments.has("json") {
            context.console.output(report.json(dryRun: false))
        } else if !arguments.has("quiet") {
            context.console.output(report.text(diffs: false, verbose: false))
            context.console.error(report.summary + "\n")
        }
        return .success
    }

    /// Reads the arguments and settings, finds the template and plans every file, writing nothing.
    /// - Throws: `ModuleNameError` for a name that cannot be a module's, and the errors of each stage.
    static func makePlan(_ arguments: ParsedArguments, context: CommandContext) throws -> GenerationPlan {
        let (names, templateName) = try moduleNamesAndTemplate(arguments, context: context)
        let moduleNames = try names.map { name throws(ModuleNameError) in
            try ModuleName(arguments.has("fix-name") ? ModuleName.normalized(name) : name)
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
        if arguments.has("verbose") {
            let settings = project.configuration.file.map(context.display) ?? "defaults (no catalogs.yml found)"
            context.console.error("settings: \(settings)\ntemplate: \(template.spec.name) from \(template.origin)\n")
        }

        let request = GenerationRequest(
            moduleNames: moduleNames,
            description: arguments.value("description") ?? arguments.value("module_description"),
            parameters: parameters,
            date: try CalendarDate.today(environment: context.environment), conflictPolicy: policy,
            now: try sourceDateEpoch(environment: context.environment),
            projectRoot: project.configuration.file.map(Path.directory) ?? context.currentDirectory)
        return try ModuleGenerator(fileSystem: context.fileSystem)
            .plan(request, template: template, configuration: project.configuration)
    }

    /// Prints what a dry run or a plan with conflicts shows. Returns the exit code when the run ends here: after a
    /// dry run, or when there are conflicts (a dry run fails where the real run would, so CI can ask first).
    static func reportBeforeWriting(
        _ plan: GenerationPlan, report: PlanReport, arguments: ParsedArguments, context: CommandContext
    ) -> ExitCode? {
        let dryRun = arguments.has("dry-run")
        if dryRun {
            if arguments.has("json") {
                context.console.output(report.json(dryRun: true))
            } else if !arguments.has("quiet") {
                context.console.output(
                    "plan for \(plan.modules.joined(separator: ", ")) from \(report.templateNames) "
                        + "(dry run, nothing written):\n")
                context.console.output(report.text(diffs: true, verbose: arguments.has("verbose")))
            }
        } else if !plan.conflicts.isEmpty, arguments.has("json") {
            context.console.output(report.json(dryRun: false))
        }
        if !plan.conflicts.isEmpty {
            let conflicts = GenerationError.conflicts(plan.conflicts.map { context.display($0.path) })
            context.console.error("\(conflicts)\n")
            return .failure
        }
        return dryRun ? .success : nil
    }

    /// Writes the plan as one transaction; SIGINT or SIGTERM undoes it and ends the run with the signal's code.
    static func write(_ plan: GenerationPlan, context: CommandContext) throws {
        let writer = PlanWriter(fileSystem: context.fileSystem)
        let outcome = Interruption.catching { () -> Result<Void, GenerationError> in
            Result { () throws(GenerationError) in
                try writer.write(plan, isCancelled: { Interruption.signalNumber != nil })
            }
        }
        switch outcome {
        case .success: break
        case .failure(.interrupted): throw InterruptedRun(signal: Interruption.signalNumber ?? SIGINT)
        case .failure(let error): throw error
        }
    }

    /// `gen <Module> <template>`, or `gen <template>` with `--modules`/`--modules-file`.
    static func moduleNamesAndTemplate(_ arguments: ParsedArguments, context: CommandContext) throws
        -> ([String], String)
    {
        var names = (arguments.values["modules"] ?? []).flatMap { $0.split(separator: ",").map(\.trimmed) }
        if let file = arguments.value("modules-file") {
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
        let batch = arguments.values["modules"] != nil || arguments.value("modules-file") != nil
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

    static func conflictPolicy(_ arguments: ParsedArguments) throws(UsageError) -> ConflictPolicy {
        let given = try arguments.value("on-conflict").map { value throws(UsageError) in
            try ConflictChoice.parse(value, allowed: [.fail, .ours, .theirs], command: "gen")
        }
        if arguments.has("force") {
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

    /// Generamba's path options, relative to the project's folder as Generamba's are: `--module_path` sets the
    /// module's folder and its Xcode group (tests stay at the test path), `--project_file_path` the folder only,
    /// `--project_group_path` the group only; the same for tests.
    static func applyGenerambaPaths(
        _ arguments: ParsedArguments, to configuration: inout ProjectConfiguration, context: CommandContext
    ) {
        let root = configuration.file.map(Path.directory) ?? context.currentDirectory
        func folder(_ option: String) -> String? {
            arguments.value(option).map { Path.absolute(Rambafile.trimmedPath($0), in: root) }
        }
        func group(_ option: String) -> [String]? {
            arguments.value(option).map(XcodeProjectSettings.groupPath)
        }
        if let path = folder("module_path") ?? folder("project_file_path") { configuration.modulePath = path }
        if let path = folder("test_path") ?? folder("test_file_path") { configuration.testPath = path }
        if let groups = group("module_path") ?? group("project_group_path") {
            configuration.xcodeProject?.codeGroupPath = groups
        }
        if let groups = group("test_path") ?? group("test_group_path") {
            configuration.xcodeProject?.testGroupPath = groups
        }
    }

    /// `A, B` as `["A", "B"]`.
    static func names(_ list: String) -> [String] {
        list.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
    }

    /// Command-line settings override catalogs.yml's.
    static func apply(
        _ arguments: ParsedArguments, to configuration: inout ProjectConfiguration,
        context: CommandContext
    ) {
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
        applyGenerambaPaths(arguments, to: &configuration, context: context)
        if let targets = arguments.value("targets") ?? arguments.value("project_targets") {
            configuration.projectTargets = names(targets)
        }
        if let targets = arguments.value("test-targets") ?? arguments.value("test_targets") {
            configuration.testTargets = names(targets)
        }
        if let project = arguments.value("xcodeproj") {
            var settings = XcodeProjectSettings(projectPath: context.absolute(project))
            settings.codeGroupPath = configuration.xcodeProject?.codeGroupPath
            settings.testGroupPath = configuration.xcodeProject?.testGroupPath
            settings.editsGeneratedProject = true
            configuration.xcodeProject = settings
        }
        if arguments.has("no-xcodeproj") { configuration.xcodeProject = nil }
    }
}

/// A run stopped by SIGINT or SIGTERM after undoing its writes; exits with 128 + the signal, as shells expect.
struct InterruptedRun: Error, CustomStringConvertible {
    var signal: Int32
    var description: String { "\(GenerationError.interrupted)" }
}
