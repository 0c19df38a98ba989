import DiagnosticText
import Files
import VipergenKit

/// `vipergen xcode-templates export [TEMPLATE ...] [--into DIR]`: the templates as Xcode file templates, for the New
/// File dialog.
enum XcodeTemplatesCommand {
    /// The word that runs the command.
    static let name = "xcode-templates"

    static let command = Command(
        name: name,
        arguments: "export [TEMPLATE ...] [--into DIR]",
        summary: "Export templates for Xcode's New File dialog.",
        discussion: """
            export writes one .xctemplate folder per template (default: every template the project sees) into
            --into, else ~/Library/Developer/Xcode/Templates/File Templates/vipergen, where Xcode's New File dialog
            lists them: <name> for the module's code, <name> Tests for its tests, <name> Shared for the files the
            template's modules share (add them with the first module only). The dialog asks for the module's name,
            and the name with its first letter lowercase when the template uses it, which Xcode cannot derive;
            headers take Xcode's own macros (your full name, the organization, the date). For the same name, Xcode
            writes what 'vipergen gen' writes, except what Xcode cannot do: the lines vipergen injects into shared
            files (export names them, to add by hand), and the project edits and records of gen. A template whose
            files use the name or the date in a form Xcode's macros do not have is refused, naming the file; an
            existing export of the same name is replaced.
            """,
        options: XcodeTemplatesOptions.self,
        run: run)

    static func run(_ arguments: Arguments<XcodeTemplatesOptions>, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positional(\.subcommand) == "export" else {
            throw UsageError(
                arguments.positional(\.subcommand).map { "unknown subcommand 'xcode-templates \($0)'; use export" }
                    ?? "'xcode-templates' needs a subcommand: export")
        }
        let setup = try context.loadSetup()
        let names = arguments.positional(\.templates) ?? []
        let templates =
            names.isEmpty
            ? setup.catalog.listing(fetching: false).templates
            : try names.map { try setup.catalog.resolve($0).template }
        let folder = try destination(arguments, context: context)
        var failed = false
        for template in templates {
            let exported: [XcodeTemplate]
            do {
                exported = try XcodeTemplateExport.export(template, configuration: setup.configuration)
            } catch let error as XcodeTemplateError {
                context.console.error(DiagnosticText.error("\(error)") + "\n")
                failed = true
                continue
            }
            for xcode in exported {
                let path = Path.join(folder, xcode.name + ".xctemplate")
                try write(xcode, to: path, context: context)
                context.console.output("export    \(context.display(path))\n")
                for note in xcode.notes { context.console.error("note: \(xcode.name): \(note)\n") }
            }
        }
        return failed ? .failure : .success
    }

    /// `--into`, else Xcode's folder of the user's file templates.
    static func destination(_ arguments: Arguments<XcodeTemplatesOptions>, context: CommandContext) throws -> String {
        if let given = arguments.value(\.into) { return given.path }
        guard let home = context.environment["HOME"], !home.isEmpty else {
            throw UsageError("HOME is not set: say where to export with --into DIR")
        }
        return Path.join(home, "Library/Developer/Xcode/Templates/File Templates/vipergen")
    }

    /// Writes the template's folder, replacing an earlier export of it (its files are vipergen's); a folder of that
    /// name that vipergen did not write is left alone, with an error.
    static func write(_ xcode: XcodeTemplate, to path: String, context: CommandContext) throws {
        let fileSystem = context.fileSystem
        if fileSystem.fileExists(path) {
            let info = try fileSystem.text(of: Path.join(path, "TemplateInfo.plist")) ?? ""
            guard info.contains("Made by vipergen from the template") else {
                throw ExportRefused(
                    message: "\(context.display(path)) exists and was not exported by vipergen; nothing was written "
                        + "there: move it, or export with --into DIR")
            }
            try fileSystem.removeItem(path)
        }
        for (relative, bytes) in xcode.files.sorted(by: { $0.key < $1.key }) {
            let file = Path.join(path, relative)
            try fileSystem.createFolders(Path.directory(file))
            try fileSystem.write(bytes, to: file)
        }
    }

    /// A folder in the way of an export.
    struct ExportRefused: Error, CustomStringConvertible {
        var message: String
        var description: String { DiagnosticText.error(message) }
    }
}
