import Testing

@testable import Liquid

/// The lexer: the split into text, outputs and tags, white-space control, and the bodies of `raw` and `comment`,
/// which it reads itself.
@Suite("Lexer")
struct LexerTests {
    /// The tokens of `text`, each written as its kind and its content: `text(...)`, `output(...)` or
    /// `tag(name:markup)`.
    static func tokens(of text: String) throws -> [String] {
        let source = SourceText(name: "lexed.liquid", text: text)
        return try Lexer(source: source).tokenize().map { token in
            let content = source[token.content]
            switch token.kind {
            case .text: return "text(\(content))"
            case .output: return "output(\(content))"
            case .tag(let name): return "tag(\(name):\(content))"
            }
        }
    }

    @Test func splitsTextOutputsAndTags() throws {
        #expect(
            try Self.tokens(of: "a{{ b }}c{% if d %}e{% endif %}")
                == ["text(a)", "output( b )", "text(c)", "tag(if: d )", "text(e)", "tag(endif: )"])
        // Braces and percent signs on their own are text.
        #expect(try Self.tokens(of: "{ a } % { b %}") == ["text({ a } % { b %})"])
    }

    @Test func quotesDoNotHideTheClosingDelimiter() throws {
        // As in Ruby Liquid: an unbalanced quote cannot swallow the rest of the template.
        #expect(try Self.tokens(of: "{{ \"}}\" }}") == ["output( \")", "text(\" }})"])
    }

    @Test func trimMarkersAreReadAndLeftOutOfTheMarkup() throws {
        let source = SourceText(name: "lexed.liquid", text: "{%- if x -%}{{- y }}")
        let tokens = try Lexer(source: source).tokenize()
        try #require(tokens.map(\.kind) == [.tag(name: "if"), .output])
        #expect(source[tokens[0].content] == " x ")
        #expect(tokens[0].trimsBefore && tokens[0].trimsAfter)
        #expect(source[tokens[1].content] == " y ")
        #expect(tokens[1].trimsBefore && !tokens[1].trimsAfter)
    }

    @Test func rawBodiesAreTextAndDoNotNest() throws {
        #expect(
            try Self.tokens(of: "{% raw %}{{ a }}{% if %}{% endraw %}")
                == ["tag(raw: )", "text({{ a }}{% if %})", "tag(endraw:)"])
        #expect(
            try Self.tokens(of: "{% raw %}{% raw %}{% endraw %}") == ["tag(raw: )", "text({% raw %})", "tag(endraw:)"])
    }

    @Test func commentBodiesVanishAndNest() throws {
        // The empty tag pair keeps the comment's white-space control.
        #expect(
            try Self.tokens(of: "a{% comment %}x{% comment %}y{% endcomment %}z{% endcomment %}b")
                == ["text(a)", "tag(comment: )", "tag(endcomment:)", "text(b)"])
        #expect(try Self.tokens(of: "a{% # note %}b") == ["text(a)", "tag(#: note )", "text(b)"])
    }

    @Test func bodiesAreCutAsRubyLiquidCutsThem() throws {
        // The last complete tag of a token ends a raw body, even after a half tag in the same token.
        #expect(
            try Self.tokens(of: "{% raw %} %} {% }} {{ {% endraw %}")
                == ["tag(raw: )", "text( %} {% }} {{ )", "tag(endraw:)"])
        // An output cut short by a tag ends where that tag ends: the tag inside is the end of the doc.
        #expect(try Self.tokens(of: "{% doc %}{{ x {% enddoc %}") == ["tag(doc: )", "text({{ x )", "tag(enddoc:)"])
        // In a comment, a raw body is skipped whole.
        #expect(
            try Self.tokens(of: "{% comment %}{% raw %}{% endcomment %}{% endraw %}{% endcomment %}")
                == ["tag(comment: )", "tag(endcomment:)"])
    }

    @Test func tagNamesAreLettersDigitsAndUnderscores() throws {
        #expect(try Self.tokens(of: "{%if-x%}") == ["tag(if:-x)"])
        #expect(try Self.tokens(of: "{%# a 'quote %}") == ["tag(#: a 'quote )"])
    }

    @Test func theLinesOfALiquidTagAreTags() throws {
        let text = "{% liquid\n  assign a = 1\n\n  # note\n  comment\n    x\n  endcomment\n  echo a\n%}"
        let source = SourceText(name: "lexed.liquid", text: text)
        let tag = try Lexer(source: source).tokenize()[0]
        let lines = try Lexer(source: source).liquidLines(in: tag.content).map { token in
            guard case .tag(let name) = token.kind else { return "?" }
            return "\(name):\(source[token.content])"
        }
        #expect(lines == ["assign: a = 1", "#: note", "comment:", "endcomment:", "echo: a"])
    }

    static let cases: [RenderCase] = [
        RenderCase(template: "a{% comment %} {{ not rendered }} {% if %}{% endcomment %}b", expected: "ab"),
        RenderCase(template: "{% raw %}{{ kept }} {% if %}{% endraw %}", expected: "{{ kept }} {% if %}"),
        RenderCase(template: "a{% # an inline comment %}b", expected: "ab"),
        RenderCase(template: "a \n{%- comment %}x{% endcomment -%}\n b", expected: "ab"),
    ]

    static let whitespace: [RenderCase] = [
        RenderCase(template: "a  {{- name -}}  b", expected: "aWorldb"),
        RenderCase(template: "<\n  {%- if yes -%}\n  x\n  {%- endif -%}\n>", expected: "<x>"),
        RenderCase(template: "line\n{%- if yes %}\nkept{% endif %}", expected: "line\nkept"),
        RenderCase(template: "{% if yes %}\n  x\n{% endif %}", expected: "\n  x\n"),
        RenderCase(template: "a\r\n{{ name }}\r\n", expected: "a\r\nWorld\r\n"),
    ]

    @Test(arguments: cases + whitespace)
    func renders(_ test: RenderCase) throws {
        let template = try Template(test.template, name: "case.liquid")
        #expect(try template.render(data.merging(test.variables) { $1 }) == test.expected)
    }

    @Test func lineEndingsAndAByteOrderMarkAreKeptAsWritten() throws {
        // The engine copies text as it is: CRLF stays CRLF. Dropping a file's byte order mark is the reader's job.
        #expect(try Template("a\r\n{% if x %}b\r\n{% endif %}c\r\n").render(["x": true]) == "a\r\nb\r\nc\r\n")
        #expect(try Template("a\r\n{%- if x -%}\r\nb\r\n{%- endif -%}\r\nc").render(["x": true]) == "abc")
        let error = #expect(throws: TemplateError.self) { try Template("ok\r\n{% endfor %}\r\n") }
        #expect(error?.line == 2)
        #expect(error?.sourceLine == "{% endfor %}")
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            template: "x {{ name ", kind: .syntax, message: "'{{' is never closed; add '}}'",
            line: 1, column: 3),
        ErrorCase(
            template: "ab {% if", kind: .syntax, message: "'{%' is never closed; add '%}'", line: 1, column: 4),
        ErrorCase(
            template: "\n {%  %}", kind: .syntax, message: "a tag needs a name, as in '{% if condition %}'",
            line: 2, column: 2),
        ErrorCase(
            template: "{% if a %}\n{% raw %}", kind: .syntax, message: "'raw' is never closed; add {% endraw %}",
            line: 2, column: 1),
        ErrorCase(
            template: "{% comment %}{% comment %}{% endcomment %}", kind: .syntax,
            message: "'comment' is never closed; add {% endcomment %}", line: 1, column: 1),
        ErrorCase(
            template: "{% doc %}\n{% doc %}{% enddoc %}", kind: .syntax, message: "'doc' cannot be nested in 'doc'",
            line: 2, column: 1),
        ErrorCase(
            template: "x\n{%- # one\n  two %}", kind: .syntax,
            message: "every line of an inline comment must start with '#'", line: 3, column: 3),
        ErrorCase(
            template: "{% liquid\n  echo 1\n  {{ x }}\n%}", kind: .syntax,
            message: "unknown tag '{{ x }}' in 'liquid': each line is a tag without delimiters", line: 3, column: 3),
        ErrorCase(
            template: "{% liquid\n  raw\n%}", kind: .syntax,
            message: "'raw' is never closed; 'raw' cannot be used inside 'liquid'", line: 2, column: 3),
    ]

    @Test(arguments: errors)
    func reportsErrors(_ test: ErrorCase) {
        test.expectReported()
    }
}
