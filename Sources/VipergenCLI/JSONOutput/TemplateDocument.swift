import VipergenKit
import VipergenSettings

/// The JSON of `template show NAME --json` (kind `template`).
struct TemplateDocument: Encodable {
    var schemaVersion = 1
    var kind = "template"
    var template: TemplateListingDocument.Template
    var author: String
    var license: String
    var moduleName: String
    /// What the template produces for `moduleName`, relative to `module_path` (code, shared) or `test_path`.
    var files: [File]
    var conditionalFiles: [ConditionalFile]
    var parameters: [Parameter]

    struct File: Encodable {
        var role: String
        var path: String
    }

    struct ConditionalFile: Encodable {
        var name: String
        var condition: String
    }

    struct Parameter: Encodable {
        var name: String
        var type: String
        var description: String
        var `default`: String?
        var required: Bool
    }

    init(_ template: TemplatePackage, preview: TemplatePreview, context: CommandContext) {
        let spec = template.spec
        self.template = TemplateListingDocument.Template(template, context: context)
        author = spec.author
        license = spec.license
        moduleName = preview.moduleName
        files = preview.files.map { File(role: $0.role.rawValue, path: $0.path) }
        conditionalFiles = (spec.codeFiles + spec.testFiles).compactMap { entry in
            entry.condition.map { ConditionalFile(name: entry.name, condition: $0) }
        }
        parameters = spec.parameters.map { parameter in
            Parameter(
                name: parameter.name, type: parameter.kind.rawValue, description: parameter.description,
                default: parameter.defaultValue, required: parameter.isRequired)
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, template, author, license, files, parameters
        case schemaVersion = "schema_version"
        case moduleName = "module_name"
        case conditionalFiles = "conditional_files"
    }
}
