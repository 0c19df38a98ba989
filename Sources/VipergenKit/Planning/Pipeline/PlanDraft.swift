/// A plan while its steps build it: the files so far, and what the rendering step asked the later steps to do.
struct PlanDraft {
    var plan: GenerationPlan
    /// Lines the modules ask to insert into files, rendered but not yet applied.
    var insertions: [Insertion] = []
    /// For `remove`: the removed modules' recorded files that are not where they were generated (deleted or moved
    /// by hand), whose entries in the Xcode project go all the same.
    var filesGoneFromDisk: [PlannedFile] = []
}
