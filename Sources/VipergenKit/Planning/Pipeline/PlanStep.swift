/// A step run once over the whole plan, after every module step: it refines the draft the steps before it left
/// (merges, checks, classifies against the disk, edits the project, records the lock). A step may read the disk
/// but never writes to it; writing is `PlanWriter`'s, once the whole plan is known.
protocol PlanStep: Sendable {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws
}
