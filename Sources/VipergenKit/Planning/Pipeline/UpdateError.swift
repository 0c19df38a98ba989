import DiagnosticText

/// Why an update cannot start.
public enum UpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No catalogs.yml, so no lock of generated modules.
    case noLock
    case unknownModule(String, suggestion: String?, known: [String])
    /// The module was generated with a parameter its template no longer declares.
    case parameterNoLongerDeclared(module: String, name: String, value: String, template: String, suggestion: String?)

    /// What is wrong and how to go on, as printed.
    public var description: String {
        switch self {
        case .noLock:
            return DiagnosticText.error(
                "no catalogs.yml here or above, so no record of generated modules; run 'vipergen init'")
        case .parameterNoLongerDeclared(let module, let name, let value, let template, let suggestion):
            // The value as a shell word, so that the command can be pasted.
            let plain = value.allSatisfy { $0.isLetter || $0.isNumber || ",._-/:".contains($0) }
            let word = plain && !value.isEmpty ? value : "'" + value.replacing("'", with: "'\\''") + "'"
            return DiagnosticText.error(
                "\(module) was generated with the parameter '\(name)', which template '\(template)' no longer declares"
                    + (suggestion.map { "; was it renamed to '\($0)'?" } ?? "")
                    + "\n  give its value under the new name: vipergen update \(module) --param "
                    + "\(suggestion ?? "NEW_NAME")=\(word) (the recorded '\(name)' is then dropped)")
        case .unknownModule(let name, let suggestion, let known):
            var text = "no module '\(name)' is recorded"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            text += known.isEmpty ? " (none is yet)" : "\n  recorded modules: \(known.joined(separator: ", "))"
            return DiagnosticText.error(text)
        }
    }
}
