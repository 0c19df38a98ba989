import Files

/// Refuses two files with one name in one target: the Swift compiler refuses them (their object files collide),
/// and Xcode shows them as one. `gen App viper` would write `App/AppModule.swift` beside the shared
/// `AppModule.swift`; `gen Login bviper` a second `LoginRouter.swift` in an app that has a Login screen elsewhere.
///
/// The module's code and shared files join the app's targets, its tests the test targets. Each planned name is
/// compared with the other planned names of its target and with every file the target already compiles
/// (`CompiledFiles`): with an Xcode project, its build phases and synchronized folders; without one, the folder the
/// module goes to.
struct FileNameClashStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard context.checksClashes else { return }
        // A file left as it is (an update's file the user deleted or moved) is not written: it cannot clash.
        let planned = draft.plan.files.filter { $0.action != .skip }
        let code = planned.filter { $0.role == .code || $0.role == .shared }
        let tests = planned.filter { $0.role == .test }
        for (files, isTest) in [(code, false), (tests, true)] where !files.isEmpty {
            let compiled = try context.index.compiledFiles(tests: isTest, context: context)
            if let folder = compiled.searchStopped {
                draft.plan.notes.append(.searchStopped(folder: folder, limit: CompiledFiles.folderLimit))
            }
            try check(files, against: compiled, context: context)
        }
    }

    private func check(
        _ files: [PlannedFile], against compiled: CompiledFiles, context: PlanContext
    ) throws {
        var pathByName: [String: String] = [:]
        for file in files {
            let name = Path.base(file.path)
            if let other = pathByName[name], other != file.path {
                throw GenerationError.fileNameClash(
                    name: name, paths: [other, file.path], target: compiled.owner, suggestion: nil)
            }
            pathByName[name] = file.path
        }
        // Without settings the module lands in the current folder, among the app's files: a clash with one of them
        // is the missing settings' fault, not the module name's.
        let configuration = context.configuration
        let unset = configuration.file == nil || configuration.isEmptyFile
        for existing in compiled.others(than: files.map(\.path), fileSystem: context.fileSystem) {
            guard let planned = pathByName[Path.base(existing)] else { continue }
            if unset {
                throw GenerationError.fileNameClashWithoutSettings(
                    name: Path.base(existing), paths: [existing, planned], folder: configuration.modulePath)
            }
            let module = files.first { $0.path == planned }?.module
            let taken = Set(compiled.paths.map(Path.base))
            throw GenerationError.fileNameClash(
                name: Path.base(existing), paths: [existing, planned], target: compiled.owner,
                suggestion: module.flatMap { module in
                    let names = files.filter { $0.module == module }.map { Path.base($0.path) }
                    return FreeModuleName.suggestion(for: module, names: names, taken: taken)
                })
        }
    }
}
