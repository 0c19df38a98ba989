import Testing

@testable import JSON

/// Reading documents into `Decodable` types: the same `CodingKeys` that write a document read it back, and a
/// document of the wrong shape is refused with the place that does not fit.
@Suite("JSON decoding")
struct JSONDecodingTests {
    struct Record: Codable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var flags: [Bool]
        var note: String?
        var tags: [String: String]

        enum CodingKeys: String, CodingKey {
            case name, count, ratio, flags, note
            case tags = "tag_map"
        }
    }

    /// The keys of an object in the order a keyed container lists them.
    struct KeyOrder: Decodable {
        var keys: [String]

        init(from decoder: any Decoder) throws {
            keys = try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        }
    }

    @Test func whatIsWrittenReadsBackAsItWas() throws {
        let record = Record(
            name: "Cart", count: 3, ratio: 0.5, flags: [true, false], note: nil, tags: ["a": "1", "b": "2"])
        let text = JSONWriter.encode([record, record])
        #expect(try JSONValue.parse(text).decode([Record].self) == [record, record])
        #expect(text.contains("\"tag_map\""), "each key is spelled once, in CodingKeys, for both directions")
    }

    @Test func anObjectKeepsTheDocumentsKeyOrder() throws {
        let value = try JSONValue.parse(#"{"zeta": 1, "alpha": 2, "mid": {"b": 0, "a": 0}, "alpha": 3}"#)
        #expect(try value.decode(KeyOrder.self).keys == ["zeta", "alpha", "mid"])
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object["alpha"] == .int(3), "a repeated key keeps its first place and its last value")
        #expect(object == ["mid": .object(["a": .int(0), "b": .int(0)]), "alpha": .int(3), "zeta": .int(1)])
    }

    @Test(arguments: [
        (#"{"count": 1}"#, "the file has no 'name'"),
        (#"[]"#, "the file must be an object"),
        (
            #"{"name": "a", "count": 1.5, "ratio": 1, "flags": [], "tag_map": {}}"#,
            "count must be a whole number"
        ),
        (
            #"{"name": "a", "count": 1, "ratio": 1, "flags": [true, 0], "tag_map": {}}"#,
            "flags[1] must be true or false"
        ),
        (
            #"{"name": "a", "count": 1, "ratio": 1, "flags": [], "tag_map": {"k": 2}}"#,
            "tag_map.k must be text"
        ),
        (#"{"name": 7, "count": 1, "ratio": 1, "flags": [], "tag_map": {}}"#, "name must be text"),
    ])
    func aDocumentOfTheWrongShapeNamesThePlace(text: String, message: String) throws {
        #expect(throws: JSONDecodingError(description: message)) {
            try JSONValue.parse(text).decode(Record.self)
        }
    }

    @Test func aWholeNumberTooLargeForItsTypeIsRefused() throws {
        #expect(throws: JSONDecodingError(description: "the file must be a whole number")) {
            try JSONValue.parse("300").decode(UInt8.self)
        }
        #expect(try JSONValue.parse("-5").decode(Int16.self) == -5)
    }
}
