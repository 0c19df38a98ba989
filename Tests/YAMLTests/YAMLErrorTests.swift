import Testing

@testable import YAML

@Suite("YAMLParser: errors")
struct YAMLErrorTests {
    private static let tabs = "tab characters are not allowed in indentation; indent with spaces"

    static let errors: [ErrorCase] = [
        ErrorCase(
            "tab indentation", "project_name: App\n\tprefix: AD\n",
            tabs,
            at: 2, 1),
        ErrorCase(
            "tab after spaces", "a:\n  \tb: 1\n",
            tabs,
            at: 2, 3),
        ErrorCase(
            "tab in a block scalar's indentation", "a: |\n  x\n\ty\n",
            tabs,
            at: 3, 1),
        ErrorCase(
            "tab in a flow collection's indentation", "a: [1,\n\t2]\n",
            tabs,
            at: 2, 1),
        ErrorCase(
            "tab before a compact mapping", "-\tname: x\n",
            tabs,
            at: 1, 2),
        ErrorCase(
            "tab in a quoted scalar's indentation", "a: \"x\n\ty\"\n",
            tabs,
            at: 2, 1),
        ErrorCase(
            "duplicate key", "name: a\nsummary: b\nname: c\n",
            "duplicate key 'name' (first defined on line 1)",
            at: 3, 1),
        ErrorCase(
            "duplicate key in a flow mapping", "- {name: a, name: b}\n",
            "duplicate key 'name' (first defined on line 1)",
            at: 1, 13),
        // Past `YAMLParser.keysLookedThrough` keys, a mapping's keys are looked up in a dictionary: a repeat of an
        // early key, and of one added after the dictionary was made, is found the same way.
        ErrorCase(
            "duplicate key after many", (1...20).map { "k\($0): v\n" }.joined() + "k3: again\n",
            "duplicate key 'k3' (first defined on line 3)",
            at: 21, 1),
        ErrorCase(
            "duplicate key after many, added late", (1...20).map { "k\($0): v\n" }.joined() + "k19: again\n",
            "duplicate key 'k19' (first defined on line 19)",
            at: 21, 1),
        ErrorCase(
            "duplicate key in a long flow mapping",
            "- {" + (1...20).map { "k\($0): v" }.joined(separator: ", ") + ", k18: w}\n",
            "duplicate key 'k18' (first defined on line 1)",
            at: 1, 155),
        ErrorCase(
            "duplicate quoted key", "\"name\": a\nname: b\n",
            "duplicate key 'name' (first defined on line 1)",
            at: 2, 1),
        ErrorCase(
            "key deeper than its siblings", "a: 1\n  b: 2\n",
            "bad indentation: this line is indented deeper than the mapping entries above it (column 1)",
            at: 2, 3),
        ErrorCase(
            "key between two levels", "a:\n    b: 1\n  c: 2\n",
            "bad indentation: this line is indented deeper than the mapping entries above it (column 1)",
            at: 3, 3),
        ErrorCase(
            "item deeper than its siblings", "- a\n- \"b\"\n  - c\n",
            "bad indentation: this line is indented deeper than the sequence entries above it (column 1)",
            at: 3, 3),
        ErrorCase(
            "text deeper after a quoted value", "a: 'x'\n  y\n",
            "bad indentation: this line is indented deeper than the mapping entries above it (column 1)",
            at: 2, 3),
        ErrorCase(
            "line without a colon", "a: 1\nb\n",
            "expected a 'key: value' entry like the ones above it",
            at: 2, 1),
        ErrorCase(
            "mapping entry after sequence items", "- a\nb: c\n",
            "expected a '- ' entry like the ones above it",
            at: 2, 1),
        ErrorCase(
            "sequence item after mapping entries", "a: 1\n- b\n",
            "expected a 'key: value' entry like the ones above it",
            at: 2, 1),
        ErrorCase(
            "continuation after a comment line", "a: x\n# c\n  y\n",
            "bad indentation: this line is indented deeper than the mapping entries above it (column 1)",
            at: 3, 3),
        ErrorCase(
            "plain continuation holding a key", "key:\n  word1 word2\n  no: key\n",
            "bad indentation: this line is indented deeper than the mapping entries above it (column 1)",
            at: 3, 3),
        ErrorCase(
            "unterminated double quotes", "a: \"abc\n",
            "unterminated double-quoted scalar; add the closing '\"'",
            at: 1, 4),
        ErrorCase(
            "unterminated single quotes", "a: 'abc",
            "unterminated single-quoted scalar; add the closing \"'\"",
            at: 1, 4),
        ErrorCase(
            "quoted continuation not indented", "a: \"abc\nb: 1\n",
            "bad indentation: a line inside the double-quoted scalar opened at 1:4 must be indented by at least 1 space; is the closing '\"' missing?",
            at: 2, 1),
        ErrorCase(
            "document marker inside quotes", "a: 'x\n---\n'\n",
            "unterminated single-quoted scalar; add the closing \"'\"",
            at: 1, 4),
        ErrorCase(
            "unterminated flow sequence", "a: [1, 2\n",
            "unterminated flow sequence; add the closing ']'",
            at: 1, 4),
        ErrorCase(
            "unterminated flow mapping", "{a: 1",
            "unterminated flow mapping; add the closing '}'",
            at: 1, 1),
        ErrorCase(
            "flow continuation not indented", "a: [1,\n2]\n",
            "bad indentation: a line inside the flow sequence opened at 1:4 must be indented by at least 1 space; is the closing ']' missing?",
            at: 2, 1),
        ErrorCase(
            "closing bracket not indented", "a: [\n  1\n]\n",
            "bad indentation: a line inside the flow sequence opened at 1:4 must be indented by at least 1 space; is the closing ']' missing?",
            at: 3, 1),
        ErrorCase(
            "anchor", "a: &x 1\n",
            "anchors ('&') are not supported",
            at: 1, 4),
        ErrorCase(
            "alias", "a: *x\n",
            "aliases ('*') are not supported",
            at: 1, 4),
        ErrorCase(
            "tag", "a: !str 1\n",
            "tags ('!') are not supported; quote the value if '!' is part of it",
            at: 1, 4),
        ErrorCase(
            "complex key", "? a\n: b\n",
            "complex mapping keys ('? ') are not supported",
            at: 1, 1),
        ErrorCase(
            "complex key in a flow mapping", "{? a: b}\n",
            "complex mapping keys ('? ') are not supported",
            at: 1, 2),
        ErrorCase(
            "flow collection as a key", "[a]: b\n",
            "complex mapping keys are not supported; a key must be a scalar",
            at: 1, 1),
        ErrorCase(
            "directive", "%YAML 1.2\n---\na: 1\n",
            "directives ('%YAML', '%TAG') are not supported",
            at: 1, 1),
        ErrorCase(
            "second document", "a: 1\n---\nb: 2\n",
            "a second document is not supported; a file holds one YAML document",
            at: 2, 1),
        ErrorCase(
            "document after the end marker", "a: 1\n...\nb: 2\n",
            "a second document is not supported; a file holds one YAML document",
            at: 3, 1),
        ErrorCase(
            "text after the end marker", "a: 1\n... x\n",
            "unexpected text after the document end marker '...'",
            at: 2, 5),
        ErrorCase(
            "nesting deeper than the limit", String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
            "collections nested deeper than 64 levels are not supported",
            at: 1, 65),
        ErrorCase(
            "mapping on a key's line", "a: b: c\n",
            "a block mapping cannot start on the same line as its key; move it to the next line, or quote the value if ': ' is part of it",
            at: 1, 5),
        ErrorCase(
            "sequence on a key's line", "a: - b\n",
            "a block sequence cannot start on the same line as its key; move it to the next line",
            at: 1, 4),
        ErrorCase(
            "mapping on the document start line", "--- a: b\n",
            "a block mapping cannot start on the same line as '---'; move it to the next line, or quote the value if ': ' is part of it",
            at: 1, 6),
        ErrorCase(
            "multi-line key", "\"a\n b\": 1\n",
            "a mapping key must fit on one line",
            at: 1, 1),
        ErrorCase(
            "unknown escape", "a: \"\\q\"\n",
            "unknown escape sequence '\\q'",
            at: 1, 5),
        ErrorCase(
            "short hex escape", "a: \"\\x4\"\n",
            "'\\x' must be followed by 2 hexadecimal digits",
            at: 1, 5),
        ErrorCase(
            "lone surrogate", "a: \"\\uD800\"\n",
            "escape sequence '\\uD800' is not a valid Unicode scalar",
            at: 1, 5),
        ErrorCase(
            "invalid block scalar header", "a: |x\n  b\n",
            "invalid block scalar header: after '|' or '>' only an indentation digit (1-9), '-' or '+', and a comment may follow",
            at: 1, 5),
        ErrorCase(
            "indentation indicator 0", "a: |0\n  b\n",
            "invalid block scalar header: after '|' or '>' only an indentation digit (1-9), '-' or '+', and a comment may follow",
            at: 1, 5),
        ErrorCase(
            "header comment without a space", "a: >#c\n  b\n",
            "invalid block scalar header: after '|' or '>' only an indentation digit (1-9), '-' or '+', and a comment may follow",
            at: 1, 5),
        ErrorCase(
            "leading empty line deeper than the text", "a: |\n    \n  b\n",
            "a leading empty line of a block scalar must not have more spaces than its first line of text",
            at: 2, 3),
        ErrorCase(
            "comment without a space", "a: \"b\"#c\n",
            "a comment needs a space before '#'",
            at: 1, 7),
        ErrorCase(
            "text after a quoted value", "a: \"b\" c\n",
            "unexpected text after the value",
            at: 1, 8),
        ErrorCase(
            "colon without a space after a quoted key", "\"a\":b\n",
            "a ':' after a key must be followed by a space",
            at: 1, 4),
        ErrorCase(
            "pair inside a flow sequence", "[a: b]\n",
            "'key: value' pairs directly inside a flow sequence are not supported; write them as {key: value}",
            at: 1, 3),
        ErrorCase(
            "flow key without a space after the colon", "{name:bviper}\n",
            "expected ':' after the key 'name:bviper'; a ':' between a key and its value needs a space after it",
            at: 1, 13),
        ErrorCase(
            "flow mapping missing a comma", "{a: 1 b: 2}\n",
            "expected ',' or '}' after a flow mapping entry",
            at: 1, 8),
        ErrorCase(
            "flow sequence missing a comma", "[\"a\" \"b\"]\n",
            "expected ',' or ']' after a flow sequence entry",
            at: 1, 6),
        ErrorCase(
            "empty flow entry", "[a, , b]\n",
            "expected a value before ','",
            at: 1, 5),
        ErrorCase(
            "text after a flow collection", "[a] b\n",
            "unexpected text after the value",
            at: 1, 5),
        ErrorCase(
            "block scalar inside a flow collection", "[|]\n",
            "block scalars ('|', '>') are not allowed inside flow collections",
            at: 1, 2),
        ErrorCase(
            "block sequence inside a flow collection", "[- a]\n",
            "block sequence entries ('- ') are not allowed inside flow collections",
            at: 1, 2),
        ErrorCase(
            "reserved indicator", "a: @x\n",
            "'@' cannot start a plain scalar; quote the value",
            at: 1, 4),
        ErrorCase(
            "missing key", ": x\n",
            "a mapping key is missing before ':'",
            at: 1, 1),
        ErrorCase(
            "content after the root", "[a]\nb\n",
            "unexpected content after the document's root node; check its indentation",
            at: 2, 1),
        ErrorCase(
            "control character", "a: b\u{7}\n",
            "control character U+0007 is not allowed in YAML; write it as \"\\x07\" in a double-quoted scalar",
            at: 1, 5),
        ErrorCase(
            "CRLF lines", "a: 1\r\n\tb: 2\r\n",
            tabs,
            at: 2, 1),
        ErrorCase(
            "columns count Unicode scalars", "ключ: &x 1\n",
            "anchors ('&') are not supported",
            at: 1, 7),
        ErrorCase(
            "byte order mark", "\u{FEFF}a: &x\n",
            "anchors ('&') are not supported",
            at: 1, 4),
    ]

    @Test("every document outside the subset is an error with a message, line and column", arguments: errors)
    func error(_ testCase: ErrorCase) throws {
        let error = try #require(parseError(testCase.yaml))
        #expect(error.message == testCase.message)
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
        #expect(error.file == "test.yml")
    }

    @Test("the depth limit is an option")
    func depthOption() throws {
        let options = YAMLParser.Options(maxDepth: 2)
        #expect(throws: Never.self) { try parse("a:\n  b: 1\n", options: options) }
        let error = try #require(parseError("a:\n  b:\n    c: 1\n", options: options))
        #expect(error.message == "collections nested deeper than 2 levels are not supported")
        #expect(error.mark == YAMLMark(line: 3, column: 5))
    }

    @Test("the size limit is an option, checked before parsing")
    func sizeOption() throws {
        let error = try #require(parseError("a: 1234567890\n", options: YAMLParser.Options(maxInputBytes: 10)))
        #expect(error.message == "the document is 14 bytes long, more than the limit of 10 bytes")
        #expect(error.mark == YAMLMark(line: 1, column: 1))
        #expect(
            error.description == "test.yml:1:1: error: the document is 14 bytes long, more than the limit of 10 bytes")
        let large = String(repeating: "# filler\n", count: 120_000)
        #expect(parseError(large)?.message.hasPrefix("the document is 1080000 bytes long") == true)
    }

    @Test("the description is a compiler-style diagnostic that keeps the line's tabs")
    func description() throws {
        let error = try #require(parseError("company: X\n\tprefix: AD\n"))
        #expect(
            error.description == """
                test.yml:2:1: error: tab characters are not allowed in indentation; indent with spaces
                \tprefix: AD
                ^
                """)
        let afterTab = try #require(parseError("a: [1,\t&x]\n"))
        #expect(afterTab.description == "test.yml:1:8: error: anchors ('&') are not supported\na: [1,\t&x]\n      \t^")
    }

    @Test("the caret counts Unicode scalars, not bytes")
    func caretAfterNonASCII() throws {
        let error = try #require(parseError("ключ: &x 1\n"))
        #expect(error.description.hasSuffix("ключ: &x 1\n      ^"))
    }

    @Test("a very long line is cut to a window around the column")
    func longLine() throws {
        let line =
            "k: [" + String(repeating: "item, ", count: 100) + "&x, " + String(repeating: "more, ", count: 100) + "]"
        let error = try #require(parseError(line))
        #expect(error.sourceLine == line)
        let shown = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shown.count == 3)
        #expect(shown[1].hasPrefix("...") && shown[1].hasSuffix("..."))
        #expect(shown[1].count < 200)
        let caretOffset = shown[2].count - 1
        #expect(Array(shown[1])[caretOffset] == "&")
    }

    @Test("callers make diagnostics for nodes they reject")
    func callerDiagnostic() throws {
        let text = "name: viper\r\nsumary: Modules\r\n"
        let root = try YAMLParser.parse(text, file: "viper.rambaspec")
        let mark = try #require(root.pairs?[1].keyMark)
        let error = YAMLError(
            "unknown key 'sumary'; did you mean 'summary'?", at: mark, in: text, file: "viper.rambaspec")
        #expect(
            error.description == """
                viper.rambaspec:2:1: error: unknown key 'sumary'; did you mean 'summary'?
                sumary: Modules
                ^
                """)
    }

    @Test("an error at the end of a line puts the caret past its last character")
    func caretPastTheEnd() {
        let atEnd = YAMLError(file: "f", mark: YAMLMark(line: 1, column: 4), message: "m", sourceLine: "ab")
        #expect(atEnd.description == "f:1:4: error: m\nab\n   ^")
    }
}
