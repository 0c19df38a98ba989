import Files

/// Settings a command line gives over catalogs.yml's, vipergen's own and Generamba's. Paths of vipergen's options are
/// absolute (made so against the current folder when parsed); Generamba's are relative to the project's folder, as
/// in Generamba.
public struct SettingOverrides: Sendable, Equatable {
    /// `--author`: developer.name.
    public var author: String?
    /// `--company`: developer.company.
    public var company: String?
    /// `--prefix`: the file name prefix.
    public var prefix: String?
    /// `--output`: module files here, tests in its `Tests` folder unless `testOutput` says otherwise.
    public var output: String?
    /// `--test-output`.
    public var testOutput: String?
    /// `--module_path` (Generamba): the module's folder and its Xcode group.
    public var modulePath: String?
    /// `--test_path` (Generamba): the tests' folder and their Xcode group.
    public var testPath: String?
    /// `--project_file_path` (Generamba): the module's folder only.
    public var moduleFolder: String?
    /// `--test_file_path` (Generamba): the tests' folder only.
    public var testFolder: String?
    /// `--project_group_path` (Generamba): the module's Xcode group only.
    public var moduleGroup: String?
    /// `--test_group_path` (Generamba): the tests' Xcode group only.
    public var testGroup: String?
    /// `--targets`, `--project_targets`: the targets that compile the module.
    public var targets: [String]?
    /// `--test-targets`, `--test_targets`: the targets that compile the tests.
    public var testTargets: [String]?
    /// `--xcodeproj`: the project to edit, even one a generator makes.
    public var xcodeproj: String?
    /// `--no-xcodeproj`: edit no project.
    public var noXcodeproj = false

    /// Nothing over the settings.
    public init() {}

    /// `configuration` with these settings over its own; `root` is the project's folder.
    public func apply(to configuration: inout ProjectConfiguration, root: String) {
        if let author { configuration.author = author }
        if let company { configuration.company = company }
        if let prefix { configuration.prefix = prefix }
        if let output {
            configuration.modulePath = output
            configuration.testPath = Path.join(output, "Tests")
        }
        if let testOutput { configuration.testPath = testOutput }
        if let path = modulePath ?? moduleFolder {
            configuration.modulePath = Path.absolute(Rambafile.trimmedPath(path), in: root)
        }
        if let path = testPath ?? testFolder {
            configuration.testPath = Path.absolute(Rambafile.trimmedPath(path), in: root)
        }
        if let groups = (modulePath ?? moduleGroup).map(XcodeProjectSettings.groupPath) {
            configuration.xcodeProject?.codeGroupPath = groups
        }
        if let groups = (testPath ?? testGroup).map(XcodeProjectSettings.groupPath) {
            configuration.xcodeProject?.testGroupPath = groups
        }
        if let targets { configuration.projectTargets = targets }
        if let testTargets { configuration.testTargets = testTargets }
        if let xcodeproj {
            var settings = XcodeProjectSettings(projectPath: xcodeproj)
            settings.codeGroupPath = configuration.xcodeProject?.codeGroupPath
            settings.testGroupPath = configuration.xcodeProject?.testGroupPath
            settings.editsGeneratedProject = true
            configuration.xcodeProject = settings
        }
        if noXcodeproj { configuration.xcodeProject = nil }
    }
}
