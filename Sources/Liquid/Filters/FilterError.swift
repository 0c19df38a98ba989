/// A filter failed: wrong number or type of arguments, division by zero, etc. The renderer adds file:line:column.
public struct FilterError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
