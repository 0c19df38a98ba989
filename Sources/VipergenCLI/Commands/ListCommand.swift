import VipergenKit

/// `vipergen list`: the templates the project can use, with summaries and where they come from.
enum ListCommand {
    /// The word that runs the command.
    static let name = "list"

    static let command = Command(
        name: name,
        arguments: "",
        summary: "List the templates this project can use.",
        discussion: """
            Templates come from the catalogs in the nearest catalogs.yml, in the order declared, then from the
            templates built into vipergen. When two have the same name, the first wins.
            """,
        options: ListOptions.self,
        run: run)

    static func run(_ arguments: Arguments<ListOptions>, _ context: CommandContext) throws -> ExitCode {
        guard arguments.has(\.names) else {
            return try TemplateCommand.list(matching: nil, json: arguments.has(\.json), context: context)
        }
        // Shell completion runs this on every Tab: it must answer at once, offline, so git catalogs that are not
        // cloned yet are left out rather than cloned.
        let listing = try context.loadSetup().catalog.listing(fetching: false)
        context.console.output(listing.templates.map { $0.spec.name + "\n" }.joined())
        return listing.problems.isEmpty ? .success : .failure
    }
}
