import Files
import JSON
import TextMerge
import VipergenKit

/// The JSON form of a plan (README: "JSON output").
struct PlanDocument: Encodable {
    static let version = 1

    var schemaVersion: Int
    var kind: String
    var dryRun: Bool
    /// The first template rendered (`gen` renders one).
    var template: Template
    /// Every template rendered, in the order first used.
    var templates: [Template]
    var modules: [String]
    var notes: [String]
    var files: [File]
    var summary: [String: Int]

    struct Template: Encodable {
        var name: String
        var version: String
    }

    struct File: Encodable {
        var path: String
        var action: String
        var role: String
        var module: String?
        var note: String?
        var diff: String?
    }

    enum CodingKeys: String, CodingKey {
        case kind, template, templates, modules, notes, files, summary
        case schemaVersion = "schema_version"
        case dryRun = "dry_run"
    }
}
