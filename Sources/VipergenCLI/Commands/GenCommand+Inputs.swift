import Files
import VipergenKit
import VipergenSettings

/// What `gen` reads from its command line besides settings: the modules and template, the conflict policy and the
/// custom parameters.
extension GenCommand {
    /// `gen <Module> <template>`, or `gen <template>` with `--modules`/`--modules-file`.
    static func moduleNamesAndTemplate(_ arguments: Arguments<GenOptions>, context: CommandContext) throws
        -> ([String], String)
    {
        var names = (arguments.values(\.modules) ?? []).flatMap { $0 }
        if let file = arguments.value(\.modulesFile) {
            guard let text = try context.fileSystem.text(of: file.path) else {
                throw UsageError("--modules-file: no such file: \(file.given)")
            }
            names += NameList.parseFile(text)
        }
        let batch = arguments.values(\.modules) != nil || arguments.value(\.modulesFile) != nil
        // The parser gave the template its word first: one word is the template, two are the module and it.
        guard let template = arguments.positional(\.template) else { preconditionFailure("gen's template is required") }
        let moduleName = arguments.positional(\.moduleName)
        if batch, moduleName != nil {
            throw UsageError("unexpected '\(template)'; with --modules, give only the template")
        }
        if batch {
            guard !names.isEmpty else { throw UsageError("--modules names no module") }
            var seen: Set<String> = []
            for name in names where !seen.insert(name).inserted {
                throw UsageError("module '\(name)' is listed twice")
            }
            return (names, template)
        }
        guard let moduleName else {
            throw UsageError("'gen' needs a module name and a template, as in: vipergen gen AgentDetail bviper")
        }
        return ([moduleName], template)
    }

    static func conflictPolicy(_ arguments: Arguments<GenOptions>) throws(UsageError) -> ConflictPolicy {
        let given = arguments.value(\.onConflict)
        if arguments.has(\.force) {
            if let given, given != .theirs {
                throw UsageError(
                    "--force means --on-conflict theirs; it cannot go with --on-conflict \(given.rawValue)")
            }
            return .overwrite
        }
        return (given ?? .fail).generationPolicy
    }

    /// `--param key=value` and `--custom_parameters key:value`, merged.
    static func customParameters(_ arguments: Arguments<GenOptions>) -> [String: String] {
        arguments.pairs(\.param).merging(arguments.pairs(\.customParameters)) { $1 }
    }
}
