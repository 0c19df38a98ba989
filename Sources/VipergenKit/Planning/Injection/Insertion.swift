import VipergenSettings

/// Lines one module asks to insert into a file.
struct Insertion {
    var path: String
    var injection: TemplateSpec.Injection
    var lines: [String]
    /// The module whose render asked for them: its record keeps them, so `status` can see them lost.
    var module: String? = nil
}
