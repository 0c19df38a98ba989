/// Records what each module is generated from — the template's name, version, source, commit and content hash,
/// the parameters, the settings and the date — for the lock, so that `outdated` can tell what changed and `update`
/// can render again. Nothing to do when the run keeps no lock.
struct OriginStep: PlanningStep {
    func run(_ draft: inout PlanDraft, in context: PlanningContext) throws {
        guard let root = LockStep.lockFolder(context.configuration) else { return }
        let template = context.template
        let hash = try template.contentHash()
        let source = template.lockedSource(relativeTo: root)
        let commit = template.gitCommit()
        let settings = context.configuration.renderSettings(relativeTo: root)
        for moduleName in context.request.moduleNames {
            var moduleSettings = settings
            moduleSettings["description"] = context.request.description ?? "\(moduleName.value) module"
            draft.plan.origins[moduleName.value] = ModuleOrigin(
                template: template.spec.name, templateVersion: template.spec.version, templateSource: source,
                templateCommit: commit, templateHash: hash, parameters: context.request.parameters,
                settings: moduleSettings, date: context.request.date)
        }
    }
}
