import Files

/// The last step: records the plan's modules and files in `vipergen.lock`, which joins the plan as one more file,
/// with the generated text of each file stored as its base in `.vipergen/bases/` for later updates.
struct LockStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let root = Self.lockFolder(context.configuration) else { return }
        let path = Path.join(root, ModuleLock.fileName)
        draft.plan.lockFolder = root
        let previous = try ModuleLock.load(from: path, fileSystem: context.fileSystem)
        let recorded = Set(previous.modules.map(\.name))
        draft.plan.regenerated = draft.plan.modules.filter { recorded.contains($0) }
        let lock = previous.recording(
            Self.entries(for: draft.plan, previous: previous, root: root))
        draft.plan.files += try Self.baseFiles(for: draft.plan, root: root, fileSystem: context.fileSystem)
        draft.plan.files += try Self.unusedBases(after: lock, root: root, fileSystem: context.fileSystem)
        draft.plan.files.append(try Self.lockFile(lock, at: path, fileSystem: context.fileSystem))
    }

    /// `lock` as the file at `path`: created, replacing what is there, or unchanged.
    static func lockFile(_ lock: ModuleLock, at path: String, fileSystem: any FileSystem) throws -> PlannedFile {
        var file = PlannedFile(path: path, contents: lock.encoded(), action: .create, role: .lock)
        if let existing = try fileSystem.contents(of: path) {
            file.previousContents = existing
            file.action = existing == file.bytes ? .unchanged : .overwrite
        }
        return file
    }

    /// The lock entry of each module of `plan` with an origin (`OriginStep`): what it was generated from and the
    /// hash of every file as written.
    static func entries(for plan: GenerationPlan, previous: ModuleLock, root: String) -> [ModuleLock.Module] {
        let recorded: Set<PlannedFile.Action> = [.create, .overwrite, .modify, .unchanged, .skip, .delete]
        let filesByModule = Dictionary(grouping: plan.files.filter { recorded.contains($0.action) }) {
            $0.module ?? ""
        }
        let previousFiles = Dictionary(
            previous.modules.map { ($0.name, $0.files) }, uniquingKeysWith: { first, _ in first })
        return plan.modules.compactMap { module in
            guard let origin = plan.origins[module] else { return nil }
            let files = (filesByModule[module] ?? []).compactMap { file -> ModuleLock.File? in
                let path = Path.relative(file.path, to: root)
                // A file kept as it is (`--on-conflict skip`) keeps its entry: the hash of what vipergen wrote, so
                // `status` still sees the hand edit. One vipergen never wrote is not recorded.
                guard file.action != .skip else { return previousFiles[module]?.first { $0.path == path } }
                guard file.action != .delete else { return nil }
                return ModuleLock.File(path: path, sha256: SHA256.hex(file.renderedBytes))
            }
            return ModuleLock.Module(
                name: module, template: origin.template, templateVersion: origin.templateVersion,
                parameters: origin.parameters, generated: origin.date.isoFormat, files: files,
                templateSource: origin.templateSource, templateCommit: origin.templateCommit,
                templateHash: origin.templateHash, settings: origin.settings)
        }
    }

    /// The folder of the lock: the project's (catalogs.yml's), when every output folder is inside it. A run into
    /// a folder elsewhere (`--output /tmp/x`) leaves the project untouched and keeps no lock.
    static func lockFolder(_ configuration: ProjectConfiguration) -> String? {
        guard let configurationFile = configuration.file else { return nil }
        let root = Path.directory(configurationFile)
        guard Path.isInside(configuration.modulePath, root), Path.isInside(configuration.testPath, root) else {
            return nil
        }
        return root
    }

    /// A base for every module file the plan writes or finds as generated, where there is none yet or the one
    /// there is damaged: bases are named by their SHA-256, so one whose bytes have that hash holds this text.
    static func baseFiles(for plan: GenerationPlan, root: String, fileSystem: any FileSystem) throws -> [PlannedFile] {
        var seen: Set<String> = []
        var bases: [PlannedFile] = []
        for file in plan.files where file.module != nil && [.create, .overwrite, .unchanged].contains(file.action) {
            let bytes = file.renderedBytes
            let hash = SHA256.hex(bytes)
            let path = ModuleLock.basePath(for: hash, root: root)
            guard seen.insert(path).inserted else { continue }
            var base = PlannedFile(path: path, contents: "", action: .create, role: .base)
            base.bytes = bytes
            if let existing = try fileSystem.contents(of: path) {
                base.previousContents = existing
                base.action = existing == bytes ? .unchanged : .overwrite
                if base.action == .overwrite { base.note = "damaged base, written again" }
            }
            bases.append(base)
        }
        return bases
    }

    /// The bases no file of `lock` refers to any more (an update replaced them), to delete.
    static func unusedBases(after lock: ModuleLock, root: String, fileSystem: any FileSystem) throws -> [PlannedFile] {
        let folder = Path.join(root, ModuleLock.basesFolder)
        guard fileSystem.isDirectory(folder) else { return [] }
        let used = Set(lock.modules.flatMap { $0.files.map(\.sha256) })
        return try fileSystem.listDirectory(folder).filter { !used.contains($0) && !$0.hasPrefix(".") }.compactMap {
            let path = Path.join(folder, $0)
            guard let bytes = try fileSystem.contents(of: path) else { return nil }
            return PlannedFile(
                path: path, contents: "", action: .delete, role: .base, previousContents: bytes,
                note: "no module refers to this base any more")
        }
    }
}
