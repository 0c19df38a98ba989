import DiagnosticText

/// Edits one project batch by batch, adding and removing files, and writes every change at once.
///
/// Each `add(_:)` checks its whole batch before planning any of it, so a batch that throws leaves the editor as
/// it was; later batches build on earlier ones (a module's group is found by the next module). `remove(_:)` asks
/// for paths to be removed; removals take effect after every addition, whatever the order of the calls, as if the
/// added project were read again and the paths removed from it. The project is indexed once, whatever the number
/// of batches, and `edit` writes additions and removals in one pass over its bytes:
///
///     var editor = ProjectEditor(project: project)
///     for module in modules {
///         do { try editor.add(module.files) } catch { report(error) }
///     }
///     try editor.remove(staleFiles)
///     write(editor.edit.bytes)
public struct ProjectEditor: Sendable {
    /// The project as read, before any edit.
    public let project: ProjectFile
    private var plan: EditPlan
    /// The index of each target name in the project's targets (the first, for a repeated name).
    private let targetByName: [String: Int]
    /// Whether a path from the main group or from `SOURCE_ROOT` can reach any folder of the project: neither is
    /// absolute or above the project folder, nor (for the main group) a build location. When one is, a file can
    /// only go below a group that already stands for one of its folders.
    private let reachesEveryFolder: Bool

    /// An editor of `project`, which it reads once to plan every edit against.
    public init(project: ProjectFile) {
        self.project = project
        plan = EditPlan(project: project)
        var targetByName: [String: Int] = [:]
        for (index, target) in project.model.targets.enumerated() where targetByName[target.info.name] == nil {
            targetByName[target.info.name] = index
        }
        self.targetByName = targetByName
        func isBelowProjectFolder(_ path: String) -> Bool {
            !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
        }
        let model = project.model
        reachesEveryFolder =
            isBelowProjectFolder(model.sourceRoot)
            && (model.resolved[Int(model.mainGroup)].map(isBelowProjectFolder) ?? true)
    }

    /// Plans a batch of files to add; see `ProjectFile.adding(_:)` for what each file gets.
    /// - Throws: `ProjectEditError` for what `ProjectFile.adding(_:)` throws for, and `invalidPath` for a file
    ///   the editor removes; before anything of the batch is planned.
    public mutating func add(_ files: [FileAddition]) throws(ProjectEditError) {
        var checked: [EditPlan.CheckedAddition] = []
        checked.reserveCapacity(files.count)
        for file in files {
            let addition = try check(file)
            if plan.removalPathSet.contains(addition.addition.path) {
                throw Self.addedAndRemoved(file.path)
            }
            checked.append(addition)
        }
        for addition in checked {
            plan.add(addition)
        }
    }

    /// Asks for the files at `paths` to be removed, after every addition; see `ProjectFile.removing(_:)` for what
    /// goes. A path asked for again is removed once.
    /// - Throws: `ProjectEditError.invalidPath` for a path that is empty, absolute or outside the project folder,
    ///   or that the editor adds; before anything of the batch is planned.
    public mutating func remove(_ paths: [String]) throws(ProjectEditError) {
        var checked: [String] = []
        checked.reserveCapacity(paths.count)
        for path in paths {
            let normalized = try Self.checkedPath(path)
            if plan.addedPaths.contains(normalized) {
                throw Self.addedAndRemoved(path)
            }
            checked.append(normalized)
        }
        for path in checked {
            plan.remove(path)
        }
    }

    /// The project with every batch added and every path removed so far, and what changed: the additions'
    /// changes, then the removals'. Each call writes the whole file.
    public var edit: ProjectEdit { plan.finish() }

    /// The error for a path that one edit would both add and remove.
    private static func addedAndRemoved(_ path: String) -> ProjectEditError {
        .invalidPath(path, reason: "the same edit also removes it; add and remove it in separate edits")
    }

    /// Checks a file's path and targets, and whether a synchronized folder already covers it.
    private func check(_ file: FileAddition) throws(ProjectEditError) -> EditPlan.CheckedAddition {
        let model = project.model
        var addition = file
        addition.path = try Self.checkedPath(file.path)
        if let groupPath = file.groupPath, groupPath.contains(where: \.isEmpty) {
            throw .invalidPath(file.path, reason: "its group path \(groupPath) has an empty group name")
        }
        var targets: [Int] = []
        for name in file.targets {
            guard let index = targetByName[name] else {
                let names = project.targets.map(\.name)
                throw .unknownTarget(name, available: names, suggestion: Suggestion.closest(to: name, in: names))
            }
            let target = model.targets[index].info
            if addition.role != .reference && target.kind != .native {
                throw .targetCannotBuildFiles(target: name, isa: target.isa)
            }
            if !targets.contains(index) {
                targets.append(index)
            }
        }
        if addition.role == .reference {
            targets = []
        }
        guard let folder = model.synchronizedFolder(holding: addition.path) else {
            if !reachesEveryFolder && model.fileReferences(at: addition.path).isEmpty && !hasGroup(for: addition) {
                let projectDirPath = project.projectDirPath.map { " ('\($0)')" } ?? ""
                throw .invalidPath(
                    file.path,
                    reason: "no group of the project stands for its folder or a folder above it, and neither the "
                        + "main group nor projectDirPath\(projectDirPath) leads to the project folder; add one of its "
                        + "folders to the project in Xcode first")
            }
            return EditPlan.CheckedAddition(addition: addition, targets: targets, synchronizedFolder: nil)
        }
        let getting = model.targets(gettingFile: addition.path, from: folder)
        let names = getting.map { model.targets[$0].info.name }
        guard targets.allSatisfy(getting.contains) else {
            throw .synchronizedFolderTargets(
                path: addition.path, folder: folder.folder, folderTargets: names,
                requested: targets.map { model.targets[$0].info.name })
        }
        return EditPlan.CheckedAddition(
            addition: addition, targets: targets, synchronizedFolder: (folder.folder, names))
    }

    /// Whether the groups mirroring the folders of `addition` can hang from an existing group that stands for one
    /// of its folders.
    private func hasGroup(for addition: FileAddition) -> Bool {
        guard addition.groupPath == nil else { return false }
        var folder = addition.path
        repeat {
            folder = ProjectPath.folder(of: folder)
            if project.model.groupByFolder[folder] != nil {
                return true
            }
        } while !folder.isEmpty
        return false
    }

    /// `path` normalized, or an error when it cannot name a file in the project folder.
    static func checkedPath(_ path: String) throws(ProjectEditError) -> String {
        let normalized = ProjectPath.normalized(path)
        if normalized.isEmpty {
            throw .invalidPath(path, reason: "the path names no file")
        }
        if normalized.hasPrefix("/") {
            throw .invalidPath(path, reason: "the path must be relative to the folder that holds the .xcodeproj")
        }
        if normalized == ".." || normalized.hasPrefix("../") {
            throw .invalidPath(path, reason: "the path leads out of the folder that holds the .xcodeproj")
        }
        return normalized
    }
}
