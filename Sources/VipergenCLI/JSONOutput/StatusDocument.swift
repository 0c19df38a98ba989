import DiagnosticText
import Files
import JSON
import VipergenKit

/// The JSON form of `vipergen status`.
struct StatusDocument: Encodable {
    var schemaVersion = 1
    var kind = "status"
    /// The verdict `status` exits with: `true` when no finding fails the gate (exit 0); `false` otherwise (exit 3,
    /// unless `--exit-zero`).
    var clean = true
    var modules: [Module]
    /// Project files that hold conflict markers, with the line of the first.
    var projectConflicts: [ProjectConflict] = []
    /// Injection targets (shared files the templates insert into) that hold conflict markers, likewise.
    var injectionConflicts: [ProjectConflict] = []
    /// Everything found, each with its kind and whether the gate failed on it.
    var findings: [StatusFinding] = []

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
        case kind, modules, clean, findings
        case schemaVersion = "schema_version"
        case projectConflicts = "project_conflicts"
        case injectionConflicts = "injection_conflicts"
    }
}
