/// How vipergen writes JSON, for `--json` documents and the lock file alike: pretty-printed with sorted keys so
/// the output is stable and diffs well, and with slashes in paths left as they are.
public enum JSONWriter {
    /// The text of `value`, with a final line feed.
    public static func encode<T: Encodable>(_ value: T) -> String {
        // The documents hold only strings, numbers, booleans, arrays and objects: encoding cannot fail.
        ((try? JSONValue(encoding: value)) ?? .null).text + "\n"
    }
}

extension JSONValue {
    /// The JSON form of an `Encodable` value, as its `encode(to:)` describes it.
    public init<T: Encodable>(encoding value: T) throws {
        let slot = EncodingSlot()
        try value.encode(to: TreeEncoder(slot: slot, path: nil))
        self = slot.value
    }
}

/// A coding path as a chain of keys, innermost last: each value encoded adds one link, where copying the array of
/// keys for each cost more than encoding the value. The array is made only when asked for (no value here asks).
private final class CodingPathLink {
    let parent: CodingPathLink?
    let key: any CodingKey

    init(_ parent: CodingPathLink?, _ key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func keys(_ link: CodingPathLink?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var link = link
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
    }
}

/// Where an encoder puts what it is given: a value, or the members or items that containers add one by one.
///
/// A class, because a container and the encoder that made it both add to the same place.
private final class EncodingSlot {
    enum Content {
        case empty
        case value(JSONValue)
        /// Members in the order they were encoded.
        case object([(key: String, slot: EncodingSlot)])
        case array([EncodingSlot])
    }

    var content = Content.empty

    var value: JSONValue {
        switch content {
        case .empty: return .object(JSONObject())
        case .value(let value): return value
        case .object(let members): return .object(JSONObject(members.map { ($0.key, $0.slot.value) }))
        case .array(let items): return .array(items.map(\.value))
        }
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// A new slot for member `key`.
    func member(_ key: String) -> EncodingSlot {
        makeObject()
        let slot = EncodingSlot()
        if case .object(var members) = content {
            content = .empty
            members.removeAll { $0.key == key }
            members.append((key, slot))
            content = .object(members)
        }
        return slot
    }

    /// A new slot at the end of the array.
    func appended() -> EncodingSlot {
        makeArray()
        let slot = EncodingSlot()
        if case .array(var items) = content {
            content = .empty
            items.append(slot)
            content = .array(items)
        }
        return slot
    }

    var count: Int {
        if case .array(let items) = content { return items.count }
        return 0
    }

    /// Encodes `value` into this slot: strings, booleans, `Int` and `Double` directly, anything else through its
    /// `encode(to:)`.
    ///
    /// Only a value given to a single-value container is asked whether it is some other number (`Int8`, `UInt64`,
    /// `Float`): each of those encodes itself as a single value of its own type, which would come back here. Asking
    /// every value would cost more than writing the document: the first time a type is asked whether it conforms
    /// to a protocol, the runtime searches every conformance in the program (about 110,000 instructions, in a
    /// document of a few dozen types).
    func encode<T: Encodable>(_ value: T, path: CodingPathLink?, asSingleValue: Bool = false) throws {
        switch value {
        case let value as String: content = .value(.string(value))
        case let value as Bool: content = .value(.bool(value))
        case let value as Int: content = .value(.int(value))
        case let value as Double: content = .value(.double(value))
        default:
            if asSingleValue, let number = Self.number(value) {
                content = .value(number)
            } else {
                try value.encode(to: TreeEncoder(slot: self, path: path))
            }
        }
    }

    /// `value` as a JSON number, when it is one.
    private static func number<T>(_ value: T) -> JSONValue? {
        switch value {
        case let value as any BinaryInteger: Int(exactly: value).map { .int($0) } ?? .double(Double(value))
        case let value as any BinaryFloatingPoint: .double(Double(value))
        default: nil
        }
    }
}

private struct TreeEncoder: Encoder {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedContainer(slot: slot, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(slot: slot, path: path)
    }
}

/// A key for positions in arrays, in coding paths.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }

    mutating func encodeNil(forKey key: Key) throws { slot.member(key.stringValue).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(Double(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(Int(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

    private func put<T: Encodable>(_ value: T, _ key: Key) throws {
        try slot.member(key.stringValue).encode(value, path: CodingPathLink(path, key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = slot.member(key.stringValue)
        child.makeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, path: CodingPathLink(path, key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = slot.member(key.stringValue)
        child.makeArray()
        return UnkeyedContainer(slot: child, path: CodingPathLink(path, key))
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.member("super"), path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(slot: slot.member(key.stringValue), path: CodingPathLink(path, key))
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    var count: Int { slot.count }

    mutating func encodeNil() throws { slot.appended().content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = IndexKey(intValue: count)
        try slot.appended().encode(value, path: CodingPathLink(path, key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let key = IndexKey(intValue: count)
        let child = slot.appended()
        child.makeObject()
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, path: CodingPathLink(path, key)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = IndexKey(intValue: count)
        let child = slot.appended()
        child.makeArray()
        return UnkeyedContainer(slot: child, path: CodingPathLink(path, key))
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.appended(), path: path)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }

    mutating func encodeNil() throws { slot.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.encode(value, path: path, asSingleValue: true)
    }
}
