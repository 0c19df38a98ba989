/// A JSON document that does not have the shape a `Decodable` type expects, with the place that does not fit.
public struct JSONDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
}
