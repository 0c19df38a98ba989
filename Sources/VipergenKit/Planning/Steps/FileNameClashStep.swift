import Files

/// Refuses two files with one name in one target: the Swift compiler refuses them (their object files collide),
/// and Xcode shows them as one. `gen App viper` would write `App/AppModule.swift` beside the shared
/// `AppModule.swift`; `gen Base mvvm-r` a module `BaseRouter.swift` beside the shared one.
///
/// The module's code and shared files form one target, its tests another. Each planned name is compared with the
/// other planned names of its target and with the files already under its output folder.
struct FileNameClashStep: PlanStep {
    /// How many folders of an output folder are looked at, at most: the check must stay cheap when `module_path`
    /// is the root of a large project.
    static let folderLimit = 5_000

    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        let configuration = context.configuration
        // A file left as it is (an update's file the user deleted or moved) is not written: it cannot clash.
        let planned = draft.plan.files.filter { $0.action != .skip }
        let code = planned.filter { $0.role == .code || $0.role == .shared }
        let tests = planned.filter { $0.role == .test }
        // Without settings the module lands in the current folder, among the app's files: a clash with one of them
        // is the missing settings' fault, not the module name's.
        let unset = configuration.file == nil || configuration.isEmptyFile
        try check(
            code, existingUnder: configuration.modulePath, excluding: configuration.testPath, target: "the app",
            unset: unset, fileSystem: context.fileSystem)
        try check(
            tests, existingUnder: configuration.testPath, excluding: nil, target: "the tests", unset: unset,
            fileSystem: context.fileSystem)
    }

    private func check(
        _ files: [PlannedFile], existingUnder root: String, excluding excluded: String?, target: String, unset: Bool,
        fileSystem: any FileSystem
    ) throws {
        guard !files.isEmpty else { return }
        var pathByName: [String: String] = [:]
        for file in files {
            let name = Path.base(file.path)
            if let other = pathByName[name], other != file.path {
                throw GenerationError.fileNameClash(name: name, paths: [other, file.path], target: target)
            }
            pathByName[name] = file.path
        }
        for existing in Self.files(under: root, excluding: excluded, fileSystem: fileSystem) {
            if let planned = pathByName[Path.base(existing)], planned != existing {
                if unset {
                    throw GenerationError.fileNameClashWithoutSettings(
                        name: Path.base(existing), paths: [existing, planned], folder: root)
                }
                throw GenerationError.fileNameClash(
                    name: Path.base(existing), paths: [existing, planned], target: target)
            }
        }
    }

    /// Folders that hold other targets' files (dependencies, build products), never the app's own sources.
    static let otherTargetsFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The files below `root`, skipping hidden folders, `excluded`, projects, dependency and build folders, and
    /// what lies past `folderLimit` folders.
    static func files(under root: String, excluding excluded: String?, fileSystem: any FileSystem) -> [String] {
        var files: [String] = []
        var folders = [root]
        var visited = 0
        while let folder = folders.popLast(), visited < folderLimit {
            visited += 1
            for name in (try? fileSystem.listDirectory(folder)) ?? [] where !name.hasPrefix(".") {
                let path = Path.join(folder, name)
                if fileSystem.isDirectory(path) {
                    if path != excluded, !name.hasSuffix(".xcodeproj"), !otherTargetsFolders.contains(name) {
                        folders.append(path)
                    }
                } else {
                    files.append(path)
                }
            }
        }
        return files
    }
}
