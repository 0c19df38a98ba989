/// A vipergen template that Xcode's text substitution cannot reproduce, with the file and what it does.
public struct XcodeTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    public var template: String
    /// The file of the template whose output Xcode cannot produce, as the template names it.
    public var file: String
    public var reason: String

    public var description: String {
        "template '\(template)' cannot be an Xcode template: \(file) \(reason)"
    }
}
