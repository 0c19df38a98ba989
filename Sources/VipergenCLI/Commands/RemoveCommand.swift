import VipergenKit

/// `vipergen remove <Module ...>`: undoes `gen` for recorded modules, in one transaction.
enum RemoveCommand {
    static let command = Command(
        name: "remove",
        arguments: "<Module ...> [options]",
        summary: "Remove generated modules: their files, injected lines, project entries and records.",
        discussion: """
            Deletes each module's generated files that are as vipergen wrote them, takes the lines its injections
            added out of the shared and project files, removes its files, build files and emptied groups from the
            Xcode project, and its record and bases from .vipergen/modules/. A shared file
            (such as bviper's Router.swift) goes with the last module of its template, when nothing else changed
            it. Files you edited are kept and listed, unless --force. After 'gen X' and 'remove X' the project is
            as it was. Everything is one transaction, as for gen.
            """,
        options: RemoveOptions.self,
        run: run)

    static func run(_ arguments: Arguments<RemoveOptions>, _ context: CommandContext) throws -> ExitCode {
        let names = arguments.positionals
        guard !names.isEmpty else {
            throw UsageError("'remove' needs module names, as in: vipergen remove AgentDetail", command: "remove")
        }
        let plan = try ModuleRemover(fileSystem: context.fileSystem).plan(
            names, force: arguments.has(\.force), now: try sourceDateEpoch(environment: context.environment),
            project: try context.loadSetup())
        let flow = PlanFlow(
            output: .init(
                dryRun: arguments.has(\.dryRun), json: arguments.has(\.json), quiet: arguments.has(\.quiet)),
            heading: { plan, _ in "removal of \(plan.modules.joined(separator: ", "))" },
            refusal: { _ in nil })
        return try flow.run(plan, context: context)
    }
}
