import VipergenKit
import VipergenSettings

/// `vipergen remove <Module ...>`: undoes `gen` for recorded modules, in one transaction.
enum RemoveCommand {
    /// The word that runs the command.
    static let name = "remove"

    static let command = Command(
        name: name,
        arguments: "<Module ...> [options]",
        summary: "Remove generated modules: their files, injected lines, project entries and records.",
        discussion: """
            Deletes each module's generated files that are as vipergen wrote them, takes the lines its injections
            added out of the shared and project files, removes its files, build files and emptied groups from the
            Xcode project, and its record and bases from .vipergen/modules/. A file you moved elsewhere in the
            project is removed where it is; one you deleted by hand leaves the project's entries too. A shared file
            (such as bviper's Router.swift) goes with the last module of its template, when nothing else changed
            it. A file you edited since it was generated refuses the removal (nothing is written; each such file is
            listed with the module's types it uses, which the removal would delete, so the app would not build):
            --force deletes it too, --keep-edited keeps it for you to fix. So does any other Swift file the
            targets compile that names a type the removal deletes; --no-clash-check removes the module anyway.
            After 'gen X' and 'remove X' the project is as it was. Everything is one transaction, as for gen.
            """,
        options: RemoveOptions.self,
        run: run)

    static func run(_ arguments: Arguments<RemoveOptions>, _ context: CommandContext) throws -> ExitCode {
        let names = arguments.positional(\.modules) ?? []
        if arguments.has(\.force), arguments.has(\.keepEdited) {
            throw UsageError(
                "'--force' deletes edited files and '--keep-edited' keeps them: give one")
        }
        let edited: ConflictPolicy =
            arguments.has(\.force) ? .overwrite : arguments.has(\.keepEdited) ? .skip : .fail
        var request = RemovalRequest(
            modules: names, edited: edited, now: try sourceDateEpoch(environment: context.environment))
        request.checksClashes = !arguments.has(\.noClashCheck)
        let plan = try Planner(setup: try context.loadSetup(), fileSystem: context.fileSystem).plan(.removal(request))
            .plan
        let flow = PlanFlow(
            output: .init(
                dryRun: arguments.has(\.dryRun), json: arguments.has(\.json), quiet: arguments.has(\.quiet)),
            heading: { plan, _ in "removal of \(plan.modules.joined(separator: ", "))" },
            refusal: { _ in nil })
        return try flow.run(plan, context: context)
    }
}
