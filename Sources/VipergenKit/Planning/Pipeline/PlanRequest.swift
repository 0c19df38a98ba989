/// What a command asks the `Planner` for.
public enum PlanRequest: Sendable {
    /// `gen`: the request's modules, from the template called `template` (or `catalog/template`).
    case generation(GenerationRequest, template: String)
    /// `update`: recorded modules rendered again and merged with the user's edits.
    case update(UpdateRequest)
    /// `remove`: recorded modules undone.
    case removal(RemovalRequest)
    /// `template show`: a template's own files for a sample module.
    case preview(PreviewRequest)
}
