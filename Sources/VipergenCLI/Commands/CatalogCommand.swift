import DiagnosticText
import JSON
import VipergenKit
import VipergenSettings

/// `vipergen catalog list | update [NAME ...]`: the project's catalogs, and refreshing the git ones.
enum CatalogCommand {
    /// The word that runs the command.
    static let name = "catalog"

    static let command = Command(
        name: name,
        arguments: "list [--json] | update [NAME ...]",
        summary: "List the project's template catalogs, or refresh its git catalogs.",
        discussion: """
            list    every catalog in lookup order (catalogs.yml or the Rambafile, then the built-in templates), with
                    where its files are and which templates it has. Git catalogs not cloned yet are shown as such;
                    listing never touches the network.
            update  clones each git catalog (or the ones named) again and swaps the fresh copy in. When a clone
                    fails, the copy already in the cache stays as it was.

            Git catalogs are cloned with the system git into vipergen's cache ($VIPERGEN_CACHE_DIR, else
            $XDG_CACHE_HOME/vipergen, else ~/.cache/vipergen) the first time they are needed, and reused offline.
            """,
        options: CatalogOptions.self,
        run: run)

    static func run(_ arguments: Arguments<CatalogOptions>, _ context: CommandContext) throws -> ExitCode {
        let subcommands = ["list", "update"]
        guard let subcommand = arguments.positional(\.subcommand) else {
            throw UsageError("'catalog' needs a subcommand: list or update")
        }
        let rest = arguments.positional(\.catalogs) ?? []
        switch subcommand {
        case "list":
            if let extra = rest.first {
                throw UsageError("'catalog list' takes no arguments; unexpected '\(extra)'")
            }
            return try list(json: arguments.has(\.json), context: context)
        case "update":
            if arguments.has(\.json) { throw UsageError("'--json' is for 'catalog list'") }
            return try update(rest, context: context)
        default:
            var message = "unknown subcommand 'catalog \(subcommand)'"
            if let suggestion = Suggestion.closest(to: subcommand, in: subcommands) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message)
        }
    }

    /// One catalog as `catalog list` shows it.
    struct Entry {
        var name: String
        var kind: String
        var source: CatalogSource?
        /// Where the files are on disk; `nil` for built-in templates and git catalogs not cloned yet.
        var folder: String?
        var commit: String?
        var templates: [String]
    }

    static func entries(_ project: Setup) -> [Entry] {
        let catalog = project.catalog
        var entries: [Entry] = catalog.sources.map { source in
            let folder = (try? catalog.folder(of: source, fetching: false)) ?? nil
            var entry = Entry(
                name: source.name, kind: "folder", source: source, folder: folder, commit: nil,
                templates: folder.map { catalog.templateNames(in: source, folder: $0) } ?? [])
            if case .git = source.location {
                entry.kind = "git"
                entry.commit = folder.flatMap { catalog.cache?.commit(in: $0) }
            }
            return entry
        }
        entries.append(
            Entry(
                name: TemplateCatalog.builtinName, kind: TemplateCatalog.builtinName, source: nil, folder: nil,
                commit: nil, templates: TemplateCatalog.builtinNames))
        return entries
    }

    static func list(json: Bool, context: CommandContext) throws -> ExitCode {
        let project = try context.loadSetup()
        let entries = entries(project)
        if json {
            context.console.output(JSONWriter.encode(CatalogListDocument(entries)))
            return .success
        }
        let nameWidth = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            var line = "\(entry.name.padding(nameWidth))  \(entry.kind.padding(8))  "
            if let source = entry.source { line += context.display(source) + "  " }
            switch (entry.kind, entry.folder) {
            case ("git", nil):
                line += "(not cloned yet: 'vipergen catalog update' or any lookup clones it)"
            case ("folder", nil):
                line += "(missing)"
            default:
                if let commit = entry.commit { line += "(commit \(commit.prefix(12))) " }
                line += entry.templates.isEmpty ? "no templates" : entry.templates.joined(separator: ", ")
            }
            context.console.output(line.trimmingTrailingSpaces() + "\n")
        }
        return .success
    }

    static func update(_ names: [String], context: CommandContext) throws -> ExitCode {
        let project = try context.loadSetup()
        let gitSources = project.catalog.sources.filter {
            if case .git = $0.location { return true }
            return false
        }
        for name in names where !gitSources.contains(where: { $0.name == name }) {
            var message = "the project has no git catalog named '\(name)'"
            if let suggestion = Suggestion.closest(to: name, in: gitSources.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message)
        }
        let selected = names.isEmpty ? gitSources : gitSources.filter { names.contains($0.name) }
        guard !selected.isEmpty else {
            context.console.error("no git catalogs to update\n")
            return .success
        }
        guard let cache = project.catalog.cache else { throw CatalogError.noCacheFolder }
        var failures = 0
        for source in selected {
            guard case .git(let reference) = source.location else { continue }
            do {
                let folder = try cache.update(reference)
                let commit = cache.commit(in: folder).map { " at \($0.prefix(12))" } ?? ""
                context.console.output("updated \(source.name): \(reference)\(commit)\n")
            } catch {
                failures += 1
                context.console.error("\(error)\n")
            }
        }
        return failures == 0 ? .success : .failure
    }
}
