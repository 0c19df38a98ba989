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
            var absent: [(path: String, sha256: String)] = []
            for recorded in module.files {
                let path = Path.absolute(recorded.path, in: update.root)
                guard let disk = try fileSystem.contents(of: path) else {
                    absent.append((path, recorded.sha256))
                    continue
                }
                moduleFiles.append(
                    Self.removal(of: path, holding: disk, recorded: recorded.sha256, module: module.name, context))
            }
            if !absent.isEmpty {
                moduleFiles += try absentFiles(absent, of: module.name, draft: &draft, context: context)
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

    /// The deletion of a recorded file found at `path`: `.skip` (edited) when it no longer holds what was generated.
    private static func removal(
        of path: String, holding disk: [UInt8], recorded sha256: String, module: String, _ context: PlanContext
    ) -> PlannedFile {
        var file = PlannedFile(
            path: path, contents: "", action: .delete, role: role(of: path, context), previousContents: disk,
            module: module)
        if SHA256.hex(disk) != sha256 {
            file.action = .skip
            file.bytes = disk
        }
        return file
    }

    /// A module's file is a test under the test path, code elsewhere.
    private static func role(of path: String, _ context: PlanContext) -> PlannedFile.Role {
        Path.isInside(path, context.configuration.testPath) ? .test : .code
    }

    /// Recorded files no longer where they were generated. Each is gone from the project too (`XcodeProjectStep`
    /// takes out entries left behind, as a deletion by hand leaves them); one found elsewhere under its name (moved
    /// by hand or by Xcode) is the module's file there, deleted or, edited, decided like any edited file. A note
    /// names those deleted already, whose removal from disk is nothing to do.
    private func absentFiles(
        _ absent: [(path: String, sha256: String)], of module: String, draft: inout PlanDraft, context: PlanContext
    ) throws -> [PlannedFile] {
        guard let update = context.update else { return [] }
        let moves = MovedFiles.find(absent.map(\.path), under: update.root, fileSystem: context.fileSystem)
        var files: [PlannedFile] = []
        var gone: [String] = []
        for (path, sha256) in absent {
            draft.filesGoneFromDisk.append(
                PlannedFile(path: path, contents: "", action: .unchanged, role: Self.role(of: path, context)))
            guard let moved = moves[path], let disk = try context.fileSystem.contents(of: moved) else {
                gone.append(Path.relative(path, to: update.root))
                continue
            }
            var file = Self.removal(of: moved, holding: disk, recorded: sha256, module: module, context)
            file.movedFrom = path
            file.note = "moved here from \(Path.relative(path, to: update.root))"
            files.append(file)
        }
        if !gone.isEmpty { draft.plan.notes.append(.filesGoneAlready(module: module, files: gone)) }
        return files
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
