/// Records what each module is generated from — the template's name, version, source, commit and content hash,
/// the parameters, the settings and the date — for the lock, so that `outdated` can tell what changed and `update`
/// can render again. Nothing to do when the run keeps no lock.
struct OriginStep: ModuleStep {
    func run(_ draft: inout PlanDraft, for context: ModuleContext) throws {
        guard let root = LockStep.lockFolder(context.configuration) else { return }
        let template = context.template
        let hash = try template.contentHash()
        let source = template.lockedSource(relativeTo: root)
        let commit = template.gitCommit()
        let settings = context.configuration.renderSettings(relativeTo: root)
        for moduleName in context.modules {
            var moduleSettings = settings
            moduleSettings["description"] = context.description(of: moduleName)
            draft.plan.records.origins[moduleName.value] = ModuleOrigin(
                template: template.spec.name, templateVersion: template.spec.version, templateSource: source,
                catalog: template.lockedCatalog(relativeTo: root),
                templateCommit: commit, templateHash: hash, parameters: context.parameters,
                settings: moduleSettings, date: context.date)
        }
    }
}
