/// A JSON object: members by key, in the order they were first added (a document's order when read).
///
/// Two objects are equal when they have the same members, whatever their order, as JSON defines objects.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The keys in order.
    public private(set) var keys: [String] = []
    private var members: [String: JSONValue] = [:]

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

    /// The member `key`; setting a new key appends it, setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { members[key] }
        set {
            switch (members[key], newValue) {
            case (nil, let value?):
                keys.append(key)
                members[key] = value
            case (_?, nil):
                keys.removeAll { $0 == key }
                members[key] = nil
            default:
                members[key] = newValue
            }
        }
    }

    /// The number of members.
    public var count: Int { keys.count }
    /// Whether there are no members.
    public var isEmpty: Bool { keys.isEmpty }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }
}
