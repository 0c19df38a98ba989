/// A value that builds its JSON form itself, as a `JSONValue`, rather than through `Encodable`'s containers.
///
/// What a gen writes on every run (a module's record, the recovery journal) is built this way: the first use of each
/// `CodingKeys` type's containers in a process costs the Swift runtime a class instantiation and witness tables, and
/// writing a record and a journal through `Codable` took 0.8 million instructions, a tenth of a gen into a small
/// project. Its `Encodable` conformance encodes the same value, so there is one description of the form.
public protocol JSONRepresentable: Encodable {
    /// The value as JSON.
    var json: JSONValue { get }
}

extension JSONRepresentable {
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension JSONWriter {
    /// The text of `value`, with a final line feed: what `encode(_:)` writes for it, built without `Codable`.
    public static func encode(_ value: some JSONRepresentable) -> String {
        value.json.text + "\n"
    }
}
