import DiagnosticText
import Files
import JSON
import VipergenKit

/// `vipergen outdated`: the generated modules whose template or settings changed since, for people and for CI.
enum OutdatedCommand {
    /// The word that runs the command.
    static let name = "outdated"

    static let command = Command(
        name: name,
        arguments: "[--json]",
        summary: "List generated modules whose template or settings changed since.",
        discussion: """
            Compares each recorded module (.vipergen/modules/) with its template as it is now (by content, so a change counts
            whether or not the template's version was bumped; a git catalog by commit too) and with the settings
            that shaped it (company, prefix, paths, targets...). Exits 1 when a module is outdated, so CI can flag
            it; 'vipergen update' brings modules up to date.
            """,
        options: OutdatedOptions.self,
        run: run)

    static func run(_ arguments: Arguments<OutdatedOptions>, _ context: CommandContext) throws -> ExitCode {
        let project = try context.loadSetup()
        guard let file = project.configuration.file else {
            context.console.error(
                DiagnosticText.error("no catalogs.yml here or above; run 'vipergen init' to make one") + "\n")
            return .failure
        }
        let root = Path.directory(file)
        let lock = try ModuleLock.load(root: root, fileSystem: context.fileSystem)
        let outdated = lock.outdated(catalog: project.catalog, configuration: project.configuration, root: root)
        if arguments.has(\.json) {
            context.console.output(JSONWriter.encode(OutdatedDocument(checked: lock.modules.count, outdated: outdated)))
        } else if outdated.isEmpty {
            context.console.error("all \(lock.modules.count) recorded modules are up to date\n")
        } else {
            var text = ""
            for module in outdated {
                text += "\(module.name) (\(module.template)): \(module.changes.joined(separator: "; "))\n"
            }
            context.console.output(text)
            context.console.error(
                "\(outdated.count) of \(lock.modules.count) modules are outdated; 'vipergen update "
                    + "\(outdated.count == 1 ? outdated[0].name : "--all")' brings them up to date\n")
        }
        return outdated.isEmpty ? .success : .failure
    }
}
