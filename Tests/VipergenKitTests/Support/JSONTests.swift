import Foundation
import Testing

@testable import VipergenKit

@Suite("JSON")
struct JSONTests {
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
        let text = JSONText.encode(document)
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

    @Test func readsWhatJSONAllows() throws {
        let value = try JSONValue.parse(
            #" { "a": [1, -2.5e3, 0, true, false, null], "s": "\u00e9\ud83d\ude00\/\n", "big": 1e400e } "#
                .replacingOccurrences(of: "1e400e", with: "12345678901234567890"))
        #expect(
            value
                == .object([
                    "a": .array([.int(1), .double(-2500), .int(0), .bool(true), .bool(false), .null]),
                    "s": .string("é😀/\n"), "big": .double(12_345_678_901_234_567_890),
                ]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a key in double quotes"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\n  \"a\": 01\n}", 2, 8, "'01' is not a JSON number"),
        ("\"open", 1, 6, "string is never closed"),
        ("[1] x", 1, 5, "unexpected text after the value"),
        ("\"\\x\"", 1, 2, "unknown escape '\\x'"),
        (
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65), 1, 65,
            "arrays and objects nest more than 64 deep"
        ),
        ("", 1, 1, "expected a value, found the end of the text"),
    ])
    func reportsTheLineAndColumnOfAProblem(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: JSONError(line: line, column: column, message: message)) { try JSONValue.parse(text) }
    }

    @Test func aLockFileOfTheWrongShapeSaysWhere() {
        let text =
            #"{"schema_version": 1, "modules": [{"name": "A", "template": "t", "template_version": "1","#
            + #" "parameters": {}, "generated": "2026-11-22", "files": [{"path": 3, "sha256": "x"}]}]}"#
        let error = #expect(throws: JSONShapeError.self) { try ModuleLock(json: try JSONValue.parse(text)) }
        #expect(error?.description == "modules[0].files[0].path must be text")
    }
}
