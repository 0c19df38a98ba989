import DiagnosticText
import Files
import YAML

/// Generamba's project file, read as vipergen settings so a Generamba project works without conversion.
///
/// Paths follow Generamba: relative to the project folder, leading and trailing slashes dropped, and the module
/// name appended at generation time. Templates come from Generamba's install folder (`Templates/`, what
/// `generamba gen` reads), then the declared `local:` and `git:` templates, then the `catalogs:` repositories.
public enum Rambafile {
    public static let fileName = "Rambafile"

    /// Every key Generamba reads from a Rambafile.
    public static let keys = [
        "company", "author", "project_name", "prefix", "xcodeproj_path", "project_xcodeproj_path",
        "test_xcodeproj_path", "product_module_name", "project_target", "project_targets", "project_file_path",
        "project_group_path", "test_target", "test_targets", "test_file_path", "test_group_path", "podfile_path",
        "cartfile_path", "catalogs", "templates",
    ]
    /// The keys of a `templates:` entry: `{name}`, `{name, local: PATH}` or `{name, git: URL, branch: B}`.
    public static let templateKeys = ["name", "local", "git", "branch"]
    /// Keys for dependency managers: read, and of no use to vipergen, which does not check dependencies.
    public static let ignoredKeys = ["podfile_path", "cartfile_path"]
    /// Generamba's shared catalog, where `{name}` templates come from when they are not installed.
    public static let sharedCatalogURL = "https://github.com/strongself/generamba-catalog"
    /// Generamba's install folder beside the Rambafile.
    public static let installFolder = "Templates"

    /// Reads the Rambafile at `file`.
    /// - Parameters:
    ///   - author: `developer.name` when the Rambafile has no `author` (Generamba's saved user name).
    ///   - fileSystem: To see which declared templates are installed in `Templates/`.
    /// - Throws: `Diagnostics` with every problem in the file, each at its line and column.
    public static func load(file: String, text: String, author: String, fileSystem: any FileSystem)
        throws(Diagnostics) -> ProjectConfiguration
    {
        let root = try SpecReader.parse(text, file: file)
        var reader = SpecReader(file: file, text: text)
        let directory = Path.directory(file)
        var configuration = ProjectConfiguration(defaultsFor: directory, author: author)
        configuration.file = file
        let entries = reader.mapping(root, keys: keys, what: "the Rambafile")
        if let name = reader.string(entries["project_name"], "project_name") {
            configuration.projectName = name
            configuration.productModuleName = ProjectConfiguration.moduleName(from: name)
        }
        if let name = reader.string(entries["product_module_name"], "product_module_name") {
            configuration.productModuleName = name
        }
        configuration.prefix = reader.string(entries["prefix"], "prefix") ?? ""
        configuration.company = reader.string(entries["company"], "company") ?? ""
        configuration.author = reader.string(entries["author"], "author") ?? author
        configuration.projectTargets = targets(entries, single: "project_target", list: "project_targets", &reader)
        configuration.testTargets = targets(entries, single: "test_target", list: "test_targets", &reader)
        // Generamba's rule: the file path, else the Xcode group path, both without leading or trailing slashes.
        let modulePath = path(entries, "project_file_path", "project_group_path", &reader)
        let testPath = path(entries, "test_file_path", "test_group_path", &reader)
        if let modulePath { configuration.modulePath = Path.absolute(modulePath, in: directory) }
        if let testPath { configuration.testPath = Path.absolute(testPath, in: directory) }
        // Generamba writes test files only with a test target and a test path.
        configuration.writesTests = testPath != nil && !configuration.testTargets.isEmpty
        for key in ignoredKeys { _ = reader.string(entries[key], key) }
        // Generamba's project for the code is `project_xcodeproj_path`, else `xcodeproj_path`; tests may live in
        // `test_xcodeproj_path`.
        configuration.xcodeProject = ProjectConfiguration.xcodeProjectSettings(
            entries, in: directory, reader: &reader, projectKeys: ["project_xcodeproj_path", "xcodeproj_path"],
            groupPathsNeedProject: false)
        configuration.catalogs = catalogs(entries, directory: directory, fileSystem: fileSystem, &reader)
        try reader.finish()
        return configuration
    }

    /// `project_targets`, else `[project_target]`.
    private static func targets(
        _ entries: YAMLNode, single: String, list: String, _ reader: inout SpecReader
    ) -> [String] {
        let one = reader.string(entries[single], single)
        return reader.names(entries[list], list) ?? one.map { [$0] } ?? []
    }

    private static func path(
        _ entries: YAMLNode, _ fileKey: String, _ groupKey: String,
        _ reader: inout SpecReader
    ) -> String? {
        let group = reader.string(entries[groupKey], groupKey)
        guard let path = reader.string(entries[fileKey], fileKey) ?? group else { return nil }
        return trimmedPath(path)
    }

    /// A Generamba path: relative to the project folder, without leading or trailing slashes.
    public static func trimmedPath(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// The install folder, the declared `local:`/`git:` templates, then the `catalogs:` repositories (and
    /// Generamba's shared catalog when a template declared by name alone is not installed).
    private static func catalogs(
        _ entries: YAMLNode, directory: String, fileSystem: any FileSystem, _ reader: inout SpecReader
    ) -> [CatalogSource] {
        var sources: [CatalogSource] = []
        let installFolder = Path.join(directory, installFolder)
        if fileSystem.isDirectory(installFolder) {
            sources.append(
                CatalogSource(name: Rambafile.installFolder, location: .folder(installFolder), isInstallFolder: true))
        }
        var needsSharedCatalog = false
        for item in reader.list(entries["templates"], "templates") {
            let fields = reader.mapping(item, keys: templateKeys, what: "a 'templates' entry")
            guard let name = reader.string(fields["name"], "name") else {
                reader.report("a 'templates' entry needs a 'name'", at: item.mark)
                continue
            }
            let branch = reader.string(fields["branch"], "branch")
            if let local = reader.string(fields["local"], "local") {
                var source = CatalogSource(
                    name: name, location: .folder(Path.absolute(local, in: directory)), template: name)
                source.declaration = reader.location(of: fields["local"]!.mark)
                sources.append(source)
            } else if let url = reader.string(fields["git"], "git") {
                let reference = GitReference(url: GitReference.resolvingLocalPath(url, in: directory), ref: branch)
                sources.append(CatalogSource(name: name, location: .git(reference), template: name))
            } else if !fileSystem.isDirectory(Path.join(installFolder, name)) {
                needsSharedCatalog = true
            }
            if branch != nil, fields["git"] == nil {
                reader.report("'branch' belongs to a 'git' template", at: fields["branch"]!.mark)
            }
        }
        var urls = reader.strings(entries["catalogs"], "catalogs") ?? []
        if needsSharedCatalog, !urls.contains(sharedCatalogURL) { urls.append(sharedCatalogURL) }
        sources += urls.map { .git(GitReference(url: GitReference.resolvingLocalPath($0, in: directory))) }
        return sources
    }

    /// The user name Generamba saved in `~/.generamba/settings.yml` (`username:`), its default author.
    public static func savedUserName(environment: [String: String], fileSystem: any FileSystem) -> String? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        let file = Path.join(home, ".generamba/settings.yml")
        guard let text = try? fileSystem.text(of: file), let root = try? YAMLParser.parse(text, file: file),
            let name = root["username"]?.string, !name.isEmpty
        else { return nil }
        return name
    }

    /// A Rambafile setting vipergen reads but has no use for, and where it is.
    public struct UnusedSetting: Sendable, Equatable {
        public var key: String
        public var line: Int
        public var column: Int
        public var reason: String
    }

    /// The settings of a Rambafile that change nothing in vipergen, for `init --from-rambafile` to mention.
    public static func unusedSettings(in text: String, file: String) -> [UnusedSetting] {
        guard let pairs = (try? YAMLParser.parse(text, file: file))?.pairs else { return [] }
        return pairs.compactMap { pair in
            let reason: String
            switch pair.key.text {
            case "podfile_path", "cartfile_path":
                reason = "vipergen does not check a template's dependencies"
            default:
                return nil
            }
            return UnusedSetting(
                key: pair.key.text, line: pair.keyMark.line, column: pair.keyMark.column, reason: reason)
        }
    }
}
