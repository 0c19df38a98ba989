import DiagnosticText
import VipergenKit

/// `vipergen status`: the modules recorded in vipergen.lock and which of their files were edited since.
enum StatusCommand {
    static let command = Command(
        name: "status",
        arguments: "[--json]",
        summary: "List generated modules and the files edited by hand since.",
        discussion: """
            Reads vipergen.lock beside catalogs.yml. Each generated file is 'generated' (as vipergen wrote it),
            'edited' (changed since) or 'missing'. Modules are recorded when they are generated inside the project
            that holds catalogs.yml.
            """,
        options: [.flag("json", "Print the status as JSON (schema in the README).")],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        if let extra = arguments.positionals.first {
            throw UsageError("'status' takes no arguments; unexpected '\(extra)'", command: "status")
        }
        guard let configuration = try context.loadProject().configuration.file else {
            context.console.error(
                DiagnosticText.error("no catalogs.yml here or above; run 'vipergen init' to make one") + "\n")
            return .failure
        }
        let root = Path.directory(configuration)
        let lock = try ModuleLock.load(
            from: Path.join(root, ModuleLock.fileName), fileSystem: context.fileSystem)
        let status = try lock.status(root: root, fileSystem: context.fileSystem)
        if arguments.has("json") {
            context.console.output(JSONText.encode(StatusDocument(status)))
            return .success
        }
        if status.isEmpty {
            context.console.error(
                "no modules recorded in \(context.display(Path.join(root, ModuleLock.fileName)))\n")
            return .success
        }
        let style = Style(context: context)
        var text = ""
        for (module, files) in status {
            let edited = files.filter { $0.1 != .generated }.count
            text +=
                "\(module.name) (\(module.template) \(module.templateVersion), \(module.generated))"
                + (edited == 0 ? ": unchanged\n" : ": \(edited) of \(files.count) files changed\n")
            for (file, state) in files where state != .generated {
                let path = context.display(Path.absolute(file.path, in: root))
                text += "  " + style.paint(state.rawValue.padding(7), state == .edited ? .yellow : .red) + "  \(path)\n"
            }
        }
        context.console.output(text)
        return .success
    }
}

/// The JSON form of `vipergen status`.
struct StatusDocument: Encodable {
    var schemaVersion = 1
    var kind = "status"
    var modules: [Module]

    struct Module: Encodable {
        var name: String
        var template: String
        var templateVersion: String
        var files: [File]

        enum CodingKeys: String, CodingKey {
            case name, template, files
            case templateVersion = "template_version"
        }
    }

    struct File: Encodable {
        var path: String
        var state: FileStatus
    }

    init(_ status: [(module: ModuleLock.Module, files: [(ModuleLock.File, FileStatus)])]) {
        modules = status.map { module, files in
            Module(
                name: module.name, template: module.template, templateVersion: module.templateVersion,
                files: files.map { File(path: $0.0.path, state: $0.1) })
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, modules
        case schemaVersion = "schema_version"
    }
}
