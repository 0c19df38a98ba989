import VipergenSettings

/// What the `Planner` decided, for the command to report and write.
public struct PlanResult: Sendable {
    /// Every file the command will write, touch or looked at.
    public var plan: GenerationPlan
    /// The templates the request named, as found: with the templates of the same name they hide and the catalogs
    /// that could not be searched, for the command's warnings. For a preview; a generation is given its template,
    /// and `update` and `remove` find theirs by the records.
    public var matches: [TemplateMatch]
    /// For a preview, the files by the folder their role writes to, and the parameter values used.
    public var preview: TemplatePreview?
}
