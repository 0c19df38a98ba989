#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call of a `FileSystem` or an external program, with the path and the system's reason.
public struct SystemCallError: Error, Sendable, CustomStringConvertible {
    /// What was attempted, in words a message can use: `open`, `create`, `mkdir`, `rename`, `remove`.
    public var operation: String
    /// The path the operation was given.
    public var path: String
    /// The `errno` value.
    public var code: Int32

    /// The failure of `operation` on `path` with `errno` `code`.
    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        "\(operation) \(path): \(reason)"
    }

    /// Whether the call failed because something was already at the path (`EEXIST`).
    public var isAlreadyExists: Bool { code == EEXIST }

    /// The system's reason alone: "No space left on device".
    public var reason: String {
        String(cString: strerror(code))
    }
}
