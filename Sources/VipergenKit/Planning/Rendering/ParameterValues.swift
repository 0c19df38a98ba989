import DiagnosticText
import Liquid
import VipergenSettings

/// The values of a template's parameters: from `--param`, else the declared defaults, each of its declared type.
enum ParameterValues {
    /// Declared parameters with their defaults, overridden by the request and converted to their types.
    /// Names the template does not declare are refused, unless `acceptsAny` (Generamba templates declare none
    /// and read any `custom_parameters`, as text).
    static func resolve(_ given: [String: String], spec: TemplateSpec, acceptsAny: Bool = false) throws
        -> [String: Value]
    {
        let known = spec.parameters.map(\.name)
        for name in given.keys.sorted() where !acceptsAny && !known.contains(name) {
            throw GenerationError.unknownParameter(
                name: name, suggestion: Suggestion.closest(to: name, in: known), known: known)
        }
        var values = given.mapValues { Value.string($0) }
        for parameter in spec.parameters {
            guard let text = given[parameter.name] ?? parameter.defaultValue else {
                if parameter.isRequired {
                    throw GenerationError.missingParameter(name: parameter.name, description: parameter.description)
                }
                // An optional parameter with no value is still defined, so strict templates can test it.
                values[parameter.name] = parameter.kind == .list ? .array([]) : parameter.kind == .bool ? false : ""
                continue
            }
            values[parameter.name] = try convert(text, to: parameter)
        }
        return values
    }

    /// `true`/`false` for bool parameters, comma-separated items for lists.
    static func convert(_ text: String, to parameter: TemplateSpec.Parameter) throws -> Value {
        switch parameter.kind {
        case .string:
            return .string(text)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default:
                throw GenerationError.invalidParameterValue(
                    name: parameter.name, value: text, expected: "true or false")
            }
        case .list:
            return .array(NameList.parse(text).map { .string($0) })
        }
    }
}
