/// Decodes JSON (or any other self-describing format) straight into typed values, so a context file needs no
/// intermediate representation.
///
/// A hash keeps its keys in the order the decoder lists them: vipergen's JSON decoder lists a document's order;
/// Foundation's `JSONDecoder` lists them in no particular order.
extension Value: Decodable {
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [(String, Value)] = []
            for key in container.allKeys {
                members.append((key.stringValue, try container.decode(Value.self, forKey: key)))
            }
            self = .dictionary(ValueDictionary(members))
            return
        }
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
        } else {
            self = .array(try container.decode([Value].self))
        }
    }
}

/// A hash key of any name.
private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
