import DiagnosticText
import Files
import VipergenKit
import VipergenSettings

/// `vipergen gen <ModuleName> <template>`, or `gen <template> --modules A,B,C`: renders modules into the project.
enum GenCommand {
    /// The word that runs the command.
    static let name = "gen"

    static let command = Command(
        name: name,
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
            In a git repository, a gen that creates a file templates inject into (bviper's Router.swift) routes it
            to vipergen's merge driver in .gitattributes; gen reminds a clone that has not set the driver up.
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
        let code = try flow(arguments, context: context).run(plan, context: context)
        if !arguments.has(\.quiet), !arguments.has(\.json) { MergeDriverReminder.remind(context) }
        return code
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
                guard !plan.conflicts.isEmpty else { return nil }
                let paths = plan.conflicts.map { context.display($0.path) }
                guard !plan.records.regenerated.isEmpty else { return "\(WriteError.conflicts(paths))" }
                // Files of a module generated before differ because the user edited them: --force would lose that.
                let modules = plan.records.regenerated.joined(separator: " ")
                return DiagnosticText.error(
                    "\(paths.count) file\(paths.count == 1 ? "" : "s") of \(modules), generated before, "
                        + "\(paths.count == 1 ? "has" : "have") changed since; nothing was written:\n"
                        + paths.map { "  conflict  \($0)" }.joined(separator: "\n")
                        + "\n  run 'vipergen update \(modules)' to bring the template's changes in and keep your "
                        + "edits ('vipergen status' shows them); --force would replace them")
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
        let parameters = customParameters(arguments)

        var setup = try context.loadSetup()
        overrides(arguments).apply(to: &setup.configuration, root: setup.root)
        let match = try setup.template(named: templateName)
        context.warnAboutDuplicates([match])
        if arguments.has(\.verbose) {
            let settings = setup.configuration.file.map(context.display) ?? "defaults (no catalogs.yml found)"
            let template = match.template
            context.console.error("settings: \(settings)\ntemplate: \(template.spec.name) from \(template.origin)\n")
        }
        var request = GenerationRequest(
            moduleNames: moduleNames,
            description: arguments.value(\.description, \.moduleDescription),
            parameters: parameters,
            date: try CalendarDate.today(environment: context.environment), conflictPolicy: policy,
            now: try sourceDateEpoch(environment: context.environment))
        request.checksClashes = !arguments.has(\.noClashCheck)
        if let package = arguments.value(\.package) {
            guard moduleNames.count == 1, arguments.value(\.output) == nil, arguments.value(\.testOutput) == nil
            else {
                throw UsageError(
                    "--package makes one module a target of its own, in the package's own folders: give one module "
                        + "name, without --modules, --output or --test-output")
            }
            request.newPackageTarget = package.path
        }
        return try Planner(setup: setup, fileSystem: context.fileSystem)
            .plan(.generation(request, template: match.template)).plan
    }
}
