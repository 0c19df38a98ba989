import Testing

@testable import YAML

@Suite("YAMLParser: scalars")
struct YAMLScalarTests {
    /// A document holding one scalar and the text it must read as.
    struct ScalarCase: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var text: String

        init(_ name: String, _ yaml: String, _ text: String) {
            self.name = name
            self.yaml = yaml
            self.text = text
        }

        var testDescription: String { name }
    }

    /// The value of the single key `v` in `yaml`.
    private func value(_ yaml: String) throws -> YAMLScalar? {
        try parse(yaml)["v"]?.scalar
    }

    static let escapes: [ScalarCase] = [
        ScalarCase("backslash", #"v: "a\\b""#, "a\\b"),
        ScalarCase("double quote", #"v: "a\"b""#, "a\"b"),
        ScalarCase("line feed", #"v: "a\nb""#, "a\nb"),
        ScalarCase("tab", #"v: "a\tb""#, "a\tb"),
        ScalarCase("literal tab after backslash", "v: \"a\\\tb\"", "a\tb"),
        ScalarCase("carriage return", #"v: "a\rb""#, "a\rb"),
        ScalarCase("null", #"v: "a\0b""#, "a\u{0}b"),
        ScalarCase("slash", #"v: "a\/b""#, "a/b"),
        ScalarCase("backspace", #"v: "a\bb""#, "a\u{8}b"),
        ScalarCase("form feed", #"v: "a\fb""#, "a\u{C}b"),
        ScalarCase("escape", #"v: "a\eb""#, "a\u{1B}b"),
        ScalarCase("bell", #"v: "a\ab""#, "a\u{7}b"),
        ScalarCase("vertical tab", #"v: "a\vb""#, "a\u{B}b"),
        ScalarCase("space", #"v: "\ a""#, " a"),
        ScalarCase("next line", #"v: "\N""#, "\u{85}"),
        ScalarCase("non-breaking space", #"v: "\_""#, "\u{A0}"),
        ScalarCase("line separator", #"v: "\L""#, "\u{2028}"),
        ScalarCase("paragraph separator", #"v: "\P""#, "\u{2029}"),
        ScalarCase("two hex digits", #"v: "\x41\x7e""#, "A~"),
        ScalarCase("four hex digits", #"v: "\u00e9\u263A""#, "é☺"),
        ScalarCase("eight hex digits", #"v: "\U0001F600""#, "😀"),
        ScalarCase("a JSON surrogate pair", #"v: "\uD83D\uDE00""#, "😀"),
    ]

    @Test("double-quoted escapes", arguments: escapes)
    func escape(_ testCase: ScalarCase) throws {
        #expect(try value(testCase.yaml) == YAMLScalar(testCase.text, style: .doubleQuoted))
    }

    static let quoted: [ScalarCase] = [
        ScalarCase("single quotes escape by doubling", "v: 'it''s'", "it's"),
        ScalarCase("backslashes are text in single quotes", #"v: 'a\nb'"#, #"a\nb"#),
        ScalarCase("a line break folds to a space", "v: \"one\n  two\"", "one two"),
        ScalarCase("empty lines fold to line feeds", "v: 'one\n\n\n  two'", "one\n\ntwo"),
        ScalarCase("blanks around a line break are dropped", "v: \"one  \n  \t two\"", "one two"),
        ScalarCase("an escaped line break joins without a space", "v: \"one \\\n    two\"", "one two"),
        ScalarCase("an escaped tab before a line break stays", "v: \"one\\t\n  two\"", "one\t two"),
        ScalarCase("a quoted scalar spanning lines in a sequence", "- 'a\n  b'\n", "a b"),
        ScalarCase("quotes keep comment characters", "v: ' # x '", " # x "),
    ]

    @Test("quoted scalars", arguments: quoted)
    func quotedScalar(_ testCase: ScalarCase) throws {
        let root = try parse(testCase.yaml)
        #expect((root["v"] ?? root.array?.first)?.scalar?.text == testCase.text)
    }

    static let blockScalars: [ScalarCase] = [
        ScalarCase("literal, clip", "v: |\n  a\n   b\n\n\nnext: x\n", "a\n b\n"),
        ScalarCase("literal, strip", "v: |-\n  a\n   b\n\n\nnext: x\n", "a\n b"),
        ScalarCase("literal, keep", "v: |+\n  a\n   b\n\n\nnext: x\n", "a\n b\n\n\n"),
        ScalarCase("folded, clip", "v: >\n  a\n  b\n\n  c\n   d\n  e\n\n", "a b\nc\n d\ne\n"),
        ScalarCase("folded, strip", "v: >-\n  a\n  b\n\n", "a b"),
        ScalarCase("folded, keep", "v: >+\n  a\n  b\n\n", "a b\n\n"),
        ScalarCase("explicit indentation", "v: |2\n    a\n   b\n", "  a\n b\n"),
        ScalarCase("indicators in either order", "v: >-1\n  a\n", " a"),
        ScalarCase("indicators in the other order", "v: >1-\n  a\n", " a"),
        ScalarCase("leading empty lines", "v: |\n\n  a\n", "\na\n"),
        ScalarCase("lines of spaces beyond the indentation are text", "v: |\n  a\n   \n  b\n", "a\n \nb\n"),
        ScalarCase("tabs after the indentation are text", "v: |\n  a\n  \tb\n", "a\n\tb\n"),
        ScalarCase("comment-like lines are text", "v: |\n  # not a comment\n", "# not a comment\n"),
        ScalarCase("a comment after the header", "v: > # folded\n  a\n", "a\n"),
        ScalarCase("empty, clip", "v: |\n\nnext: x\n", ""),
        ScalarCase("empty, keep", "v: |+\n\n\nnext: x\n", "\n\n"),
        ScalarCase("no line break at the end of input", "v: |\n  a", "a"),
        ScalarCase("CRLF line breaks become line feeds", "v: |\r\n  a\r\n  b\r\n", "a\nb\n"),
        ScalarCase("more-indented folded lines keep their breaks", "v: >\n  a\n    b\n  c\n", "a\n  b\nc\n"),
    ]

    @Test("block scalars", arguments: blockScalars)
    func blockScalar(_ testCase: ScalarCase) throws {
        let scalar = try #require(try value(testCase.yaml))
        #expect(scalar.text == testCase.text)
        #expect(scalar.style == (testCase.yaml.hasPrefix("v: |") ? .literal : .folded))
    }

    @Test("a block scalar as the document root and as a sequence item")
    func blockScalarPlacement() throws {
        #expect(try parse("--- |\nroot text\n").scalar?.text == "root text\n")
        #expect(try parse("- |\n  a\n- >-\n  b\n  c\n").rendered == #"["a\n", "b c"]"#)
    }

    /// A plain scalar and what the YAML 1.2 core schema makes of it.
    struct SchemaCase: Sendable, CustomTestStringConvertible {
        var text: String
        var isNull = false
        var bool: Bool?
        var int: Int?
        var double: Double?

        var testDescription: String { text.isEmpty ? "(empty)" : text }
    }

    static let schema: [SchemaCase] = [
        SchemaCase(text: "", isNull: true),
        SchemaCase(text: "~", isNull: true),
        SchemaCase(text: "null", isNull: true),
        SchemaCase(text: "Null", isNull: true),
        SchemaCase(text: "NULL", isNull: true),
        SchemaCase(text: "nULL"),
        SchemaCase(text: "true", bool: true),
        SchemaCase(text: "True", bool: true),
        SchemaCase(text: "TRUE", bool: true),
        SchemaCase(text: "false", bool: false),
        SchemaCase(text: "FALSE", bool: false),
        SchemaCase(text: "yes"),
        SchemaCase(text: "no"),
        SchemaCase(text: "on"),
        SchemaCase(text: "0", int: 0, double: 0),
        SchemaCase(text: "-12", int: -12, double: -12),
        SchemaCase(text: "+7", int: 7, double: 7),
        SchemaCase(text: "0o17", int: 15, double: 15),
        SchemaCase(text: "0xFF", int: 255, double: 255),
        SchemaCase(text: "0x-1"),
        SchemaCase(text: "0x"),
        SchemaCase(text: "1_000"),
        SchemaCase(text: "99999999999999999999", double: 1e20),
        SchemaCase(text: "1.5", double: 1.5),
        SchemaCase(text: ".5", double: 0.5),
        SchemaCase(text: "1.", double: 1),
        SchemaCase(text: "-2.5e-3", double: -0.0025),
        SchemaCase(text: "1E3", double: 1000),
        SchemaCase(text: ".inf", double: .infinity),
        SchemaCase(text: "-.Inf", double: -.infinity),
        SchemaCase(text: "."),
        SchemaCase(text: "1e"),
        SchemaCase(text: "nan"),
        SchemaCase(text: "infinity"),
        SchemaCase(text: "0x1p3"),
        SchemaCase(text: "1.0.0"),
    ]

    @Test("typed accessors follow the YAML 1.2 core schema", arguments: schema)
    func coreSchema(_ testCase: SchemaCase) {
        let scalar = YAMLScalar(testCase.text)
        #expect(scalar.isNull == testCase.isNull)
        #expect(scalar.bool == testCase.bool)
        #expect(scalar.int == testCase.int)
        #expect(scalar.double == testCase.double)
    }

    @Test("NaN reads as a double")
    func notANumber() {
        #expect(YAMLScalar(".nan").double?.isNaN == true)
        #expect(YAMLScalar(".NaN").double?.isNaN == true)
    }

    @Test("quoted and block scalars are always strings")
    func quotedScalarsAreStrings() throws {
        let root = try parse("a: 'true'\nb: \"12\"\nc: ''\nd: |\n  1\n")
        for key in ["a", "b", "c", "d"] {
            let node = try #require(root[key])
            #expect(node.bool == nil && node.int == nil && node.double == nil && !node.isNull, "\(key)")
            #expect(node.string != nil)
        }
    }
}
