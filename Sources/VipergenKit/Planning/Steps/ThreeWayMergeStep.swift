import Files
import TextMerge

/// For `update`: decides each module file from three texts — what vipergen generated before (the base, kept
/// beside the lock), what is on disk now (ours) and what the template renders now (theirs):
///
/// - untouched by the user: replaced by the new render;
/// - edited by the user, the template's text unchanged: kept;
/// - changed by both: merged line by line; overlapping changes become a conflict (markers, or one side);
/// - a new template file: created (merged with what is there if a file already is);
/// - a file the template no longer has: deleted if the user never edited it, else kept and reported;
/// - a generated file the user deleted: left deleted, or with `--restore` written again (not one moved elsewhere).
///
/// The lock then records the new render as the files' base, whatever was written.
struct ThreeWayMergeStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let modules = Set(draft.plan.modules)
        let recorded = Dictionary(
            update.lock.modules.filter { modules.contains($0.name) }.flatMap { module in
                module.files.map { (Path.absolute($0.path, in: update.root), (module: module.name, file: $0)) }
            }, uniquingKeysWith: { first, _ in first })
        var rendered: Set<String> = []
        var gone: [Int] = []
        for index in draft.plan.files.indices where draft.plan.files[index].module != nil {
            let path = draft.plan.files[index].path
            rendered.insert(path)
            // Conflict markers name the template and the version the new text comes from.
            var style = update.conflictStyle
            if case .markers(let ours, _) = style, let module = draft.plan.files[index].module,
                let origin = draft.plan.records.origins[module]
            {
                style = .markers(oursLabel: ours, theirsLabel: "template \(origin.template) \(origin.templateVersion)")
            }
            let outcome = try decide(
                &draft.plan.files[index], recorded: recorded[path], style: style, root: update.root,
                fileSystem: context.fileSystem)
            if outcome == .gone { gone.append(index) }
            switch outcome {
            case .gone: break
            case .merged: break
            case .conflicted: draft.plan.merge.conflicted.append(path)
            case .unmerged: draft.plan.merge.unmerged.append(path)
            }
        }
        if update.restoresDeleted {
            gone = restore(gone, in: &draft, root: update.root, fileSystem: context.fileSystem)
        }
        for index in gone {
            guard let (module, file) = recorded[draft.plan.files[index].path] else { continue }
            try reportMove(
                of: &draft.plan.files[index], recorded: file, module: module, root: update.root, context: context,
                unmerged: &draft.plan.merge.unmerged)
        }
        for module in update.lock.modules where modules.contains(module.name) {
            for file in module.files {
                let path = Path.absolute(file.path, in: update.root)
                guard !rendered.contains(path), let disk = try context.fileSystem.contents(of: path) else { continue }
                let role: PlannedFile.Role = Path.isInside(path, context.configuration.testPath) ? .test : .code
                var planned = PlannedFile(
                    path: path, contents: String(decoding: disk, as: UTF8.self), action: .delete, role: role,
                    previousContents: disk, module: module.name, note: "no longer in the template")
                if SHA256.hex(disk) != file.sha256 {
                    planned.action = .skip
                    planned.note = "no longer in the template; kept because you edited it"
                }
                draft.plan.files.append(planned)
            }
        }
    }

    /// `update --restore`: the generated files at `indices`, deleted since, are written again as the template renders
    /// them now. One moved elsewhere in the project (a file of its name there, as `status` finds it) stays where the
    /// user put it, since a second copy would declare its types twice: those are returned, for the template's changes
    /// to be reported as for any moved file.
    private func restore(_ indices: [Int], in draft: inout PlanDraft, root: String, fileSystem: any FileSystem)
        -> [Int]
    {
        let moves = MovedFiles.find(indices.map { draft.plan.files[$0].path }, under: root, fileSystem: fileSystem)
        var moved: [Int] = []
        for index in indices {
            if let place = moves[draft.plan.files[index].path] {
                draft.plan.files[index].note =
                    "you moved it to \(Path.relative(place, to: root)); not written again here"
                moved.append(index)
            } else {
                draft.plan.files[index].action = .create
                draft.plan.files[index].note = "deleted since it was generated; written again (--restore)"
            }
        }
        return moved
    }

    /// How one file came out of the merge.
    private enum Outcome {
        case merged, conflicted, unmerged
        /// Generated before, and no longer where it was.
        case gone
    }

    /// Decides one rendered file, merging bytes: whatever the encoding and line endings of the user's file, only
    /// the lines the merge decides on change.
    private func decide(
        _ file: inout PlannedFile, recorded: (module: String, file: ModuleLock.File)?,
        style: ThreeWayMerge.ConflictStyle, root: String,
        fileSystem: any FileSystem
    ) throws -> Outcome {
        let theirs = file.bytes
        file.renderedContents = file.contents
        guard let ours = file.previousContents else {
            guard recorded != nil else { return .merged }
            // Generated before and deleted (or moved) since: the user's choice stands.
            file.action = .skip
            file.note = "you deleted it; not created again"
            return .gone
        }
        guard ours != theirs else {
            file.bytes = ours
            file.action = .unchanged
            return .merged
        }
        if ours.starts(with: [0xFF, 0xFE]) || ours.starts(with: [0xFE, 0xFF]) {
            return keep(&file, ours, because: "UTF-16 text, which vipergen does not merge")
        }
        let base: [UInt8]
        if let recorded {
            // A damaged base is no base; the file as generated is, when the user never edited it.
            guard
                let found = try ModuleLock.base(
                    of: recorded.file, module: recorded.module, root: root, fileSystem: fileSystem)
                    ?? (SHA256.hex(ours) == recorded.file.sha256 ? ours : nil)
            else {
                let folder = Path.relative(ModuleLock.basesFolder(of: recorded.module, root: root), to: root)
                return keep(&file, ours, because: "its base in \(folder) is missing or damaged")
            }
            base = found
        } else {
            base = []  // a new template file where a file already is: everything differing conflicts
        }
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, style: style)
        file.bytes = result.bytes
        file.action = result.bytes == ours ? .unchanged : .overwrite
        if ours != base, theirs != base {
            let count = result.conflicts
            file.note = count == 0 ? "merged with your edits" : "\(count) conflicting change\(count == 1 ? "" : "s")"
            if count > 0, case .markers = style { return .conflicted }
        } else if ours != base, theirs == base {
            file.note = "your edits kept; the template did not change this file"
        }
        return .merged
    }

    /// For a generated file that is no longer where it was: when the template changed it since, says so — and where
    /// the file went, when a file of that name in the output folders still holds what was generated or most of it —
    /// so that the change is not silently lost.
    private func reportMove(
        of file: inout PlannedFile, recorded: ModuleLock.File, module: String, root: String, context: PlanContext,
        unmerged: inout [String]
    ) throws {
        guard let base = try ModuleLock.base(of: recorded, module: module, root: root, fileSystem: context.fileSystem),
            base != file.bytes
        else { return }
        let name = Path.base(file.path)
        let configuration = context.configuration
        var moved: String?
        var search = CompiledFiles.walk(context.fileSystem, excluding: nil)
        search.collect(under: configuration.modulePath)
        search.collect(under: configuration.testPath)
        for path in search.files where Path.base(path) == name && path != file.path {
            guard let bytes = try context.fileSystem.contents(of: path) else { continue }
            if bytes == base || Self.sharesMostLines(bytes, base) {
                moved = path
                break
            }
        }
        file.note =
            moved.map {
                "you moved it to \(Path.relative($0, to: root)); the template changed it since: not applied there"
            }
            ?? "you deleted it, and the template changed it since; not created again"
        unmerged.append(file.path)
    }

    /// Whether at least half of the lines of `base` are still in `bytes`.
    static func sharesMostLines(_ bytes: [UInt8], _ base: [UInt8]) -> Bool {
        let lines = Set(bytes.split(separator: UInt8(ascii: "\n")).map(Array.init))
        let baseLines = base.split(separator: UInt8(ascii: "\n"))
        return !baseLines.isEmpty && baseLines.filter { lines.contains(Array($0)) }.count * 2 >= baseLines.count
    }

    /// Keeps the user's file as it is, without the template's changes, and says why: the lock keeps its old entry.
    private func keep(_ file: inout PlannedFile, _ ours: [UInt8], because reason: String) -> Outcome {
        file.bytes = ours
        file.action = .skip
        file.note = "edited, and \(reason): kept as it is, without the template's changes"
        return .unmerged
    }
}
