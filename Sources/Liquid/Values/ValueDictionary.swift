/// A Liquid hash: string keys in the order they were first set, as JSON objects and Ruby hashes keep them.
///
/// `for` loops, `first`, the printed form and filters such as `uniq` and `compact` see the keys in that order.
/// Two dictionaries are equal when they hold the same keys with equal values, in any order, as Ruby hashes are.
///
/// Small dictionaries, nearly all there are in templates, find a key by comparing strings, which is quicker than
/// hashing one; past `linearLimit` keys, a table of positions finds it.
public struct ValueDictionary: Sendable {
    private var entries: [(key: String, value: Value)] = []
    /// The position of each key in `entries`, once there are more than `linearLimit` of them.
    private var positions: [String: Int]? = nil
    private static let linearLimit = 8

    /// An empty dictionary.
    public init() {}

    /// The entries in order; for a key given twice, the last value at the first key's place.
    public init(_ entries: some Sequence<(String, Value)>) {
        for (key, value) in entries { self[key] = value }
    }

    /// The entries of `dictionary` in key order: a Swift dictionary has no order of its own, and sorting keeps
    /// the order the same in every run.
    public init(_ dictionary: [String: Value]) {
        self.init(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The number of keys.
    public var count: Int { entries.count }

    public var isEmpty: Bool { entries.isEmpty }

    /// The keys in order.
    public var keys: [String] { entries.map(\.key) }

    /// The values in the order of their keys.
    public var values: [Value] { entries.map(\.value) }

    /// The first entry, for `first`.
    var first: (key: String, value: Value)? { entries.first }

    /// The value for `key`; setting a new key appends it, setting an existing one keeps its place, and setting
    /// `nil` (Swift's, not `Value.nil`) removes it.
    public subscript(key: String) -> Value? {
        get {
            guard let position = position(of: key) else { return nil }
            return entries[position].value
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    entries.remove(at: position)
                    rebuildPositions()
                }
            } else if let newValue {
                entries.append((key, newValue))
                if positions != nil {
                    positions?[key] = entries.count - 1
                } else if entries.count > ValueDictionary.linearLimit {
                    rebuildPositions()
                }
            }
        }
    }

    /// The position of `key` in `entries`.
    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        for index in entries.indices where entries[index].key == key { return index }
        return nil
    }

    private mutating func rebuildPositions() {
        guard entries.count > ValueDictionary.linearLimit else {
            positions = nil
            return
        }
        var table: [String: Int] = [:]
        table.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() { table[entry.key] = index }
        positions = table
    }
}

extension ValueDictionary: Sequence {
    public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
        entries.makeIterator()
    }
}

extension ValueDictionary: Hashable {
    /// Same keys with equal values, in any order.
    public static func == (left: ValueDictionary, right: ValueDictionary) -> Bool {
        guard left.count == right.count else { return false }
        return left.entries.allSatisfy { right[$0.key] == $0.value }
    }

    /// Combines the entries' hashes without regard to their order, as `==` ignores it.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in entries {
            var entryHasher = Hasher()
            entryHasher.combine(key)
            entryHasher.combine(value)
            combined ^= entryHasher.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

extension ValueDictionary: ExpressibleByDictionaryLiteral {
    /// The entries in the order they are written.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(elements)
    }
}
