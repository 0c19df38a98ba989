import Files

/// For `remove`: takes the plan's modules out of `vipergen.lock` and deletes the bases no module refers to any
/// more; a lock left with no module is deleted, so that removing the only module leaves no trace of it.
struct UnlockStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let path = Path.join(update.root, ModuleLock.fileName)
        let removed = Set(draft.plan.modules)
        // Edited files kept by the removal are the user's from now on: the record goes all the same.
        var lock = update.lock
        lock.modules.removeAll { removed.contains($0.name) }
        draft.plan.lockFolder = update.root
        draft.plan.files += try LockStep.unusedBases(after: lock, root: update.root, fileSystem: context.fileSystem)
        var file = try LockStep.lockFile(lock, at: path, fileSystem: context.fileSystem)
        guard file.previousContents != nil else { return }
        if lock.modules.isEmpty {
            file.action = .delete
            file.note = "no module left"
        }
        draft.plan.files.append(file)
    }
}
