/// A plan while its steps build it: the files so far, and what the rendering step asked the later steps to do.
struct PlanDraft {
    var plan: GenerationPlan
    /// Lines the modules ask to insert into files, rendered but not yet applied.
    var insertions: [Insertion] = []
}
