/// Decodes JSON (or any other self-describing format) straight into typed values, so a context file needs no
/// intermediate representation.
///
/// An object's keys come sorted: a `Decoder` gives them in no particular order (Foundation's `JSONDecoder` loses
/// the document's). A reader that keeps the order builds `ValueDictionary` values itself, as
/// `vipergen render --context` does.
extension Value: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .nil
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([Value].self) {
            self = .array(array)
        } else {
            self = .dictionary(try container.decode([String: Value].self))
        }
    }
}
