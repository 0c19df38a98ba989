import DiagnosticText
import Files
import JSON
import VipergenKit

/// `vipergen status`: the recorded modules and which of their files are no longer as vipergen wrote them; a CI gate.
enum StatusCommand {
    static let command = Command(
        name: "status",
        arguments: "[--json] [--exit-zero]",
        summary: "List generated modules and the files edited by hand since; exit 3 when any is.",
        discussion: """
            Reads the module records in .vipergen/modules/ beside catalogs.yml (or the vipergen.lock of an earlier
            version, without moving it). Each generated file is 'generated' (as vipergen wrote it), 'edited'
            (changed since) or 'missing'; an edited file that holds conflict markers (<<<<<<< / ======= / >>>>>>>)
            is marked 'conflict'. With an Xcode project in the settings, files missing from the project or from
            their targets are listed too, and a project file holding conflict markers; so is an injection target
            (a shared file the templates insert into, such as Router.swift) that holds them. Exits 3 when anything
            is listed, so CI can gate on it; --exit-zero exits 0 all the same.
            """,
        options: StatusOptions.self,
        run: run)

    static func run(_ arguments: Arguments<StatusOptions>, _ context: CommandContext) throws -> ExitCode {
        if let extra = arguments.positionals.first {
            throw UsageError("'status' takes no arguments; unexpected '\(extra)'", command: "status")
        }
        let setup = try context.loadSetup()
        let settings = setup.configuration
        guard let configuration = settings.file else {
            context.console.error(
                DiagnosticText.error("no catalogs.yml here or above; run 'vipergen init' to make one") + "\n")
            return .failure
        }
        let root = Path.directory(configuration)
        let lock = try ModuleLock.load(root: root, fileSystem: context.fileSystem)
        let status = try lock.status(root: root, fileSystem: context.fileSystem)
        let paths = status.flatMap { $0.files.map { Path.absolute($0.file.path, in: root) } }
        let projectConflicts = try XcodeProjectAudit.conflicts(configuration: settings, fileSystem: context.fileSystem)
        let injectionConflicts = InjectionTargetAudit.conflicts(of: setup, fileSystem: context.fileSystem)
        let gaps = try XcodeProjectAudit.gaps(of: paths, configuration: settings, fileSystem: context.fileSystem)
        let gapByPath = Dictionary(gaps.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let clean =
            projectConflicts.isEmpty && injectionConflicts.isEmpty && gaps.isEmpty
            && status.allSatisfy { $0.files.allSatisfy { $0.state == .generated } }
        let code: ExitCode = clean || arguments.has(\.exitZero) ? .success : .notAsGenerated
        if arguments.has(\.json) {
            var document = StatusDocument(
                status, gaps: gapByPath, root: root, checksProject: settings.xcodeProject != nil)
            document.clean = clean
            document.projectConflicts = projectConflicts.map {
                StatusDocument.ProjectConflict(path: Path.relative($0.path, to: root), line: $0.line)
            }
            document.injectionConflicts = injectionConflicts.map {
                StatusDocument.ProjectConflict(path: Path.relative($0.path, to: root), line: $0.line)
            }
            context.console.output(JSONWriter.encode(document))
            return code
        }
        let style = Style(context: context)
        var text = ""
        for (path, line) in projectConflicts {
            text += style.paint("conflict", .red) + "  \(context.display(path)):\(line)  (the Xcode project)\n"
        }
        for (path, line) in injectionConflicts {
            text += style.paint("conflict", .red) + "  \(context.display(path)):\(line)  (an injection target)\n"
        }
        if status.isEmpty {
            if !text.isEmpty { context.console.output(text) }
            context.console.error(
                "no modules recorded in \(context.display(Path.join(root, ModuleLock.modulesFolder)))\n")
            return code
        }
        for (module, files) in status {
            let edited = files.filter { $0.state != .generated }.count
            text +=
                "\(module.name) (\(module.template) \(module.templateVersion), \(module.generated))"
                + (edited == 0 ? ": unchanged\n" : ": \(edited) of \(files.count) files changed\n")
            for (file, state, conflictLine) in files where state != .generated {
                let path = context.display(Path.absolute(file.path, in: root))
                if let conflictLine {
                    text += "  " + style.paint("conflict", .red) + " \(path):\(conflictLine)\n"
                } else {
                    text +=
                        "  " + style.paint(state.rawValue.padding(7), state == .edited ? .yellow : .red) + "  \(path)\n"
                }
            }
            for (file, _, _) in files {
                guard let gap = gapByPath[Path.absolute(file.path, in: root)] else { continue }
                let place =
                    gap.isInProject
                    ? "not in target\(gap.missingTargets.count == 1 ? "" : "s") "
                        + gap.missingTargets.joined(separator: ", ") : "not in the Xcode project"
                text += "  " + style.paint(place, .red) + "  \(context.display(gap.path))\n"
            }
        }
        context.console.output(text)
        return code
    }
}

/// The JSON form of `vipergen status`.
struct StatusDocument: Encodable {
    var schemaVersion = 1
    var kind = "status"
    /// The verdict `status` exits with: `true` when every generated file is as vipergen wrote it, in the project
    /// and its targets, and no project file or injection target holds conflict markers (exit 0); `false` otherwise
    /// (exit 3, unless `--exit-zero`).
    var clean = true
    var modules: [Module]
    /// Project files that hold conflict markers, with the line of the first.
    var projectConflicts: [ProjectConflict] = []
    /// Injection targets (shared files the templates insert into) that hold conflict markers, likewise.
    var injectionConflicts: [ProjectConflict] = []

    struct ProjectConflict: Encodable {
        var path: String
        var line: Int
    }

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
        /// The line of the first conflict marker of an edited file; absent when it has none.
        var conflictLine: Int?
        /// Whether the Xcode project shows the file; absent when the settings name no project.
        var inProject: Bool?
        /// The targets that should build the file and do not; absent when the settings name no project.
        var missingTargets: [String]?

        enum CodingKeys: String, CodingKey {
            case path, state
            case conflictLine = "conflict_line"
            case inProject = "in_project"
            case missingTargets = "missing_targets"
        }
    }

    init(
        _ status: [(
            module: ModuleLock.Module, files: [(file: ModuleLock.File, state: FileStatus, conflictLine: Int?)]
        )],
        gaps: [String: ProjectMembershipGap] = [:], root: String = "/", checksProject: Bool = false
    ) {
        modules = status.map { module, files in
            Module(
                name: module.name, template: module.template, templateVersion: module.templateVersion,
                files: files.map { file, state, conflictLine in
                    let gap = gaps[Path.absolute(file.path, in: root)]
                    return File(
                        path: file.path, state: state, conflictLine: conflictLine,
                        inProject: checksProject ? gap?.isInProject ?? true : nil,
                        missingTargets: checksProject ? gap?.missingTargets ?? [] : nil)
                })
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, modules, clean
        case schemaVersion = "schema_version"
        case projectConflicts = "project_conflicts"
        case injectionConflicts = "injection_conflicts"
    }
}
