/// Everything one `gen` will do, decided before the first byte is written.
public struct GenerationPlan: Sendable, Equatable {
    /// The modules generated, in the order asked for.
    public var modules: [String]
    public var templateName: String
    public var templateVersion: String
    public var files: [PlannedFile]

    /// The files that exist with other contents and would be overwritten.
    public var conflicts: [PlannedFile] { files.filter { $0.action == .conflict } }
    /// The files the writer touches.
    public var writes: [PlannedFile] { files.filter(\.action.writes) }
}
