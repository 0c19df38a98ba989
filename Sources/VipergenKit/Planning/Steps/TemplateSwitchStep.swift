import Files

/// Refuses to generate a recorded module again with another template: `gen AgentDetail viper --force` over a
/// bviper module would leave bviper's own files (`AgentDetailModuleBuilder.swift`) and its injected lines
/// (`Router.agentDetail`) behind, pointing at types viper does not make. `remove` takes the old module out whole,
/// keeping edited files; `gen` then makes the new one.
struct TemplateSwitchStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let root = LockStep.lockFolder(context.configuration), !draft.plan.origins.isEmpty else { return }
        // The records of the plan's modules only, as `LockStep` reads them.
        let lock = try ModuleLock.load(
            draft.plan.origins.keys.sorted(), root: root, fileSystem: context.fileSystem)
        let recorded = Dictionary(lock.modules.map { ($0.name, $0.template) }, uniquingKeysWith: { first, _ in first })
        for (module, origin) in draft.plan.origins.sorted(by: { $0.key < $1.key }) {
            guard let template = recorded[module], template != origin.template else { continue }
            throw GenerationError.templateSwitch(module: module, from: template, to: origin.template)
        }
    }
}
