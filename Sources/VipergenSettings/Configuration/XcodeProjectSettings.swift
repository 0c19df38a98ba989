/// Which Xcode project the generated files are added to, and under which groups.
public struct XcodeProjectSettings: Sendable, Equatable {
    /// The `.xcodeproj` folder the module's code goes into, absolute.
    public var projectPath: String
    /// The `.xcodeproj` folder the tests go into: the same project unless the settings name another.
    public var testProjectPath: String
    /// Group names from the project's main group down to the folder of modules; `nil`: the groups mirror the
    /// folders of `module_path`, and existing groups are found by the folder they resolve to.
    public var codeGroupPath: [String]?
    /// The same for tests and `test_path`.
    public var testGroupPath: [String]?
    /// Edit the project even when a generator (XcodeGen, tuist) makes it: `--xcodeproj` given on the command line.
    public var editsGeneratedProject = false

    public init(
        projectPath: String, testProjectPath: String? = nil, codeGroupPath: [String]? = nil,
        testGroupPath: [String]? = nil
    ) {
        self.projectPath = projectPath
        self.testProjectPath = testProjectPath ?? projectPath
        self.codeGroupPath = codeGroupPath
        self.testGroupPath = testGroupPath
    }

    /// `Modules/Auth` as group names, without empty components.
    public static func groupPath(_ text: String) -> [String] {
        text.split(separator: "/").map(String.init)
    }
}
