import VipergenSettings

/// The settings `gen`'s options override, its own and Generamba's.
extension GenCommand {
    /// The command line's settings: vipergen's paths absolute (the parser made them so against the current
    /// folder), Generamba's as given (they are relative to the project's folder, as in Generamba).
    static func overrides(_ arguments: Arguments<GenOptions>) -> SettingOverrides {
        var overrides = SettingOverrides()
        overrides.author = arguments.value(\.author)
        overrides.company = arguments.value(\.company)
        overrides.prefix = arguments.value(\.prefix)
        overrides.output = arguments.value(\.output)?.path
        overrides.testOutput = arguments.value(\.testOutput)?.path
        overrides.modulePath = arguments.value(\.modulePath)
        overrides.testPath = arguments.value(\.testPath)
        overrides.moduleFolder = arguments.value(\.projectFilePath)
        overrides.testFolder = arguments.value(\.testFilePath)
        overrides.moduleGroup = arguments.value(\.projectGroupPath)
        overrides.testGroup = arguments.value(\.testGroupPath)
        overrides.targets = arguments.value(\.targets, \.generambaProjectTargets)
        overrides.testTargets = arguments.value(\.testTargets, \.generambaTestTargets)
        overrides.xcodeproj = arguments.value(\.xcodeproj)?.path
        overrides.noXcodeproj = arguments.has(\.noXcodeproj)
        return overrides
    }
}
