// A JSON value as an `Encodable` value, for types that give their form as one (`JSONRepresentable`), and an
// object of strings.

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for key in members.keys { try container.encode(members[key]!, forKey: AnyCodingKey(stringValue: key)) }
        }
    }
}

extension JSONValue {
    /// An object of strings, as `Codable` writes a `[String: String]`.
    public static func strings(_ members: [String: String]) -> JSONValue {
        .object(JSONObject(members.map { ($0.key, .string($0.value)) }))
    }
}
