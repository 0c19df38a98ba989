/// A project's settings from its catalogs.yml, or defaults when it has none.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The file name vipergen looks for, walking up from the current directory.
    public static let fileName = "catalogs.yml"

    /// The keys catalogs.yml accepts (the README documents each; a test keeps the two in step).
    public static let keys = [
        "project_name", "product_module_name", "prefix", "company", "author", "module_path", "test_path",
        "project_targets", "test_targets", "catalogs",
    ]

    public var projectName: String
    /// The Swift module the app compiles into, for `@testable import`; derived from the project name by default.
    public var productModuleName: String
    /// Prepended to every generated file name, as in Generamba.
    public var prefix: String = ""
    public var company: String = ""
    public var author: String
    /// Where module folders go, absolute.
    public var modulePath: String
    /// Where test folders go, absolute.
    public var testPath: String
    public var projectTargets: [String] = []
    public var testTargets: [String] = []
    /// Local template catalogs (folders of template folders), absolute, in lookup order.
    public var catalogs: [String] = []
    /// The catalogs.yml this came from; `nil` when defaults are in use.
    public var file: String?

    /// Defaults for a folder with no catalogs.yml: modules under `directory`, tests under `directory/Tests`.
    public init(defaultsFor directory: String, author: String) {
        projectName = Path.base(directory).isEmpty ? "App" : Path.base(directory)
        productModuleName = ProjectConfiguration.moduleName(from: projectName)
        self.author = author
        modulePath = directory
        testPath = Path.join(directory, "Tests")
    }

    /// Generamba's rule: the project name with every non-word character replaced by `_`.
    static func moduleName(from projectName: String) -> String {
        String(projectName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// Reads catalogs.yml at `file`. Paths in it are relative to its folder.
    /// - Throws: `Diagnostics` listing every problem in the file, each with its line and column.
    public static func load(file: String, text: String, author: String) throws(Diagnostics) -> ProjectConfiguration {
        let root = try SpecReader.parse(text, file: file)
        var reader = SpecReader(file: file, text: text)
        let directory = Path.directory(file)
        var configuration = ProjectConfiguration(defaultsFor: directory, author: author)
        configuration.file = file
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
        if let path = reader.string(entries["module_path"], "module_path") {
            configuration.modulePath = Path.absolute(path, in: directory)
        }
        if let path = reader.string(entries["test_path"], "test_path") {
            configuration.testPath = Path.absolute(path, in: directory)
        }
        configuration.projectTargets = reader.strings(entries["project_targets"], "project_targets") ?? []
        configuration.testTargets = reader.strings(entries["test_targets"], "test_targets") ?? []
        for item in reader.list(entries["catalogs"], "catalogs") {
            if let path = item.string {
                configuration.catalogs.append(Path.absolute(path, in: directory))
                continue
            }
            let catalog = reader.mapping(item, keys: ["path"], what: "a catalog")
            guard let path = reader.string(catalog["path"], "path") else {
                reader.report("a catalog needs 'path: <folder of templates>'", at: item.mark)
                continue
            }
            configuration.catalogs.append(Path.absolute(path, in: directory))
        }
        try reader.finish()
        return configuration
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
