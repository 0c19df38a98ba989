import VipergenKit

/// The JSON of `template lint PATH --json` (kind `lint`).
struct LintDocument: Encodable {
    var schemaVersion = 1
    var kind = "lint"
    var template: String
    /// The path as given on the command line.
    var path: String
    var ok: Bool
    /// Whether `swiftc -parse` checked the rendered Swift.
    var swiftParsed: Bool
    var problems: [Problem]

    struct Problem: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    init(_ report: TemplateLinter.Report, path: String) {
        template = report.templateName
        self.path = path
        ok = report.problems.isEmpty
        swiftParsed = report.parsedSwift
        problems = report.problems.map {
            Problem(file: $0.file, line: $0.line, column: $0.column, message: $0.message)
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, template, path, ok, problems
        case schemaVersion = "schema_version"
        case swiftParsed = "swift_parsed"
    }
}
