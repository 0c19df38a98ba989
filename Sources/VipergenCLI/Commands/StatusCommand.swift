import DiagnosticText
import Files
import JSON
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
            that holds catalogs.yml. With an Xcode project in the settings, files missing from the project or
            from their targets are listed too.
            """,
        options: StatusOptions.self,
        run: run)

    static func run(_ arguments: Arguments<StatusOptions>, _ context: CommandContext) throws -> ExitCode {
        if let extra = arguments.positionals.first {
            throw UsageError("'status' takes no arguments; unexpected '\(extra)'", command: "status")
        }
        let settings = try context.loadSetup().configuration
        guard let configuration = settings.file else {
            context.console.error(
                DiagnosticText.error("no catalogs.yml here or above; run 'vipergen init' to make one") + "\n")
            return .failure
        }
        let root = Path.directory(configuration)
        let lock = try ModuleLock.load(root: root, fileSystem: context.fileSystem)
        let status = try lock.status(root: root, fileSystem: context.fileSystem)
        let paths = status.flatMap { $0.files.map { Path.absolute($0.0.path, in: root) } }
        let gaps = try XcodeProjectAudit.gaps(of: paths, configuration: settings, fileSystem: context.fileSystem)
        let gapByPath = Dictionary(gaps.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        if arguments.has(\.json) {
            context.console.output(
                JSONWriter.encode(
                    StatusDocument(status, gaps: gapByPath, root: root, checksProject: settings.xcodeProject != nil)))
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
            for (file, _) in files {
                guard let gap = gapByPath[Path.absolute(file.path, in: root)] else { continue }
                let place =
                    gap.isInProject
                    ? "not in target\(gap.missingTargets.count == 1 ? "" : "s") "
                        + gap.missingTargets.joined(separator: ", ") : "not in the Xcode project"
                text += "  " + style.paint(place, .red) + "  \(context.display(gap.path))\n"
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
        /// Whether the Xcode project shows the file; absent when the settings name no project.
        var inProject: Bool?
        /// The targets that should build the file and do not; absent when the settings name no project.
        var missingTargets: [String]?

        enum CodingKeys: String, CodingKey {
            case path, state
            case inProject = "in_project"
            case missingTargets = "missing_targets"
        }
    }

    init(
        _ status: [(module: ModuleLock.Module, files: [(ModuleLock.File, FileStatus)])],
        gaps: [String: ProjectMembershipGap] = [:], root: String = "/", checksProject: Bool = false
    ) {
        modules = status.map { module, files in
            Module(
                name: module.name, template: module.template, templateVersion: module.templateVersion,
                files: files.map { file, state in
                    let gap = gaps[Path.absolute(file.path, in: root)]
                    return File(
                        path: file.path, state: state, inProject: checksProject ? gap?.isInProject ?? true : nil,
                        missingTargets: checksProject ? gap?.missingTargets ?? [] : nil)
                })
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, modules
        case schemaVersion = "schema_version"
    }
}
