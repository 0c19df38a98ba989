/// One stage of planning: it reads the draft the steps before it left and refines it. A step may read the disk
/// but never writes to it; writing is `PlanWriter`'s, once the whole plan is known.
protocol PlanningStep: Sendable {
    func run(_ draft: inout PlanDraft, in context: PlanningContext) throws
}
