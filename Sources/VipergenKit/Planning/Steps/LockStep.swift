/// The last step: records the plan's modules and files in `vipergen.lock`, which joins the plan as one more file.
struct LockStep: PlanningStep {
    func run(_ draft: inout PlanDraft, in context: PlanningContext) throws {
        if let lock = try Self.lockFile(
            for: draft.plan, request: context.request, configuration: context.configuration,
            fileSystem: context.fileSystem)
        {
            draft.plan.files.append(lock)
        }
    }

    /// The updated `vipergen.lock`, when the project has a catalogs.yml and every output folder is inside the
    /// project: a run into a folder elsewhere (`--output /tmp/x`) leaves the project untouched.
    static func lockFile(
        for plan: GenerationPlan, request: GenerationRequest, configuration: ProjectConfiguration,
        fileSystem: any FileSystem
    ) throws -> PlannedFile? {
        guard let configurationFile = configuration.file else { return nil }
        let root = Path.directory(configurationFile)
        guard Path.isInside(configuration.modulePath, root), Path.isInside(configuration.testPath, root) else {
            return nil
        }
        let path = Path.join(root, ModuleLock.fileName)
        let lock = try ModuleLock.load(from: path, fileSystem: fileSystem)
            .recording(plan, parameters: request.parameters, date: request.date, root: root)
        var file = PlannedFile(path: path, contents: lock.encoded(), action: .create, role: .lock)
        if let existing = try fileSystem.contents(of: path) {
            file.previousContents = existing
            file.action = existing == Array(file.contents.utf8) ? .unchanged : .overwrite
        }
        return file
    }
}
