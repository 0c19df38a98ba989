import DiagnosticText
import Files
import YAML

/// A project's settings from its catalogs.yml, or defaults when it has none.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The file name vipergen looks for, walking up from the current directory.
    public static let fileName = "catalogs.yml"

    /// The keys catalogs.yml accepts (the README documents each; a test keeps the two in step).
    public static let keys = [
        "project_name", "product_module_name", "prefix", "company", "author", "module_path", "test_path",
        "project_targets", "test_targets", "catalogs", "xcodeproj_path", "test_xcodeproj_path",
        "project_group_path", "test_group_path",
    ]

    /// `project_name`: the app's name, in headers.
    public var projectName: String
    /// The Swift module the app compiles into, for `@testable import`; derived from the project name by default.
    public var productModuleName: String
    /// Prepended to every generated file name, as in Generamba.
    public var prefix: String = ""
    /// `company`: `developer.company` in headers.
    public var company: String = ""
    /// `author`: `developer.name` in headers. When the settings name none it is the developer's own, found on
    /// first use (`lateAuthor`): a `gen` whose templates never print it does not look for it.
    public var author: String {
        get { lateAuthor?.value ?? settledAuthor }
        set {
            settledAuthor = newValue
            lateAuthor = nil
        }
    }
    private var settledAuthor: String
    /// The developer's own name, when `author` is that and has not been set otherwise.
    public private(set) var lateAuthor: LateName?
    /// Whether `author` is known without looking for it: set, or found already. Only then is it recorded.
    public var authorIsKnown: Bool { lateAuthor?.isRead ?? true }
    /// Whether `author` is the name of the developer running vipergen, because the settings name none: it differs
    /// from one teammate to the next, so `outdated` does not count it as a change and `update` keeps the name a
    /// module was generated with.
    public var authorIsPersonal = false
    /// Where module folders go, absolute.
    public var modulePath: String
    /// Where test folders go, absolute.
    public var testPath: String
    /// `project_targets`: the targets that compile a module's files.
    public var projectTargets: [String] = []
    /// `test_targets`: the targets that compile its tests.
    public var testTargets: [String] = []
    /// Where templates come from, in lookup order, before the built-in ones.
    public var catalogs: [CatalogSource] = []
    /// `false` for a Rambafile with no test target or test path: Generamba writes no test files then.
    public var writesTests = true
    /// The Xcode project generated files are added to; `nil` when there is none (or `--no-xcodeproj`).
    public var xcodeProject: XcodeProjectSettings?
    /// Whether the settings file holds no settings at all (empty, or comments only): the defaults apply.
    public var isEmptyFile = false
    /// The catalogs.yml this came from; `nil` when defaults are in use.
    public var file: String?

    /// Makes `author` the developer's own name, which `find` gives when first asked for.
    public mutating func setPersonalAuthor(_ find: @escaping @Sendable () -> String) {
        settledAuthor = ""
        lateAuthor = LateName(find)
        authorIsPersonal = true
    }

    /// Defaults for a folder with no catalogs.yml: modules under `directory`, tests under `directory/Tests`.
    public init(defaultsFor directory: String, author: String) {
        projectName = Path.base(directory).isEmpty ? "App" : Path.base(directory)
        productModuleName = ProjectConfiguration.moduleName(from: projectName)
        settledAuthor = author
        modulePath = directory
        testPath = Path.join(directory, "Tests")
    }

    /// The keys of one `catalogs` entry written as a mapping.
    public static let catalogKeys = ["path", "git", "ref", "name", "template"]

    /// Generamba's rule, `gsub(/[^\w]/, '_')`: every character but ASCII letters, digits and `_` becomes `_`
    /// (Ruby's `\w` is ASCII-only, so `Café` becomes `Caf_`).
    public static func moduleName(from projectName: String) -> String {
        var name = ""
        for scalar in projectName.unicodeScalars {
            let isWord =
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            name.unicodeScalars.append(isWord ? scalar : "_")
        }
        return name
    }

    /// Reads catalogs.yml at `file`. Paths in it are relative to its folder.
    /// - Throws: `Diagnostics` listing every problem in the file, each with its line and column.
    public static func load(file: String, text: String, author: String) throws(Diagnostics) -> ProjectConfiguration {
        let root = try SpecReader.parse(text, file: file)
        var reader = SpecReader(file: file, text: text)
        let directory = Path.directory(file)
        var configuration = ProjectConfiguration(defaultsFor: directory, author: author)
        configuration.file = file
        configuration.isEmptyFile = root.isNull
        let entries = reader.mapping(root, keys: keys, what: "catalogs.yml")
        if let name = reader.string(entries["project_name"], "project_name") {
            configuration.projectName = name
            configuration.productModuleName = moduleName(from: name)
        }
        if let name = reader.string(entries["product_module_name"], "product_module_name") {
            configuration.productModuleName = name
        }
        configuration.prefix = reader.string(entries["prefix"], "prefix") ?? ""
        configuration.company = reader.string(entries["company"], "company") ?? ""
        configuration.author = reader.string(entries["author"], "author") ?? author
        for key in ["module_path", "test_path"] {
            guard let path = reader.string(entries[key], key) else { continue }
            let absolute = Path.absolute(path, in: directory)
            guard Path.isInside(absolute, directory) else {
                reader.report(
                    "\(key) '\(path)' leads outside the project folder \(directory); use a folder inside it (for a "
                        + "one-off run elsewhere, pass --output)", at: entries[key]!.mark)
                continue
            }
            if key == "module_path" { configuration.modulePath = absolute } else { configuration.testPath = absolute }
        }
        configuration.projectTargets = reader.names(entries["project_targets"], "project_targets") ?? []
        configuration.testTargets = reader.names(entries["test_targets"], "test_targets") ?? []
        configuration.catalogs = reader.list(entries["catalogs"], "catalogs").compactMap { item in
            var source = catalogSource(item, in: directory, reader: &reader)
            source?.declaration = reader.location(of: item.mark)
            return source
        }
        configuration.xcodeProject = xcodeProjectSettings(entries, in: directory, reader: &reader)
        try reader.finish()
        return configuration
    }

    /// One `catalogs` entry: `Templates`, `https://host/templates.git`, `{path: DIR}`, or
    /// `{git: URL, ref: TAG}`, each with an optional `name` (for `name/template`) and `template` (the source is
    /// that one template rather than a folder of templates).
    static func catalogSource(_ item: YAMLNode, in directory: String, reader: inout SpecReader) -> CatalogSource? {
        if let text = item.string {
            return GitReference.looksLikeURL(text)
                ? .git(GitReference(url: GitReference.resolvingLocalPath(text, in: directory)))
                : .folder(Path.absolute(text, in: directory))
        }
        let fields = reader.mapping(item, keys: catalogKeys, what: "a catalog")
        let path = reader.string(fields["path"], "path")
        let url = reader.string(fields["git"], "git")
        let ref = reader.string(fields["ref"], "ref")
        var source: CatalogSource
        switch (path, url) {
        case (let path?, nil):
            source = .folder(Path.absolute(path, in: directory))
            if ref != nil { reader.report("'ref' belongs to a 'git' catalog, not a folder", at: fields["ref"]!.mark) }
        case (nil, let url?):
            source = .git(GitReference(url: GitReference.resolvingLocalPath(url, in: directory), ref: ref))
        default:
            reader.report(
                "a catalog needs either 'path: <folder of templates>' or 'git: <repository URL>' (with 'ref: <tag, "
                    + "branch or commit>')", at: item.mark)
            return nil
        }
        if let template = reader.string(fields["template"], "template") {
            source.template = template
            source.name = template
        }
        if let name = reader.string(fields["name"], "name") { source.name = name }
        return source
    }

    /// `xcodeproj_path` (relative to the settings file), `test_xcodeproj_path`, `project_group_path` and
    /// `test_group_path`. The group paths and the test project mean nothing without a project: they are errors then.
    static func xcodeProjectSettings(
        _ entries: YAMLNode, in directory: String, reader: inout SpecReader,
        projectKeys: [String] = ["xcodeproj_path"], groupPathsNeedProject: Bool = true
    ) -> XcodeProjectSettings? {
        let projectKey = projectKeys.first { entries[$0] != nil } ?? projectKeys[0]
        let project = reader.string(entries[projectKey], projectKey).map(Path.normalize)
        let testProject = reader.string(entries["test_xcodeproj_path"], "test_xcodeproj_path").map(Path.normalize)
        let codeGroup = reader.string(entries["project_group_path"], "project_group_path")
        let testGroup = reader.string(entries["test_group_path"], "test_group_path")
        for (key, value) in [(projectKey, project), ("test_xcodeproj_path", testProject)] {
            if let value, !value.hasSuffix(".xcodeproj"), let node = entries[key] {
                reader.report(
                    "'\(value)' is not an Xcode project: \(key) names the '.xcodeproj' folder, as in 'App.xcodeproj'",
                    at: node.mark)
            }
        }
        guard let main = project ?? testProject else {
            // In catalogs.yml a group path means nothing without a project; a Rambafile's is also its file path.
            if groupPathsNeedProject {
                for key in ["project_group_path", "test_group_path"] where entries[key] != nil {
                    reader.report(
                        "\(key) names a group of the Xcode project, but there is no xcodeproj_path: add it, or "
                            + "remove \(key)", at: entries[key]!.mark)
                }
            }
            return nil
        }
        return XcodeProjectSettings(
            projectPath: Path.absolute(main, in: directory),
            testProjectPath: (testProject ?? project).map { Path.absolute($0, in: directory) },
            codeGroupPath: codeGroup.map(XcodeProjectSettings.groupPath),
            testGroupPath: testGroup.map(XcodeProjectSettings.groupPath))
    }

    /// The settings that shape what a template renders, by catalogs.yml key, paths relative to `root`: the lock
    /// records them so that `outdated` sees a change (a new `company`, say) and `update` renders with the new ones.
    /// A personal author is among them only once found: a module whose templates never print it records none.
    public func renderSettings(relativeTo root: String) -> [String: String] {
        var settings = [
            "project_name": projectName, "product_module_name": productModuleName, "prefix": prefix,
            "company": company, "module_path": Path.relative(modulePath, to: root),
            "test_path": Path.relative(testPath, to: root), "project_targets": Self.commaSeparated(projectTargets),
            "test_targets": Self.commaSeparated(testTargets),
        ]
        if authorIsKnown {
            settings["author"] = author
        }
        return settings
    }

    /// `names` joined by commas, as `joined(separator:)` would join them. The standard library's `joined` runs
    /// unspecialized here, and its first call made the runtime search every protocol conformance in the binary:
    /// 100,000 of a small gen's 7.1 million instructions, and its page faults.
    private static func commaSeparated(_ names: [String]) -> String {
        var text = ""
        for (index, name) in names.enumerated() {
            if index > 0 { text += "," }
            text += name
        }
        return text
    }

    /// Finds catalogs.yml in `directory` or the nearest folder above it.
    public static func find(from directory: String, in fileSystem: any FileSystem) -> String? {
        var current = Path.normalize(directory)
        while true {
            let candidate = Path.join(current, fileName)
            if fileSystem.fileExists(candidate), !fileSystem.isDirectory(candidate) { return candidate }
            if current == "/" || current.isEmpty || current == "." { return nil }
            current = Path.directory(current)
        }
    }
}
