/// Lines one module asks to insert into a file.
struct Insertion {
    var path: String
    var injection: TemplateSpec.Injection
    var lines: [String]
}
