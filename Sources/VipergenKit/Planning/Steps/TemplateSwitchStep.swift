import Files

/// Refuses to generate or update a recorded module with another template, or with a template of the same name from
/// another catalog: `gen AgentDetail viper --force` over a
/// bviper module would leave bviper's own files (`AgentDetailModuleBuilder.swift`) and its injected lines
/// (`Router.agentDetail`) behind, pointing at types viper does not make. `remove` takes the old module out whole,
/// keeping edited files; `gen` then makes the new one.
struct TemplateSwitchStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let root = LockStep.lockFolder(context.configuration), !draft.plan.records.origins.isEmpty else { return }
        // The records of the plan's modules only, as `LockStep` reads them.
        let lock = try ModuleLock.load(
            draft.plan.records.origins.keys.sorted(), root: root, fileSystem: context.fileSystem)
        let recorded = Dictionary(lock.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (module, origin) in draft.plan.records.origins.sorted(by: { $0.key < $1.key }) {
            guard let record = recorded[module] else { continue }
            if record.template != origin.template {
                throw GenerationError.templateSwitch(module: module, from: record.template, to: origin.template)
            }
            // A template of the same name from another catalog (a folder's `bviper` beside the built-in one) is
            // another template. Records of earlier versions do not name the source.
            if let source = record.templateSource, !origin.isFromCatalog(ofSource: source) {
                throw GenerationError.templateSwitch(
                    module: module, from: "\(record.template) (\(source))",
                    to: "\(origin.template) (\(origin.catalog))")
            }
        }
    }
}
