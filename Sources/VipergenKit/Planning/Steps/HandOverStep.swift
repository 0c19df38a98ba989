import Files
import VipergenSettings

/// For `remove`: what the removed modules' generation created and other modules still need passes to one of those
/// modules' records, so that it goes with the last of them. After `gen A`, `gen B`, `remove A`, `remove B` the tree
/// is as before `gen A`, whichever is removed first:
/// - a folder `gen A` created that B's files still fill (the `Modules` folder) passes to B;
/// - the lines `gen A` added to `.gitattributes` that stay (the shared `Router.swift` stays for B) pass to a module
///   of the same template, since lines are added only for the files its template injects into.
///
/// One heir is enough, since the heir hands on in turn. A folder's heir is found among its entries named after a
/// recorded module (`<module_path>/<Module>/`), so the step reads a record or two, not every one; a folder no
/// recorded module is found in (the user's files fill it) is left to the user.
struct HandOverStep: PlanStep {
    /// How many of a folder's entries are tried as heirs before the folder is left to the user.
    static let heirAttempts = 16

    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let removed = Set(draft.plan.modules)
        var heirs: [String: ModuleLock.Module] = [:]
        try handOverFolders(of: draft.plan, removed: removed, update: update, heirs: &heirs, context: context)
        try handOverAttributes(of: draft.plan, removed: removed, update: update, heirs: &heirs, context: context)
        for heir in heirs.values.sorted(by: { $0.name < $1.name }) {
            var file = try LockStep.recordFile(heir, root: update.root, fileSystem: context.fileSystem)
            file.note = "takes over what the removed module created and it still uses"
            draft.plan.files.append(file)
        }
    }

    /// The removable folders the removal does not empty, each to a module with files in it.
    private func handOverFolders(
        of plan: GenerationPlan, removed: Set<String>, update: UpdateContext, heirs: inout [String: ModuleLock.Module],
        context: PlanContext
    ) throws {
        guard let removable = plan.records.removableFolders, !removable.isEmpty else { return }
        let fileSystem = context.fileSystem
        let deleted = Set(plan.files.filter { $0.action == .delete }.map(\.path))
        var emptied: [String: Bool] = [:]
        // Whether the removal leaves `folder` empty: every entry in it is deleted, or a folder it empties.
        func empties(_ folder: String) -> Bool {
            if let known = emptied[folder] { return known }
            let entries = (try? fileSystem.listDirectory(folder)) ?? []
            let result = entries.allSatisfy { name in
                let path = Path.join(folder, name)
                return fileSystem.isDirectory(path) ? removable.contains(path) && empties(path) : deleted.contains(path)
            }
            emptied[folder] = result
            return result
        }
        // Deepest first: the heir of a folder takes the staying folders above it as well.
        let staying = removable.filter { fileSystem.isDirectory($0) && !empties($0) }
            .sorted { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }
        var handed: Set<String> = []
        for folder in staying where !handed.contains(folder) {
            guard let found = try heir(of: folder, excluding: removed, root: update.root, fileSystem: fileSystem)
            else { continue }
            var heir = heirs[found.name] ?? found
            var folders = Set(heir.createdFolders ?? [])
            for other in staying where other == folder || Path.isInside(folder, other) {
                folders.insert(Path.relative(other, to: update.root))
                handed.insert(other)
            }
            heir.createdFolders = folders.sorted()
            heirs[heir.name] = heir
        }
    }

    /// The `.gitattributes` lines the removed modules' records list that the removal leaves in the file, to a
    /// module of one of their templates.
    private func handOverAttributes(
        of plan: GenerationPlan, removed: Set<String>, update: UpdateContext, heirs: inout [String: ModuleLock.Module],
        context: PlanContext
    ) throws {
        let added = update.lock.modules.filter { removed.contains($0.name) }.compactMap(\.gitAttributes)
        guard let first = added.first else { return }
        let path = Path.absolute(first.path, in: update.root)
        let lines = Set(added.filter { $0.path == first.path }.flatMap(\.lines))
        var staying = lines
        if let edit = plan.files.first(where: { $0.path == path }) {
            let taken =
                edit.action == .delete
                ? lines
                : Set(GitAttributes.addedLines(from: edit.bytes, to: edit.previousContents ?? []).map(\.trimmed))
            staying.subtract(taken)
        }
        guard !staying.isEmpty else { return }
        let templates = Set(update.lock.modules.filter { removed.contains($0.name) }.map(\.template))
        guard
            let found = try heirs.values.first(where: { templates.contains($0.template) })
                ?? ModuleLock.firstRecord(
                    madeFrom: templates, except: removed, root: update.root, fileSystem: context.fileSystem)
        else { return }
        var heir = heirs[found.name] ?? found
        var attributes =
            heir.gitAttributes.flatMap { $0.path == first.path ? $0 : nil }
            ?? ModuleLock.AddedAttributes(path: first.path, lines: [], createdFile: false)
        attributes.lines = Array(Set(attributes.lines).union(staying)).sorted()
        attributes.createdFile = attributes.createdFile || added.contains(where: \.createdFile)
        heir.gitAttributes = attributes
        heirs[heir.name] = heir
    }

    /// A recorded module, not one being removed, with a file inside `folder`, found by the names of the folder's
    /// entries; `nil` when none of the first `heirAttempts` of them (in name order) is one. A record of an earlier version, which
    /// does not know its folders, is passed over.
    private func heir(of folder: String, excluding removed: Set<String>, root: String, fileSystem: any FileSystem)
        throws -> ModuleLock.Module?
    {
        // The `Modules` folder of a large app has thousands of entries: only the first few are looked at.
        let names = ((try? fileSystem.listDirectory(folder)) ?? []).sorted().filter { !removed.contains($0) }
        for name in names.prefix(Self.heirAttempts) where fileSystem.isDirectory(Path.join(folder, name)) {
            guard let module = try ModuleLock.load([name], root: root, fileSystem: fileSystem).modules.first,
                module.createdFolders != nil,
                module.files.contains(where: { Path.isInside(Path.absolute($0.path, in: root), folder) })
            else { continue }
            return module
        }
        return nil
    }
}
