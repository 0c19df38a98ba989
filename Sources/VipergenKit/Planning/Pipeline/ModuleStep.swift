/// A step run once for each template of a plan, with the modules rendered from it: it adds what those modules
/// bring to the draft (their origin, their files and injections). A step may read the disk but never writes to it.
protocol ModuleStep: Sendable {
    func run(_ draft: inout PlanDraft, for modules: ModuleContext) throws
}
