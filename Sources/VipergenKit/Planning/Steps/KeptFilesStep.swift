import Files

/// For `gen`: a module of a name whose earlier module `remove --keep-edited` removed, keeping files the user had
/// edited. While any of those files is there, generating the name again would clash with it (it declares the
/// module's types, or stands at the same path): refused, naming each kept file as such. Once none is left, the list
/// goes with this run.
struct KeptFilesStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let root = LockStep.lockFolder(context.configuration) else { return }
        for module in draft.plan.modules {
            guard let kept = KeptFiles.load(of: module, root: root, fileSystem: context.fileSystem) else { continue }
            let present = kept.files.filter { context.fileSystem.fileExists(Path.absolute($0, in: root)) }
            if !present.isEmpty { throw GenerationError.keptFromRemovedModule(module: module, paths: present) }
            let path = KeptFiles.path(of: module, root: root)
            if let bytes = try context.fileSystem.contents(of: path) {
                draft.plan.files.append(
                    PlannedFile(
                        path: path, contents: "", action: .delete, role: .lock, previousContents: bytes,
                        note: "no file kept of the removed module is left"))
            }
        }
    }
}
