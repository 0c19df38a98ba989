/// The last step: when the clash checks read folders or files anew, the plan carries the cache of what they read
/// (`SourceIndex`), for the writer to keep once the run's files are written.
struct SourceIndexStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        if let cache = context.index.sourceCache() {
            draft.plan.cacheFiles.append(cache)
        }
    }
}
