import VipergenSettings

/// For `update`: refuses to render a module with an older version of its template than the one that generated it
/// (or last updated it). A teammate whose vipergen, or copy of a git catalog, is behind the one that made the module
/// would otherwise take its files back, as if the older text were the template's change, and `outdated` would send
/// the next teammate to take them forward again. `update --allow-older` goes back on purpose.
struct OlderTemplateStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update, !update.allowsOlderTemplate else { return }
        let origins = draft.plan.records.origins
        let older = update.lock.modules.compactMap { record -> GenerationError.OlderTemplate? in
            guard let origin = origins[record.name], origin.template == record.template,
                TemplateVersion.isOlder(origin.templateVersion, than: record.templateVersion)
            else { return nil }
            return .init(
                module: record.name, template: record.template, recorded: record.templateVersion,
                current: origin.templateVersion)
        }
        if !older.isEmpty { throw GenerationError.olderTemplate(older) }
    }
}
