import Files
import VipergenSettings

/// The last step: records each module of the plan in its own record file, `.vipergen/modules/<Name>/record.json`,
/// which joins the plan as one more file, with the generated text of each of its files stored as its base in the
/// module's `bases/` folder for later updates. It reads the records of the plan's modules only: the cost of a `gen`
/// does not grow with the number of modules the project has.
struct LockStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let root = Self.lockFolder(context.configuration) else { return }
        let fileSystem = context.fileSystem
        draft.plan.records.folder = root
        let previous = try ModuleLock.load(draft.plan.modules, root: root, fileSystem: fileSystem)
        let recorded = Set(previous.modules.map(\.name))
        draft.plan.records.regenerated = draft.plan.modules.filter { recorded.contains($0) }
        let hashes = Self.renderedHashes(of: draft.plan)
        var entries = Self.entries(
            for: draft.plan, insertions: draft.insertions, previous: previous, root: root, hashes: hashes)
        Self.recordCreations(of: draft.plan, in: &entries, previous: previous, root: root, fileSystem: fileSystem)
        draft.plan.files += try Self.baseFiles(for: draft.plan, root: root, fileSystem: fileSystem, hashes: hashes)
        for entry in entries {
            draft.plan.files += try Self.unusedBases(of: entry.name, keeping: entry, root: root, fileSystem: fileSystem)
        }
        for entry in entries {
            draft.plan.files.append(try Self.recordFile(entry, root: root, fileSystem: fileSystem))
        }
    }

    /// The record file of `module`: created, replacing what is there, or unchanged.
    static func recordFile(_ module: ModuleLock.Module, root: String, fileSystem: any FileSystem) throws
        -> PlannedFile
    {
        let path = ModuleLock.recordPath(of: module.name, root: root)
        var file = PlannedFile(path: path, contents: ModuleRecord(module).encoded(), action: .create, role: .lock)
        if let existing = try fileSystem.contents(of: path) {
            file.previousContents = existing
            file.action = existing == file.bytes ? .unchanged : .overwrite
        }
        return file
    }

    /// The SHA-256 of each module file of `plan` as rendered, by path: the record and the base of a file both name
    /// it, and each file is hashed once.
    static func renderedHashes(of plan: GenerationPlan) -> [String: String] {
        var hashes: [String: String] = [:]
        for file in plan.files
        where file.module != nil && [.create, .overwrite, .modify, .unchanged].contains(file.action) {
            hashes[file.path] = SHA256.hex(file.renderedBytes)
        }
        return hashes
    }

    /// The lock entry of each module of `plan` with an origin (`OriginStep`): what it was generated from and the
    /// hash of every file as written (from `hashes`, by path, where it has the file).
    static func entries(
        for plan: GenerationPlan, insertions: [Insertion] = [], previous: ModuleLock, root: String,
        hashes: [String: String]
    ) -> [ModuleLock.Module] {
        let injectedByModule = Dictionary(grouping: insertions.filter { !$0.lines.isEmpty }) { $0.module ?? "" }
        let recorded: Set<PlannedFile.Action> = [.create, .overwrite, .modify, .unchanged, .skip, .delete]
        let filesByModule = Dictionary(grouping: plan.files.filter { recorded.contains($0.action) }) {
            $0.module ?? ""
        }
        let previousFiles = Dictionary(
            previous.modules.map { ($0.name, $0.files) }, uniquingKeysWith: { first, _ in first })
        return plan.modules.compactMap { module in
            guard let origin = plan.records.origins[module] else { return nil }
            let files = (filesByModule[module] ?? []).compactMap { file -> ModuleLock.File? in
                let path = Path.relative(file.path, to: root)
                // A file kept as it is (`--on-conflict skip`) keeps its entry: the hash of what vipergen wrote, so
                // `status` still sees the hand edit. One vipergen never wrote is not recorded.
                guard file.action != .skip else {
                    var entry = previousFiles[module]?.first { $0.path == path }
                    // An update that leaves a generated file deleted records the user's choice, for `status`.
                    if file.previousContents == nil { entry?.deleted = true }
                    return entry
                }
                guard file.action != .delete else { return nil }
                return ModuleLock.File(path: path, sha256: hashes[file.path] ?? SHA256.hex(file.renderedBytes))
            }
            var entry = ModuleLock.Module(
                name: module, template: origin.template, templateVersion: origin.templateVersion,
                parameters: origin.parameters, generated: origin.date.isoFormat, files: files,
                templateSource: origin.templateSource, templateCommit: origin.templateCommit,
                templateHash: origin.templateHash, settings: origin.settings)
            if let injected = injectedByModule[module] {
                entry.injections = injected.map {
                    ModuleLock.Injected(path: Path.relative($0.path, to: root), lines: $0.lines)
                }
            }
            return entry
        }
    }

    /// Adds to each entry the folders the plan creates above its module's files and the plan's shared files, and
    /// the lines the plan adds to `.gitattributes`, keeping what an earlier generation of the module recorded:
    /// what `remove` may take away again, and nothing that was there before.
    static func recordCreations(
        of plan: GenerationPlan, in entries: inout [ModuleLock.Module], previous: ModuleLock, root: String,
        fileSystem: any FileSystem
    ) {
        var created: Set<String> = []
        for file in plan.files where file.action == .create && Path.isInside(file.path, root) {
            var folder = Path.directory(file.path)
            while folder != root, Path.isInside(folder, root), !created.contains(folder),
                !fileSystem.isDirectory(folder)
            {
                created.insert(folder)
                folder = Path.directory(folder)
            }
        }
        let vipergenFolder = Path.join(root, ".vipergen")
        created = created.filter { !Path.isInside($0, vipergenFolder) }
        let shared = plan.files.filter { $0.role == .shared }.map(\.path)
        var attributes: ModuleLock.AddedAttributes?
        if let file = plan.files.first(where: {
            Path.base($0.path) == GitAttributes.fileName && [.create, .modify].contains($0.action)
        }) {
            let added = GitAttributes.addedLines(from: file.previousContents ?? [], to: file.bytes)
            attributes = ModuleLock.AddedAttributes(
                path: Path.relative(file.path, to: root), lines: added.map(\.trimmed),
                createdFile: file.action == .create)
        }
        let previousByName = Dictionary(
            previous.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Each module's files once, and the created folders above each file by walking up from it: a batch has
        // thousands of modules, files and folders.
        let filesByModule = Dictionary(grouping: plan.files.filter { $0.module != nil }, by: { $0.module! })
        for index in entries.indices {
            var folders: Set<String> = []
            for path in (filesByModule[entries[index].name] ?? []).map(\.path) + shared {
                var folder = Path.directory(path)
                while folder != root, Path.isInside(folder, root) {
                    if created.contains(folder) { folders.insert(folder) }
                    folder = Path.directory(folder)
                }
            }
            let earlier = previousByName[entries[index].name]
            if let earlier, earlier.createdFolders == nil {
                // Recorded before folders were: which of its folders were there before is not known.
                entries[index].createdFolders = nil
            } else {
                let kept = earlier?.createdFolders ?? []
                entries[index].createdFolders = Array(Set(kept).union(folders.map { Path.relative($0, to: root) }))
                    .sorted()
            }
            entries[index].gitAttributes = attributes ?? earlier?.gitAttributes
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

    /// A base for every module file the plan writes or finds as generated, in its module's folder, where there is
    /// none yet or the one there is damaged: bases are named by their SHA-256, so one whose bytes have that hash
    /// holds this text. A file's hash comes from `hashes`, by path, where it has the file.
    static func baseFiles(
        for plan: GenerationPlan, root: String, fileSystem: any FileSystem, hashes: [String: String]
    ) throws -> [PlannedFile] {
        var seen: Set<String> = []
        var bases: [PlannedFile] = []
        for file in plan.files where [.create, .overwrite, .unchanged].contains(file.action) {
            guard let module = file.module, plan.records.origins[module] != nil else { continue }
            let bytes = file.renderedBytes
            let path = ModuleLock.basePath(of: module, hash: hashes[file.path] ?? SHA256.hex(bytes), root: root)
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

    /// The bases in the folder of `module` that no file of `record` refers to any more (an update replaced them, or
    /// the module is removed when `record` is `nil`), to delete. Only the module's own folder is looked at.
    static func unusedBases(
        of module: String, keeping record: ModuleLock.Module?, root: String, fileSystem: any FileSystem
    ) throws -> [PlannedFile] {
        let folder = ModuleLock.basesFolder(of: module, root: root)
        guard fileSystem.isDirectory(folder) else { return [] }
        let used = Set(record?.files.map(\.sha256) ?? [])
        return try fileSystem.listDirectory(folder).filter { !used.contains($0) && !$0.hasPrefix(".") }.sorted()
            .compactMap {
                let path = Path.join(folder, $0)
                guard let bytes = try fileSystem.contents(of: path) else { return nil }
                return PlannedFile(
                    path: path, contents: "", action: .delete, role: .base, previousContents: bytes,
                    note: record == nil ? "the module is removed" : "no file of the module refers to this base any more"
                )
            }
    }
}
