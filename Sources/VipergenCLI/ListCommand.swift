import VipergenKit

/// `vipergen list`: the templates the project can use, with summaries and where they come from.
enum ListCommand {
    static let command = Command(
        name: "list",
        arguments: "",
        summary: "List the templates this project can use.",
        discussion: """
            Templates come from the catalogs in the nearest catalogs.yml, in the order declared, then from the
            templates built into vipergen. When two have the same name, the first wins.
            """,
        options: [
            .flag("names", "Print only the names, one per line (for scripts and shell completion)."),
            .flag("json", "Print the templates as JSON (schema in the README)."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if let extra = arguments.positionals.first {
            throw UsageError("'list' takes no arguments; unexpected '\(extra)'", command: "list")
        }
        let project = try context.loadProject()
        let (templates, problems) = project.catalog.all()
        if arguments.has("names") {
            context.console.output(templates.map { $0.spec.name + "\n" }.joined())
            return problems.isEmpty ? .success : .failure
        }
        if arguments.has("json") {
            context.console.output(PlanDocument.encode(TemplateListDocument(templates, context: context)))
            for problem in problems { context.console.error("\(problem)\n") }
            return problems.isEmpty ? .success : .failure
        }
        let nameWidth = templates.map(\.spec.name.count).max() ?? 0
        let summaryWidth = templates.map(\.spec.summary.count).max() ?? 0
        for template in templates {
            let origin: String
            switch template.origin {
            case .builtin: origin = "built-in"
            case .folder(let path): origin = context.display(path)
            }
            context.console.output(
                "\(template.spec.name.padding(nameWidth))  \(template.spec.summary.padding(summaryWidth))  \(origin)\n")
        }
        for problem in problems {
            context.console.error("\(problem)\n")
        }
        return problems.isEmpty ? .success : .failure
    }
}

/// The JSON form of `vipergen list`.
struct TemplateListDocument: Encodable {
    var schemaVersion = 1
    var kind = "templates"
    var templates: [Entry]

    struct Entry: Encodable {
        var name: String
        var summary: String
        var version: String
        /// `built-in`, or the template's folder.
        var source: String
    }

    init(_ templates: [TemplatePackage], context: CommandContext) {
        self.templates = templates.map { template in
            let source: String
            switch template.origin {
            case .builtin: source = "built-in"
            case .folder(let path): source = context.display(path)
            }
            return Entry(name: template.spec.name, summary: template.spec.summary, version: template.spec.version,
                         source: source)
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, templates
        case schemaVersion = "schema_version"
    }
}
