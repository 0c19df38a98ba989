import Files
import SourceDeclarations

/// For `remove`: plans the module's undoing from what it was generated as (the lock) and what it renders now. Each
/// recorded file still as generated is deleted (an edited one refuses the removal, unless `--force` deletes it or
/// `--keep-edited` keeps it); the lines its
/// injections put into shared and project files are taken out; a shared file it made is deleted when no other
/// recorded module of its template is left and nothing else changed it. The Xcode project and the lock follow in
/// their own steps.
struct RemovalStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let fileSystem = context.fileSystem
        let removed = Set(draft.plan.modules)
        var files: [PlannedFile] = []
        for module in update.lock.modules where removed.contains(module.name) {
            var moduleFiles: [PlannedFile] = []
            for recorded in module.files {
                let path = Path.absolute(recorded.path, in: update.root)
                guard let disk = try fileSystem.contents(of: path) else { continue }
                let role: PlannedFile.Role = Path.isInside(path, context.configuration.testPath) ? .test : .code
                var file = PlannedFile(
                    path: path, contents: "", action: .delete, role: role, previousContents: disk, module: module.name)
                if SHA256.hex(disk) != recorded.sha256 {
                    file.action = .skip
                    file.bytes = disk
                }
                moduleFiles.append(file)
            }
            files += try Self.decide(editedIn: moduleFiles, policy: context.conflictPolicy, root: update.root)
        }
        // What the module's injections put into other files comes out, once per file.
        var targets: [String: (InjectionTarget, [UInt8])] = [:]
        var order: [String] = []
        for insertion in draft.insertions {
            if targets[insertion.path] == nil {
                guard let bytes = try fileSystem.contents(of: insertion.path) else { continue }
                targets[insertion.path] = (
                    InjectionTarget(text: try InjectionStep.text(of: bytes, for: insertion)), bytes
                )
                order.append(insertion.path)
            }
            targets[insertion.path]!.0.remove(insertion.lines)
        }
        // A shared file is the template's, for every module made from it: deleted with the last of them. Whether
        // another module of the template is left is asked only of a file the removal leaves as the template made
        // it: where another module's injected lines remain, it stays anyway, and the asking lists every record
        // (with 10,000 modules recorded, most of the time of a remove).
        var othersUseTheTemplate: Bool?
        for shared in draft.plan.files where shared.role == .shared {
            guard let bytes = try fileSystem.contents(of: shared.path) else { continue }
            let after = targets[shared.path].map { Array($0.0.text.utf8) } ?? bytes
            guard after == shared.bytes else { continue }
            if othersUseTheTemplate == nil {
                othersUseTheTemplate = try ModuleLock.anyRecorded(
                    madeFrom: Set(draft.plan.templates.map(\.name)), except: removed, root: update.root,
                    fileSystem: fileSystem)
            }
            if othersUseTheTemplate == false {
                targets[shared.path] = nil
                files.append(
                    PlannedFile(
                        path: shared.path, contents: "", action: .delete, role: .shared, previousContents: bytes,
                        note: "shared file no module uses any more"))
            }
        }
        for path in order {
            guard let (target, bytes) = targets[path], target.changed else { continue }
            var file = PlannedFile(
                path: path, contents: target.text, action: .modify, role: .project, previousContents: bytes)
            if let shared = draft.plan.files.first(where: { $0.path == path && $0.role == .shared }) {
                file.role = shared.role
            }
            files.append(file)
        }
        draft.plan.files = files
        draft.insertions = []
        let removedModules = update.lock.modules.filter { removed.contains($0.name) }
        if removedModules.allSatisfy({ $0.createdFolders != nil }) {
            draft.plan.records.removableFolders = Set(
                removedModules.flatMap { $0.createdFolders ?? [] }.map { Path.absolute($0, in: update.root) })
        }
    }

    /// The module's files with its edited ones (marked `.skip`) decided: deleted too with `--force` (`overwrite`),
    /// kept with `--keep-edited` (`skip`), each saying which of the module's types it uses that go; otherwise
    /// (`fail`) the removal is refused, since what is kept would not compile without those types.
    static func decide(editedIn files: [PlannedFile], policy: ConflictPolicy, root: String) throws -> [PlannedFile] {
        let edited = files.indices.filter { files[$0].action == .skip }
        guard !edited.isEmpty else { return files }
        // The types the deleted files declare: what an edited file that names them loses.
        let removedTypes = Set(
            files.filter { $0.action == .delete && $0.path.hasSuffix(".swift") }.flatMap {
                SwiftDeclarationScanner.topLevelTypes(in: $0.previousContents ?? []).map(\.name)
            })
        var result = files
        var refused: [EditedFile] = []
        for index in edited {
            let bytes = files[index].previousContents ?? []
            let types = removedTypes.intersection(IdentifierScanner.identifiers(in: bytes)).sorted()
            switch policy {
            case .overwrite:
                result[index].action = .delete
                result[index].bytes = []
                result[index].note = "edited since it was generated; deleted (--force)"
            case .skip:
                result[index].note =
                    "edited since it was generated; kept (--keep-edited)"
                    + (types.isEmpty
                        ? ""
                        : ": it uses \(types.joined(separator: ", ")), which the removal deletes; fix it before "
                            + "building")
            case .fail:
                refused.append(EditedFile(path: Path.relative(files[index].path, to: root), types: types))
            }
        }
        if !refused.isEmpty { throw GenerationError.editedFilesUseRemovedTypes(refused) }
        return result
    }
}
