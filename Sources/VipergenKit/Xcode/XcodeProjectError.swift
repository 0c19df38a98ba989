/// An Xcode project vipergen cannot use: missing, not UTF-8, or not readable as a project file. The message is
/// complete (with the reader's `file:line:column` where there is one); planning wraps it as a `GenerationError`.
public struct XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
