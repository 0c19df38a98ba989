import DiagnosticText
import Files
import JSON
import VipergenKit

/// The JSON form of `vipergen outdated`.
struct OutdatedDocument: Encodable {
    var schemaVersion = 1
    var kind = "outdated"
    var checked: Int
    var modules: [Module]

    struct Module: Encodable {
        var name: String
        var template: String
        var changes: [String]
    }

    init(checked: Int, outdated: [OutdatedModule]) {
        self.checked = checked
        modules = outdated.map { Module(name: $0.name, template: $0.template, changes: $0.changes) }
    }

    enum CodingKeys: String, CodingKey {
        case kind, checked, modules
        case schemaVersion = "schema_version"
    }
}
