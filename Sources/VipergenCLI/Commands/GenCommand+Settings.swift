import Files
import VipergenKit
import VipergenSettings

/// The settings `gen`'s options override, its own and Generamba's.
extension GenCommand {
    /// Generamba's path options, relative to the project's folder as Generamba's are: `--module_path` sets the
    /// module's folder and its Xcode group (tests stay at the test path), `--project_file_path` the folder only,
    /// `--project_group_path` the group only; the same for tests.
    static func applyGenerambaPaths(
        _ arguments: Arguments<GenOptions>, to configuration: inout ProjectConfiguration, context: CommandContext
    ) {
        let root = configuration.file.map(Path.directory) ?? context.currentDirectory
        if let path = arguments.value(\.modulePath, \.projectFilePath) {
            configuration.modulePath = Path.absolute(Rambafile.trimmedPath(path), in: root)
        }
        if let path = arguments.value(\.testPath, \.testFilePath) {
            configuration.testPath = Path.absolute(Rambafile.trimmedPath(path), in: root)
        }
        if let groups = arguments.value(\.modulePath, \.projectGroupPath).map(XcodeProjectSettings.groupPath) {
            configuration.xcodeProject?.codeGroupPath = groups
        }
        if let groups = arguments.value(\.testPath, \.testGroupPath).map(XcodeProjectSettings.groupPath) {
            configuration.xcodeProject?.testGroupPath = groups
        }
    }

    /// `A, B` as `["A", "B"]`.
    static func names(_ list: String) -> [String] {
        list.split(separator: ",").map(\.trimmed).filter { !$0.isEmpty }
    }

    /// Command-line settings override catalogs.yml's.
    static func apply(
        _ arguments: Arguments<GenOptions>, to configuration: inout ProjectConfiguration,
        context: CommandContext
    ) {
        if let author = arguments.value(\.author) { configuration.author = author }
        if let company = arguments.value(\.company) { configuration.company = company }
        if let prefix = arguments.value(\.prefix) { configuration.prefix = prefix }
        if let output = arguments.value(\.output) {
            configuration.modulePath = context.absolute(output)
            configuration.testPath = Path.join(configuration.modulePath, "Tests")
        }
        if let testOutput = arguments.value(\.testOutput) {
            configuration.testPath = context.absolute(testOutput)
        }
        applyGenerambaPaths(arguments, to: &configuration, context: context)
        if let targets = arguments.value(\.targets, \.generambaProjectTargets) {
            configuration.projectTargets = names(targets)
        }
        if let targets = arguments.value(\.testTargets, \.generambaTestTargets) {
            configuration.testTargets = names(targets)
        }
        if let project = arguments.value(\.xcodeproj) {
            var settings = XcodeProjectSettings(projectPath: context.absolute(project))
            settings.codeGroupPath = configuration.xcodeProject?.codeGroupPath
            settings.testGroupPath = configuration.xcodeProject?.testGroupPath
            settings.editsGeneratedProject = true
            configuration.xcodeProject = settings
        }
        if arguments.has(\.noXcodeproj) { configuration.xcodeProject = nil }
    }
}
