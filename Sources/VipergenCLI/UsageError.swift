import DiagnosticText

/// A wrong command line: exit code 64, with what is wrong and a suggestion.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { DiagnosticText.error(message) }
}
