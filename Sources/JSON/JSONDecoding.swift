extension JSONValue {
    /// The `Decodable` value this JSON describes: the reading half of the one path vipergen's documents take
    /// (`JSONWriter` is the writing half), so that a document's keys are spelled once, in its `CodingKeys`.
    ///
    /// A keyed container lists its keys in the object's order, so a reader that keeps order (a Liquid context)
    /// keeps the document's.
    /// - Throws: `JSONDecodingError` naming the place that does not fit, such as `modules[2].files has no 'path'`.
    public func decode<T: Decodable>(_ type: T.Type) throws(JSONDecodingError) -> T {
        do {
            return try T(from: TreeDecoder(value: self, codingPath: []))
        } catch let error as JSONDecodingError {
            throw error
        } catch {
            throw JSONDecodingError(description: "the file could not be read: \(error)")
        }
    }
}

/// The place a coding path leads to, as messages name it: `the file`, `modules`, `modules[2].files`.
func place(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
        if let index = key.intValue, key is AnyCodingKey {
            text += "[\(index)]"
        } else {
            text += text.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return text.isEmpty ? "the file" : text
}

/// A decoder over one value of a parsed document.
private struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch(_ expected: String) -> JSONDecodingError {
        JSONDecodingError(description: "\(place(codingPath)) must be \(expected)")
    }

    /// The value as a dictionary of texts, when it is an object whose members are all text.
    func texts() -> [String: String]? {
        guard case .object(let object) = value else { return nil }
        var texts: [String: String] = [:]
        texts.reserveCapacity(object.keys.count)
        for key in object.keys {
            guard case .string(let text)? = object[key] else { return nil }
            texts[key] = text
        }
        return texts
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw mismatch("an object") }
        return KeyedDecodingContainer(ObjectContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return ArrayContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { ScalarContainer(decoder: self) }
}

/// The members of an object, in the document's order.
private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func member(_ key: Key) throws -> TreeDecoder {
        guard let value = object[key.stringValue] else {
            throw JSONDecodingError(description: "\(place(codingPath)) has no '\(key.stringValue)'")
        }
        return TreeDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).value == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let member = try member(key)
        // Text by text, as records and settings hold them: read directly rather than key by key through Decodable,
        // which costs more than parsing. Anything else, errors included, takes the general way.
        if T.self == [String: String].self, let texts = member.texts() { return texts as! T }
        return try T(from: member)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { TreeDecoder(value: .object(object), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
}

/// The items of an array, read one by one.
private struct ArrayContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> TreeDecoder {
        guard !isAtEnd else {
            throw JSONDecodingError(description: "\(place(codingPath)) has too few items")
        }
        defer { currentIndex += 1 }
        return TreeDecoder(value: items[currentIndex], codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

/// One scalar: text, a number or a boolean.
private struct ScalarContainer: SingleValueDecodingContainer {
    let decoder: TreeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = decoder.value else { throw decoder.mismatch("true or false") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = decoder.value else { throw decoder.mismatch("text") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch decoder.value {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: throw decoder.mismatch("a number")
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let integer = type as? any FixedWidthInteger.Type {
            guard case .int(let value) = decoder.value, let converted = integer.init(exactly: value) else {
                throw decoder.mismatch("a whole number")
            }
            return converted as! T
        }
        return try T(from: decoder)
    }
}
