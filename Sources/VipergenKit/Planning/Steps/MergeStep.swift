/// Keeps one planned file per path: a shared file that every module of a batch renders is kept once.
struct MergeStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        draft.plan.files = try Self.merge(draft.plan.files)
    }

    /// One planned file per path: a shared file rendered by every module of a batch is kept once; two different
    /// files at one path are an error.
    static func merge(_ files: [PlannedFile]) throws -> [PlannedFile] {
        var merged: [PlannedFile] = []
        var seen: Set<String> = []
        for file in files {
            if seen.insert(file.path).inserted {
                merged.append(file)
            } else if file.role != .shared {
                throw GenerationError.duplicateOutput(file.path, entry: file.entry)
            }
        }
        return merged
    }
}
