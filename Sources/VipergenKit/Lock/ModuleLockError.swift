import DiagnosticText

/// The lock file cannot be read.
public struct ModuleLockError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { DiagnosticText.error("cannot read the lock file: \(reason)", file: path) }
}
