import Testing

@testable import JSON

/// A JSON value's text, and the text read back into the same value.
@Suite("JSON values")
struct JSONValueTests {
    @Test(arguments: [
        (JSONValue.null, "null"), (.bool(true), "true"), (.bool(false), "false"), (.int(0), "0"),
        (.int(Int.min), "-9223372036854775808"), (.double(0.5), "0.5"), (.double(2), "2.0"), (.double(1e20), "1e+20"),
        (.double(-0.25), "-0.25"), (.double(.infinity), "null"), (.double(.nan), "null"), (.string(""), "\"\""),
        (.array([]), "[]"), (.object([:]), "{}"),
    ])
    func scalarsAndEmptyContainers(_ value: JSONValue, _ text: String) {
        #expect(value.text == text)
    }

    @Test func stringsEscapeWhatJSONRequiresAndNothingElse() {
        #expect(
            JSONValue.string("\u{0}\u{8}\u{C}\u{1F}\r\n\t\"\\/é😀\u{7F}").text
                == #""\u0000\b\f\u001f\r\n\t\"\\/é😀"# + "\u{7F}\"")
        // Plain runs before, between and after escapes.
        #expect(JSONValue.string("Sources/a\"b\\cé\nend").text == #""Sources/a\"b\\cé\nend""#)
        #expect(JSONValue.string("plain path/no escape").text == #""plain path/no escape""#)
    }

    @Test func containersAreIndentedByTwoWithSortedKeys() {
        let value = JSONValue.object([
            "b": .array([.int(1), .object(["z": .null, "a": .array([])])]), "a": .string("x"), "B": .bool(true),
        ])
        #expect(
            value.text == """
                {
                  "B" : true,
                  "a" : "x",
                  "b" : [
                    1,
                    {
                      "a" : [],
                      "z" : null
                    }
                  ]
                }
                """)
    }

    @Test(arguments: [
        JSONValue.null, .bool(true), .int(-42), .int(Int.max), .double(0.1), .double(-2.5e-8), .double(1e300),
        .string("line\nbreak \"quoted\" \\ tab\t \u{1} é 😀 /"), .array([.array([]), .object([:]), .null]),
        .object(["schema_version": .int(1), "modules": .array([.object(["name": .string("A")])])]),
    ])
    func whatIsWrittenReadsBackTheSame(_ value: JSONValue) throws {
        #expect(try JSONValue.parse(value.text) == value)
    }
}
