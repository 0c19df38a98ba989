/// A JSON object: members by key, in the order they were first added (a document's order when read).
///
/// Two objects are equal when they have the same members, whatever their order, as JSON defines objects.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The keys in order.
    public private(set) var keys: [String] = []
    /// The values, in the order of `keys`.
    private var values: [JSONValue] = []
    /// Each key's place, once the object has more keys than are looked through (`keysLookedThrough`): most objects
    /// have a handful, and a dictionary cost two hashes a member to build them, for records written on every run.
    private var places: [String: Int]?

    /// How many keys an object may have before its keys are looked up in a dictionary rather than looked through.
    static let keysLookedThrough = 12

    /// An empty object.
    public init() {}

    /// An object with `pairs` in their order; a repeated key keeps its first place and its last value.
    public init(_ pairs: some Sequence<(String, JSONValue)>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// An object with the literal's members, in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// Each key's place among `keys`.
    private static func places(of keys: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    }

    /// The place of `key` among `keys`, if it is one.
    private func place(of key: String) -> Int? {
        if let places { return places[key] }
        return keys.firstIndex(of: key)
    }

    /// The member `key`; setting a new key appends it, setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { place(of: key).map { values[$0] } }
        set {
            switch (place(of: key), newValue) {
            case (nil, let value?):
                keys.append(key)
                values.append(value)
                if places != nil {
                    places?[key] = keys.count - 1
                } else if keys.count > Self.keysLookedThrough {
                    places = Self.places(of: keys)
                }
            case (let place?, nil):
                keys.remove(at: place)
                values.remove(at: place)
                if places != nil {
                    places = Self.places(of: keys)
                }
            case (let place?, let value?):
                values[place] = value
            case (nil, nil):
                break
            }
        }
    }

    /// The number of members.
    public var count: Int { keys.count }
    /// Whether there are no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The same members, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.keys.indices.allSatisfy { rhs[lhs.keys[$0]] == lhs.values[$0] }
    }
}
