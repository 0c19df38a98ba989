import Testing

@testable import Liquid

/// The hash of Liquid values: keys in the order they were set, equality in any order.
@Suite("ValueDictionary")
struct ValueDictionaryTests {
    @Test func keepsTheOrderKeysWereFirstSetIn() {
        var dictionary: ValueDictionary = ["b": 1, "a": 2]
        dictionary["c"] = 3
        dictionary["b"] = 4
        #expect(dictionary.keys == ["b", "a", "c"])
        #expect(dictionary.values == [4, 2, 3])
        dictionary["a"] = nil
        #expect(dictionary.keys == ["b", "c"])
        #expect(dictionary["a"] == nil)
        // A key given twice keeps its first place and its last value.
        #expect(
            ValueDictionary([("x", 1), ("y", 2), ("x", 3)]).map { "\($0.key)=\($0.value.text)" } == ["x=3", "y=2"])
    }

    @Test func aSwiftDictionaryComesInKeyOrder() {
        #expect(ValueDictionary(["b": 1, "c": 2, "a": 3] as [String: Value]).keys == ["a", "b", "c"])
        #expect(Value.dictionary(["b": 1, "a": 2] as [String: Value]).items == [["a", 2], ["b", 1]])
    }

    @Test func manyKeysAreFoundThroughTheirTable() {
        var dictionary = ValueDictionary()
        for number in 0..<20 { dictionary["k\(number)"] = .int(number) }
        #expect(dictionary.count == 20)
        #expect(dictionary["k13"] == 13)
        dictionary["k3"] = nil
        #expect(dictionary["k4"] == 4 && dictionary["k3"] == nil)
        #expect(dictionary.keys.first == "k0" && dictionary.keys.last == "k19")
    }

    @Test func equalityAndHashIgnoreTheOrder() {
        let one: ValueDictionary = ["a": 1, "b": [2]]
        let other: ValueDictionary = ["b": [2], "a": 1]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(Set([Value.dictionary(one), .dictionary(other)]).count == 1)
        #expect(one != ["a": 1])
        // Liquid's `==` compares the values as Liquid does: 1 equals 1.0.
        #expect(Value.dictionary(["a": 1]).liquidEquals(["a": 1.0]))
    }
}
