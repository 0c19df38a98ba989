import Files
import JSON

/// For `remove`: deletes the record of each of the plan's modules and the bases in its folder, which leaves no trace
/// of the module in `.vipergen/modules/`. Other modules' records are not touched.
struct UnlockStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let fileSystem = context.fileSystem
        draft.plan.records.folder = update.root
        // Edited files kept by the removal are the user's from now on: the record goes all the same.
        for module in draft.plan.modules {
            draft.plan.files += try LockStep.unusedBases(
                of: module, keeping: nil, root: update.root, fileSystem: fileSystem)
            // Files kept of it (`--keep-edited`) are listed, so that a later `gen` of the name says where they
            // came from.
            let kept = draft.plan.files.filter { $0.module == module && $0.action == .skip }
                .map { Path.relative($0.path, to: update.root) }
            if !kept.isEmpty {
                let path = KeptFiles.path(of: module, root: update.root)
                var file = PlannedFile(
                    path: path, contents: JSONWriter.encode(KeptFiles(files: kept)), action: .create, role: .lock,
                    note: "the files kept of the removed module")
                if let existing = try fileSystem.contents(of: path) {
                    file.previousContents = existing
                    file.action = existing == file.bytes ? .unchanged : .overwrite
                }
                draft.plan.files.append(file)
            }
            let path = ModuleLock.recordPath(of: module, root: update.root)
            guard let existing = try fileSystem.contents(of: path) else { continue }
            draft.plan.files.append(
                PlannedFile(
                    path: path, contents: "", action: .delete, role: .lock, previousContents: existing,
                    note: "the module is removed"))
        }
    }
}
