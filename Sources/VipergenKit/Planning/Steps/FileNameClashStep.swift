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

    /// The planned file whose name is the last component of `path`. Where both are ASCII their bytes are compared
    /// (`asciiNames`, `nil` when a planned name is not ASCII): a target compiles thousands of files, and making each
    /// name a string to hash cost more than the rest of the check. Other names are compared as strings, where `==`
    /// finds two spellings of one name (`é` composed and decomposed).
    private static func planned(
        namedAs path: String, asciiNames: [(name: [UInt8], path: String)]?, byName: [String: String]
    ) -> String? {
        guard let asciiNames else { return byName[Path.base(path)] }
        let found = Path.withBytes(of: path) { bytes -> (decided: Bool, path: String?) in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") {
                guard bytes[start - 1] < 0x80 else { return (false, nil) }
                start -= 1
            }
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            return (true, asciiNames.first { $0.name.withUnsafeBufferPointer(name.elementsEqual) }?.path)
        }
        return found.decided ? found.path : byName[Path.base(path)]
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
        // Each file the target compiles is compared by the bytes of its name with the planned names, a handful,
        // rather than made a name of its own and hashed: a target has thousands.
        let asciiNames =
            pathByName.keys.allSatisfy(Path.isASCII)
            ? pathByName.map { (name: Array($0.key.utf8), path: $0.value) } : nil
        for existing in compiled.others(than: files.map(\.path), fileSystem: context.fileSystem) {
            guard let planned = Self.planned(namedAs: existing, asciiNames: asciiNames, byName: pathByName) else {
                continue
            }
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
