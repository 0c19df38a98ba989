import Files

/// For `remove`: deletes the record of each of the plan's modules and the bases in its folder, which leaves no trace
/// of the module in `.vipergen/modules/`. Other modules' records are not touched.
struct UnlockStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let fileSystem = context.fileSystem
        draft.plan.lockFolder = update.root
        // Edited files kept by the removal are the user's from now on: the record goes all the same.
        for module in draft.plan.modules {
            draft.plan.files += try LockStep.unusedBases(
                of: module, keeping: nil, root: update.root, fileSystem: fileSystem)
            let path = ModuleLock.recordPath(of: module, root: update.root)
            guard let existing = try fileSystem.contents(of: path) else { continue }
            draft.plan.files.append(
                PlannedFile(
                    path: path, contents: "", action: .delete, role: .lock, previousContents: existing,
                    note: "the module is removed"))
        }
    }
}
