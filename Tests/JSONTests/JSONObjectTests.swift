import Testing

@testable import JSON

/// An object's members in the order first added, found by key whether the object is small (its keys looked
/// through) or large (looked up in a dictionary), and equal to another with the same members in any order.
@Suite("JSON objects")
struct JSONObjectTests {
    @Test(arguments: [3, JSONObject.keysLookedThrough, JSONObject.keysLookedThrough + 1, 40])
    func membersAreKeptInOrderAndFoundByKey(_ count: Int) {
        let keys = (0..<count).map { "key\($0)" }
        var object = JSONObject(keys.map { ($0, JSONValue.string($0)) })
        #expect(object.keys == keys && object.count == count)
        for key in keys { #expect(object[key] == .string(key)) }
        #expect(object["missing"] == nil)
        // Setting an existing key keeps its place; a new one goes last.
        object[keys[1]] = .int(1)
        object["new"] = .bool(true)
        #expect(object.keys == keys + ["new"] && object[keys[1]] == .int(1) && object["new"] == .bool(true))
        // Removing a key closes its place; the others are still found.
        object[keys[0]] = nil
        object["absent"] = nil
        #expect(object.keys == Array(keys.dropFirst()) + ["new"])
        #expect(object[keys[0]] == nil && object[keys.last!] == .string(keys.last!) && object["new"] == .bool(true))
        // A key added again after its removal goes last.
        object[keys[0]] = .null
        #expect(object.keys.last == keys[0] && object[keys[0]] == .null)
    }

    @Test(arguments: [3, 30])
    func objectsAreEqualWhateverTheOrder(_ count: Int) {
        let pairs = (0..<count).map { ("k\($0)", JSONValue.int($0)) }
        let object = JSONObject(pairs)
        #expect(object == JSONObject(pairs.reversed()))
        #expect(object != JSONObject(pairs.dropLast()))
        var changed = object
        changed["k0"] = .int(-1)
        #expect(object != changed)
        // A repeated key keeps its first place and its last value.
        let repeated = JSONObject(pairs + [("k0", .string("last"))])
        #expect(repeated.keys == object.keys && repeated["k0"] == .string("last"))
    }
}
