import Foundation
import Testing

@testable import JSON

/// `--json` documents and the lock: any `Encodable` written as sorted, pretty JSON.
@Suite("JSON text")
struct JSONWriterTests {
    struct Document: Encodable {
        var name: String
        var count: Int
        var ratio: Double
        var isOn: Bool
        var missing: String?
        var tags: [String]
        var empty: [Int]
        var table: [String: String]
        var nested: [[String: Int]]
    }

    @Test func writesSortedPrettyTextThatFoundationReadsBack() throws {
        let document = Document(
            name: "a/b \"q\" \\ é 😀\n\t\u{01}", count: -3, ratio: 0.5, isOn: true, missing: nil, tags: ["x", "y"],
            empty: [], table: ["b": "2", "a": "1"], nested: [["k": 1], [:]])
        let text = JSONWriter.encode(document)
        #expect(
            text == """
                {
                  "count" : -3,
                  "empty" : [],
                  "isOn" : true,
                  "name" : "a/b \\"q\\" \\\\ é 😀\\n\\t\\u0001",
                  "nested" : [
                    {
                      "k" : 1
                    },
                    {}
                  ],
                  "ratio" : 0.5,
                  "table" : {
                    "a" : "1",
                    "b" : "2"
                  },
                  "tags" : [
                    "x",
                    "y"
                  ]
                }

                """)
        // Another reader agrees on every value.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["name"] as? String == document.name)
        #expect(object["table"] as? [String: String] == document.table)
        #expect(try JSONValue.parse(text) == JSONValue(encoding: document))
    }

    struct Custom: Encodable {
        enum Keys: String, CodingKey { case values, pair, nothing, small }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var values = container.nestedUnkeyedContainer(forKey: .values)
            try values.encode(7)
            try values.encodeNil()
            var inner = values.nestedContainer(keyedBy: Keys.self)
            try inner.encode(Float(0.5), forKey: .small)
            var pair = container.nestedContainer(keyedBy: Keys.self, forKey: .pair)
            try pair.encode(Int64(-2), forKey: .small)
            try container.encodeNil(forKey: .nothing)
        }
    }

    @Test func nestedContainersNilsAndOtherNumberTypesAreEncoded() throws {
        #expect(
            try JSONValue(encoding: Custom())
                == .object([
                    "values": .array([.int(7), .null, .object(["small": .double(0.5)])]),
                    "pair": .object(["small": .int(-2)]), "nothing": .null,
                ]))
        #expect(try JSONValue(encoding: ["a", "b"]) == .array([.string("a"), .string("b")]))
        #expect(try JSONValue(encoding: 3) == .int(3))
        #expect(JSONWriter.encode([String]()) == "[]\n")
    }

    /// A number of another type reaches the writer through a single-value container (its own `encode(to:)`), which
    /// is the only place the writer asks whether a value is a number: as a member, an item, a value of its own, an
    /// optional, and a raw value.
    @Test func otherNumberTypesAreWrittenAsNumbersWhereverTheyStand() throws {
        enum Level: Int32, Encodable { case high = 3 }
        struct Sizes: Encodable {
            var small: UInt8 = 7
            var large: UInt64 = 1 << 40
            var half: Float = 0.5
            var optional: Int16? = -4
            var level = Level.high
            var items: [Int64] = [1, -2]
        }
        #expect(
            try JSONValue(encoding: Sizes())
                == .object([
                    "small": .int(7), "large": .int(1 << 40), "half": .double(0.5), "optional": .int(-4),
                    "level": .int(3), "items": .array([.int(1), .int(-2)]),
                ]))
        #expect(try JSONValue(encoding: [UInt8(7), 8]) == .array([.int(7), .int(8)]))
        #expect(try JSONValue(encoding: Int32(-7)) == .int(-7))
        #expect(try JSONValue(encoding: UInt64.max) == .double(Double(UInt64.max)))
    }

    /// Integers other than `Int`, and `Float`, are written as numbers in arrays and as single values too, as they are
    /// in objects (an enum with `Int32` raw values is one single value).
    @Test func otherNumberTypesInArraysDoNotStopTheProcess() async {
        await #expect(processExitsWith: .success) {
            _ = JSONWriter.encode([UInt8(7), 8])
        }
    }

    @Test func otherNumberTypesAsSingleValuesDoNotStopTheProcess() async {
        await #expect(processExitsWith: .success) {
            _ = JSONWriter.encode(Int32(7))
        }
    }
}
