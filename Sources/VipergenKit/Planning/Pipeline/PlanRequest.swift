import VipergenSettings

/// What a command asks the `Planner` for.
public enum PlanRequest: Sendable {
    /// `gen`: the request's modules, from `template` (as `Setup.template(named:)` found it, so that a command
    /// can say where it comes from before planning).
    case generation(GenerationRequest, template: TemplatePackage)
    /// `update`: recorded modules rendered again and merged with the user's edits.
    case update(UpdateRequest)
    /// `remove`: recorded modules undone.
    case removal(RemovalRequest)
    /// `template show`: a template's own files for a sample module.
    case preview(PreviewRequest)
}
