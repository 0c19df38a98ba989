import Testing

@testable import Liquid

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Values: how they print, which are truthy or empty, how they read as numbers, look up, compare and decode.
@Suite("Value")
struct ValueTests {
    @Test func printsAsRubyLiquidDoes() {
        #expect(Value.nil.text == "")
        #expect(Value.bool(false).text == "false")
        #expect(Value.int(-42).text == "-42")
        #expect(Value.double(1).text == "1.0")
        #expect(Value.double(-3.25).text == "-3.25")
        #expect(Value.double(123_456_789_012_345).text == "123456789012345.0")
        #expect(Value.double(1e15).text == "1.0e+15")
        #expect(Value.double(1e16).text == "1.0e+16")
        #expect(Value.double(0.0001).text == "0.0001")
        #expect(Value.double(0.00001).text == "1.0e-05")
        #expect(Value.double(-0.0).text == "-0.0")
        #expect(Value.double(.nan).text == "NaN")
        #expect(Value.double(-.infinity).text == "-Infinity")
        // An array prints its items one after another, nested ones too; a hash prints as Ruby inspects it,
        // in its own order (a Swift dictionary's keys come sorted).
        #expect(Value.array([1, [2, nil], "x"]).text == "12x")
        #expect(Value.dictionary(["b": 1, "a": [2, 3]]).text == "{\"a\"=>[2, 3], \"b\"=>1}")
        #expect(Value.dictionary(["b": "x\"y", "a": nil] as ValueDictionary).text == "{\"b\"=>\"x\\\"y\", \"a\"=>nil}")
        #expect(Value.range(1, 3).text == "1..3")
    }

    @Test func writesTheSameBytesItPrints() {
        let values: [Value] = [nil, true, 7, 2.5, "é\u{301}", [1, ["a", nil]], ["k": "v"]]
        for value in values {
            var output = RenderOutput(capacity: 0)
            value.write(into: &output)
            #expect(Array(output.bytes) == Array(value.text.utf8), "\(value)")
        }
    }

    @Test func onlyNilAndFalseAreFalsy() {
        let falsy: [Value] = [nil, false]
        let truthy: [Value] = [true, 0, 0.0, "", [], [:]]
        #expect(falsy.allSatisfy { !$0.isTruthy })
        #expect(truthy.allSatisfy { $0.isTruthy })
        let empty: [Value] = [nil, "", [], [:]]
        let nonEmpty: [Value] = [false, 0, " ", [nil], ["": nil]]
        #expect(empty.allSatisfy { $0.isEmpty })
        #expect(nonEmpty.allSatisfy { !$0.isEmpty })
    }

    @Test func readsNumbersFromText() {
        #expect(Value.string("12").number == .int(12))
        #expect(Value.string(" -7\n").number == .int(-7))
        #expect(Value.string("1.5").number == .double(1.5))
        #expect(Value.string("1e3").number == .double(1000))
        #expect(Value.string("12px").number == nil)
        #expect(Value.string("1.").number == .double(1))
        #expect(Value.string("inf").number == nil)
        #expect(Value.bool(true).number == nil)
        #expect(Value.double(2.5).number == .double(2.5))
    }

    @Test func looksUpKeysIndicesAndTheSpecialProperties() {
        let hash: Value = ["name": "Jane", "tags": ["a", "b", "c"]]
        #expect(hash["name"] == "Jane")
        #expect(hash["size"] == 2)
        #expect(Value.dictionary(["size": "own"])["size"] == "own", "a key named size wins")
        #expect(hash["tags"]["first"] == "a")
        #expect(hash["tags"]["last"] == "c")
        #expect(hash["tags"][-1] == "c")
        #expect(hash["tags"][3] == nil)
        #expect(hash["tags"][-4] == nil)
        #expect(Value.string("héllo")["size"] == 5)
        #expect(Value.string("héllo")["last"] == "o")
        #expect(Value.string("")["first"] == "")
        #expect(Value.string("abc")[0] == nil, "only arrays have indices")
        #expect(Value.int(5)["size"] == 8, "an integer's size in bytes, as in Ruby")
        #expect(Value.dictionary(["b": 1, "a": 2] as ValueDictionary)["first"] == ["b", 1])
        #expect(Value.dictionary(["b": 1] as ValueDictionary)["last"] == nil)
    }

    @Test func walksItemsAsALoopDoes() {
        #expect(Value.dictionary(["b": 2, "a": 1]).items == [["a", 1], ["b", 2]])
        #expect(Value.nil.items == [])
        #expect(Value.string("abc").items == ["abc"])
        #expect(Value.array([1, [2]]).items == [1, [2]])
    }

    @Test func comparesNumbersAcrossKindsButNotWithText() {
        #expect(Value.int(1).liquidEquals(1.0))
        #expect(Value.double(2).liquidEquals(2))
        #expect(!Value.string("1").liquidEquals(1))
        #expect(Value.int(1).compare(2.5) == .less)
        #expect(Value.double(3).compare(3) == .equal)
        #expect(Value.string("b").compare("a") == .greater)
        #expect(Value.string("1").compare(1) == nil)
        #expect(Value.nil.compare(.nil) == nil)
    }

    @Test func measuresItsFootprintByItems() {
        #expect(Value.int(5).footprint == 16)
        #expect(Value.string("abc").footprint == 16 + 3)
        #expect(Value.array([1, "ab"]).footprint == 16 + 16 + 18)
        #expect(Value.dictionary(["key": nil]).footprint == 16 + 3 + 16)
    }

    @Test func decodesJSON() throws {
        let json = #"{"i": 1, "d": 1.5, "b": true, "n": null, "s": "x", "a": [1, "y", [false]], "h": {"k": {}}}"#
        let value = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        #expect(
            value == ["i": 1, "d": 1.5, "b": true, "n": nil, "s": "x", "a": [1, "y", [false]], "h": ["k": [:]]])
    }
}
