/// A JSON document that does not have the shape a reader expects.
public struct JSONShapeError: Error, Sendable, CustomStringConvertible {
    public var description: String
}
