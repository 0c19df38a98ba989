/// Refuses a plan that would replace, change or delete a file its owner may not write: a read-only file (mode
/// 0444, say) is one the user protected, and renaming a new file over it would silently undo that.
struct ReadOnlyFileStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        let readOnly = draft.plan.files.filter { file in
            guard file.previousContents != nil, file.action.writes,
                let permissions = context.fileSystem.permissions(of: file.path)
            else { return false }
            return permissions & 0o200 == 0
        }
        if !readOnly.isEmpty { throw GenerationError.readOnly(readOnly.map(\.path)) }
    }
}
