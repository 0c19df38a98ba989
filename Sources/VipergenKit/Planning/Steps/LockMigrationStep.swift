import Files

/// Moves the single-file `vipergen.lock` of earlier versions into one record per module, once, in the plan of the
/// first command that writes (`gen`, `update`, `remove`), so that the move is part of that command's transaction:
/// it happens with the command or not at all. Each module the plan does not record or remove itself gets its
/// record file, with the bases of its files copied into its own folder (a base missing or damaged stays missing,
/// and `update` says so as before); then `vipergen.lock` and `.vipergen/bases/` are deleted. A module that already
/// has a record file (a branch that moved, merged with one that did not) keeps it.
struct LockMigrationStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let root = draft.plan.records.folder else { return }
        let fileSystem = context.fileSystem
        let lockPath = Path.join(root, ModuleLock.fileName)
        guard let lockBytes = try fileSystem.contents(of: lockPath),
            let legacy = try ModuleLock.legacy(root: root, fileSystem: fileSystem)
        else { return }
        // The plan's own modules are recorded (or removed) by the lock steps before this one.
        let handled = Set(draft.plan.modules)
        var moved: [PlannedFile] = []
        for module in legacy.modules where !handled.contains(module.name) {
            guard try ModuleLock.record(of: module.name, root: root, fileSystem: fileSystem) == nil else { continue }
            moved += try Self.bases(of: module, root: root, fileSystem: fileSystem)
            moved.append(try LockStep.recordFile(module, root: root, fileSystem: fileSystem))
        }
        draft.plan.files += moved
        draft.plan.files += try Self.keptBases(of: draft.plan, root: root, fileSystem: fileSystem)
        draft.plan.files += try Self.legacyBases(root: root, fileSystem: fileSystem)
        draft.plan.files.append(
            PlannedFile(
                path: lockPath, contents: "", action: .delete, role: .lock, previousContents: lockBytes,
                note: "moved to \(ModuleLock.modulesFolder)/, one record per module"))
        draft.plan.notes.append(.lockMoved(modules: legacy.modules.count, folder: ModuleLock.modulesFolder))
    }

    /// A copy, in the module's own folder, of each base of `module` that the old shared folder holds intact.
    static func bases(of module: ModuleLock.Module, root: String, fileSystem: any FileSystem) throws -> [PlannedFile] {
        var seen: Set<String> = []
        var bases: [PlannedFile] = []
        for file in module.files where seen.insert(file.sha256).inserted {
            let source = ModuleLock.legacyBasePath(for: file.sha256, root: root)
            guard let bytes = try fileSystem.contents(of: source), SHA256.hex(bytes) == file.sha256 else { continue }
            var base = PlannedFile(
                path: ModuleLock.basePath(of: module.name, hash: file.sha256, root: root), contents: "",
                action: .create, role: .base)
            base.bytes = bytes
            if let existing = try fileSystem.contents(of: base.path) {
                base.previousContents = existing
                base.action = existing == bytes ? .unchanged : .overwrite
            }
            bases.append(base)
        }
        return bases
    }

    /// Copies of the old bases that the plan's own records still refer to without writing them: the base of a file
    /// kept as it is (`--on-conflict skip`, an edited file an update could not merge) is the one recorded before.
    static func keptBases(of plan: GenerationPlan, root: String, fileSystem: any FileSystem) throws -> [PlannedFile] {
        let planned = Set(plan.files.map(\.path))
        var bases: [PlannedFile] = []
        for record in plan.files where record.role == .lock && record.action != .delete && record.action != .unchanged {
            let name = Path.base(Path.directory(record.path))
            guard let module = try? ModuleRecord.decode(record.bytes, path: record.path, name: name) else { continue }
            for base in try Self.bases(of: module, root: root, fileSystem: fileSystem)
            where !planned.contains(base.path) && base.action == .create {
                bases.append(base)
            }
        }
        return bases
    }

    /// Every file of the old shared folder of bases, to delete: each module has its copies now.
    static func legacyBases(root: String, fileSystem: any FileSystem) throws -> [PlannedFile] {
        let folder = Path.join(root, ModuleLock.basesFolder)
        guard fileSystem.isDirectory(folder) else { return [] }
        return try fileSystem.listDirectory(folder).filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            let path = Path.join(folder, name)
            guard !fileSystem.isDirectory(path), let bytes = try fileSystem.contents(of: path) else { return nil }
            return PlannedFile(
                path: path, contents: "", action: .delete, role: .base, previousContents: bytes,
                note: "moved into the folder of each module that uses it")
        }
    }
}
