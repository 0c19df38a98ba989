import VipergenSettings

/// The settings `gen`'s options override, its own and Generamba's.
extension GenCommand {
    /// The command line's settings: vipergen's paths made absolute against the current folder, Generamba's kept
    /// as given (they are relative to the project's folder, as in Generamba).
    static func overrides(_ arguments: Arguments<GenOptions>, context: CommandContext) -> SettingOverrides {
        var overrides = SettingOverrides()
        overrides.author = arguments.value(\.author)
        overrides.company = arguments.value(\.company)
        overrides.prefix = arguments.value(\.prefix)
        overrides.output = arguments.value(\.output).map(context.absolute)
        overrides.testOutput = arguments.value(\.testOutput).map(context.absolute)
        overrides.modulePath = arguments.value(\.modulePath)
        overrides.testPath = arguments.value(\.testPath)
        overrides.moduleFolder = arguments.value(\.projectFilePath)
        overrides.testFolder = arguments.value(\.testFilePath)
        overrides.moduleGroup = arguments.value(\.projectGroupPath)
        overrides.testGroup = arguments.value(\.testGroupPath)
        overrides.targets = arguments.value(\.targets, \.generambaProjectTargets).map(NameList.parse)
        overrides.testTargets = arguments.value(\.testTargets, \.generambaTestTargets).map(NameList.parse)
        overrides.xcodeproj = arguments.value(\.xcodeproj).map(context.absolute)
        overrides.noXcodeproj = arguments.has(\.noXcodeproj)
        return overrides
    }
}
