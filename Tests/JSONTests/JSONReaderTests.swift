import Testing

@testable import JSON

/// Reading JSON: what RFC 8259 allows, and every problem at its line and column.
@Suite("JSON reader")
struct JSONReaderTests {
    @Test func readsWhatJSONAllows() throws {
        let value = try JSONValue.parse(
            #" { "a": [1, -2.5e3, 0, -0, 1E2, 2e-1, true, false, null], "s": "\u00e9\ud83d\ude00\/\n\b\f\r\t\"\\", "#
                + #""big": 12345678901234567890, "": {} } "#)
        #expect(
            value
                == .object([
                    "a": .array([
                        .int(1), .double(-2500), .int(0), .int(0), .double(100), .double(0.2), .bool(true),
                        .bool(false), .null,
                    ]),
                    "s": .string("é😀/\n\u{8}\u{C}\r\t\"\\"), "big": .double(Double("12345678901234567890")!),
                    "": .object([:]),
                ]))
    }

    @Test func theLastOfTwoEqualKeysWins() throws {
        #expect(try JSONValue.parse(#"{"a": 1, "a": 2}"#) == .object(["a": .int(2)]))
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = JSONReader.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONValue.parse(text)
        var levels = 1
        while case .array(let items) = value, let first = items.first {
            value = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a key in double quotes"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\n  \"a\": 01\n}", 2, 8, "'01' is not a JSON number"),
        ("\"open", 1, 6, "string is never closed"),
        ("\"\\", 1, 3, "string is never closed"),
        ("[1] x", 1, 5, "unexpected text after the value"),
        ("{\"a\":1}}", 1, 8, "unexpected text after the value"),
        ("\"\\x\"", 1, 2, "unknown escape '\\x'"),
        (
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65), 1, 65,
            "arrays and objects nest more than 64 deep"
        ),
        ("", 1, 1, "expected a value, found the end of the text"),
        ("[", 1, 2, "expected a value, found the end of the text"),
        ("  \n ", 2, 2, "expected a value, found the end of the text"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key"),
        ("[1,]", 1, 4, "expected a value"),
        ("tru", 1, 1, "expected a value"),
        ("nul", 1, 1, "expected a value"),
        ("[\"é\", x]", 1, 7, "expected a value"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, 3, "expected ',' or '}'"),
        ("\"a\nb\"", 1, 3, "control characters must be escaped in strings"),
        ("\"\\ud800\"", 1, 8, "a high surrogate must be followed by a low one"),
        ("\"\\ud83d\\u0041\"", 1, 14, "a high surrogate must be followed by a low one"),
        ("\"\\udc00\"", 1, 8, "a lone low surrogate is not a character"),
        ("\"\\u12\"", 1, 4, "expected four hexadecimal digits after '\\u'"),
        ("\"\\u12G4\"", 1, 4, "expected four hexadecimal digits after '\\u'"),
        ("-", 1, 1, "'-' is not a JSON number"),
        ("[1.5e]", 1, 2, "'1.5e' is not a JSON number"),
        ("1e400", 1, 1, "'1e400' is not a JSON number"),
        ("\n\n  [\"😀😀\", 1.2.3]", 3, 10, "'1.2.3' is not a JSON number"),
    ])
    func reportsTheLineAndColumnOfAProblem(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: JSONError(line: line, column: column, message: message)) { try JSONValue.parse(text) }
    }

    @Test func anErrorReadsLikeAPlace() {
        #expect(
            JSONError(line: 3, column: 10, message: "'1.2.3' is not a JSON number").description
                == "line 3, column 10: '1.2.3' is not a JSON number")
    }

    /// The reader's own rule: "JSON has no leading zeros, no bare '.', no '+' sign and no 'Infinity'".
    @Test(arguments: ["00", "-01", "01.5", "-01.5", "1.", "1.e5", "+1", ".5", "0x10", "1e", "1e+", "-Infinity", "NaN"])
    func numbersJSONForbidsAreRefused(_ text: String) {
        #expect(throws: JSONError.self, "\(text)") { try JSONValue.parse(text) }
    }
}
