/// What the `Planner` decided, for the command to report and write.
public struct PlanResult: Sendable {
    /// Every file the command will write, touch or looked at.
    public var plan: GenerationPlan
    /// For a preview, the files by the folder their role writes to, and the parameter values used.
    public var preview: TemplatePreview?
}
