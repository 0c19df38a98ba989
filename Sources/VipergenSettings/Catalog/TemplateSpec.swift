import DiagnosticText
import YAML

/// A template's spec: vipergen's `template.yml`, or a Generamba `.rambaspec` (whose keys are a subset).
public struct TemplateSpec: Sendable, Equatable {
    /// The keys a spec accepts: Generamba's, plus `parameters`.
    public static let keys = [
        "name", "summary", "author", "version", "license", "code_files", "test_files", "dependencies", "parameters",
        "injections",
    ]
    /// The keys of one `code_files`/`test_files` entry: Generamba's, plus `shared`, `condition` and `for_each`.
    public static let fileKeys = ["name", "path", "custom_name", "is_resource", "shared", "condition", "for_each"]
    /// The keys of one injection into an existing project file.
    public static let injectionKeys = ["file", "marker", "before", "after", "content"]
    /// The keys of one declared parameter.
    public static let parameterKeys = ["name", "description", "type", "default", "required"]

    /// The template's name, as in `gen <Module> <name>`.
    public var name: String
    /// One line on what the template makes.
    public var summary: String
    /// Who wrote the template.
    public var author: String
    /// The template's version, recorded with each module it generates.
    public var version: String
    /// The template's license.
    public var license: String
    /// The module's files, written under `module_path/<Module>`.
    public var codeFiles: [FileEntry]
    /// The module's tests, written under `test_path/<Module>`.
    public var testFiles: [FileEntry]
    /// The custom parameters the template declares.
    public var parameters: [Parameter]
    /// Lines the template adds to existing project files, such as a module's entry on the shared Router.
    public var injections: [Injection] = []

    /// Lines to insert into a project file: before a marker line, or before or after the first line containing
    /// a text. Inserting is idempotent: lines already present are not inserted again.
    public struct Injection: Sendable, Equatable {
        /// Where to insert, relative to the module path; Liquid.
        public var file: String
        /// Where in the file the lines go.
        public var anchor: Anchor
        /// The lines to insert; Liquid.
        public var content: String
        /// The spec entry, for errors.
        public var location: SpecLocation

        /// An injection of `content` into `file` at `anchor`, from the spec at `location`.
        package init(file: String, anchor: Anchor, content: String, location: SpecLocation) {
            self.file = file
            self.anchor = anchor
            self.content = content
            self.location = location
        }

        /// Where an injection's lines go in their file.
        public enum Anchor: Sendable, Equatable {
            /// Before the line holding this marker comment, indented like it.
            case marker(String)
            case before(String)
            case after(String)
        }
    }

    /// One file the template produces.
    public struct FileEntry: Sendable, Equatable {
        /// `View/ViewController.swift`: the folder inside the module and the file name after the module name.
        public var name: String
        /// The template file, relative to the template's folder.
        public var path: String
        /// A Liquid expression for the whole file name, replacing `<prefix><Module><basename(name)>`.
        public var customName: String?
        /// Copied as it is instead of rendered.
        public var isResource: Bool = false
        /// Shared by every module: written beside the module folders, and only when absent.
        public var isShared: Bool = false
        /// A Liquid condition, as in `{% if %}`: the file is produced only when it holds.
        public var condition: String?
        /// A list parameter: one file per item, which templates read as `item`.
        public var forEach: String?
        /// Where the entry starts in the spec, for errors about it.
        public var location: SpecLocation
    }

    /// A value the template reads from `custom_parameters`, declared so `gen` can check, convert and default it.
    public struct Parameter: Sendable, Equatable {
        /// The type of a parameter's value.
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            case string, bool, list
        }

        /// The parameter's name, as in `custom_parameters.<name>`.
        public var name: String
        /// What the parameter is for, shown by `template show`.
        public var description: String
        /// Its value's type.
        public var kind: Kind
        /// The value when none is given; `nil` for none.
        public var defaultValue: String?
        /// `gen` fails when a required parameter is not given.
        public var isRequired: Bool
    }

    /// Reads a spec from YAML text.
    /// - Throws: `Diagnostics` with every problem in the spec, each at its line and column.
    package static func parse(_ text: String, file: String) throws(Diagnostics) -> TemplateSpec {
        let root = try SpecReader.parse(text, file: file)
        var reader = SpecReader(file: file, text: text)
        let entries = reader.mapping(root, keys: keys, what: "the template spec")
        let name = reader.string(entries["name"], "name")
        if name == nil { reader.report("the spec needs a 'name'", at: root.mark) }
        var spec = TemplateSpec(
            name: name ?? "",
            summary: reader.string(entries["summary"], "summary") ?? "",
            author: reader.string(entries["author"], "author") ?? "",
            version: reader.string(entries["version"], "version") ?? "",
            license: reader.string(entries["license"], "license") ?? "",
            codeFiles: [], testFiles: [], parameters: [])
        spec.parameters = parameters(entries["parameters"], &reader)
        spec.codeFiles = fileEntries(entries["code_files"], "code_files", spec.parameters, &reader)
        spec.testFiles = fileEntries(entries["test_files"], "test_files", spec.parameters, &reader)
        spec.injections = injections(entries["injections"], &reader)
        try reader.finish()
        return spec
    }

    private static func injections(_ node: YAMLNode?, _ reader: inout SpecReader) -> [Injection] {
        var injections: [Injection] = []
        for item in reader.list(node, "injections") {
            let fields = reader.mapping(item, keys: injectionKeys, what: "an injection")
            let anchors = [
                reader.string(fields["marker"], "marker").map(Injection.Anchor.marker),
                reader.string(fields["before"], "before").map(Injection.Anchor.before),
                reader.string(fields["after"], "after").map(Injection.Anchor.after),
            ].compactMap { $0 }
            guard let file = reader.string(fields["file"], "file"),
                let content = reader.string(fields["content"], "content"),
                anchors.count == 1
            else {
                reader.report(
                    "an injection needs 'file', 'content' and exactly one of 'marker', 'before' or 'after'",
                    at: item.mark)
                continue
            }
            injections.append(
                Injection(
                    file: file, anchor: anchors[0], content: content,
                    location: reader.location(of: item.mark)))
        }
        return injections
    }

    private static func parameters(_ node: YAMLNode?, _ reader: inout SpecReader) -> [Parameter] {
        var parameters: [Parameter] = []
        for item in reader.list(node, "parameters") {
            let fields = reader.mapping(item, keys: parameterKeys, what: "a parameter")
            guard let name = reader.string(fields["name"], "name") else {
                reader.report("a parameter needs a 'name'", at: item.mark)
                continue
            }
            var kind = Parameter.Kind.string
            if let typeName = reader.string(fields["type"], "type") {
                if let parsed = Parameter.Kind(rawValue: typeName) {
                    kind = parsed
                } else {
                    reader.report(
                        "unknown parameter type '\(typeName)'; use string, bool or list", at: fields["type"]!.mark)
                }
            }
            // A list parameter's default may be a YAML list; read it before the text check, which refuses lists.
            let defaultValue: String?
            if kind == .list, let list = fields["default"]?.array {
                defaultValue = list.compactMap(\.string).joined(separator: ",")
            } else {
                defaultValue = reader.string(fields["default"], "default")
            }
            parameters.append(
                Parameter(
                    name: name, description: reader.string(fields["description"], "description") ?? "", kind: kind,
                    defaultValue: defaultValue, isRequired: reader.bool(fields["required"], "required") ?? false))
        }
        return parameters
    }

    private static func fileEntries(
        _ node: YAMLNode?, _ key: String, _ parameters: [Parameter], _ reader: inout SpecReader
    ) -> [FileEntry] {
        var files: [FileEntry] = []
        for item in reader.list(node, key) {
            let fields = reader.mapping(item, keys: fileKeys, what: "a '\(key)' entry")
            let name = reader.string(fields["name"], "name")
            let path = reader.string(fields["path"], "path")
            guard let name, let path else {
                reader.report(
                    "a '\(key)' entry needs 'name' (the file to produce) and 'path' (its template)", at: item.mark)
                continue
            }
            let forEach = reader.string(fields["for_each"], "for_each")
            if let forEach, !parameters.contains(where: { $0.name == forEach && $0.kind == .list }) {
                reader.report(
                    "'for_each: \(forEach)' needs a parameter '\(forEach)' declared with 'type: list'",
                    at: fields["for_each"]!.mark)
            }
            files.append(
                FileEntry(
                    name: name, path: path, customName: reader.string(fields["custom_name"], "custom_name"),
                    isResource: reader.bool(fields["is_resource"], "is_resource") ?? false,
                    isShared: reader.bool(fields["shared"], "shared") ?? false,
                    condition: reader.string(fields["condition"], "condition"), forEach: forEach,
                    location: reader.location(of: item.mark)))
        }
        return files
    }
}
