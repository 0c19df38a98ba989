import DiagnosticText

/// A module name that cannot name Swift types, with what is wrong and a valid spelling when there is one.
public struct ModuleNameError: Error, Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var reason: String
    /// The name made valid (`agent-detail` -> `AgentDetail`), when that works.
    public var suggestion: String?

    public var description: String {
        // A name of hundreds of letters is shown by its start: the reason says how long it is.
        let shown = name.count > 60 ? name.prefix(40) + "…" : name[...]
        var text = DiagnosticText.error("'\(shown)' cannot be a module name: \(reason)")
        if let suggestion { text += "\n  did you mean '\(suggestion)'?" }
        return text
    }
}
