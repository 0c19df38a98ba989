import Testing

@testable import Liquid

/// The parser: blocks and their end tags, each tag's arguments, and the slots it numbers for the renderer.
@Suite("Parser")
struct ParserTests {
    @Test func numbersEachFilterAndFixedPathOnce() throws {
        let template = try Template(
            "{{ a.b }}{{ a.b | upcase }}{{ a[0] }}{{ a['b'] }}{{ a[i] }}{{ x | upcase | downcase | upcase }}")
        #expect(template.filterNames == ["upcase", "downcase"])
        // a.b, a[0], a["b"], i and x: `a[i]` has a computed subscript, so it has no slot of its own.
        #expect(template.pathCount == 5)
    }

    @Test func commentsLeaveNoNodeAndRawLeavesItsText() throws {
        #expect(try Template("a{% comment %}x{% endcomment %}b{% # note %}").nodes.count == 2)
        let raw = try Template("{% raw %}{{ x }}{% endraw %}")
        #expect(raw.nodes.count == 1)
        guard case .text(let range) = raw.nodes[0] else {
            Issue.record("raw is text")
            return
        }
        #expect(raw.source[range] == "{{ x }}")
    }

    static let cases: [RenderCase] = [
        // Text between `case` and the first `when` is ignored; `when` takes values joined by `,` or `or`.
        RenderCase(
            template: "{% case n %}ignored{% when 1 or 2 %}low{% when 3, 4 %}high{% else %}other{% endcase %}",
            variables: ["n": 2], expected: "low"),
        RenderCase(
            template: "{% case n %}{% when 1 or 2 %}low{% when 3, 4 %}high{% else %}other{% endcase %}",
            variables: ["n": 4], expected: "high"),
        // `for` parameters in any order, with or without commas.
        RenderCase(template: "{% for i in (1..5) limit: 2, offset: 1 reversed %}{{ i }}{% endfor %}", expected: "32"),
        RenderCase(template: "{% for i in (1..5) reversed offset: 3 %}{{ i }}{% endfor %}", expected: "54"),
        // A named cycle keeps its own position; unnamed ones share it by their values.
        RenderCase(
            template: "{% cycle 'g': 'a', 'b' %}{% cycle 'g': 'a', 'b' %}{% cycle 'a', 'b' %}{% cycle 'a', 'b' %}",
            expected: "abab"),
        // `elsif` branches and `else` after them.
        RenderCase(
            template: "{% if n == 1 %}a{% elsif n == 2 %}b{% elsif n == 3 %}c{% else %}d{% endif %}",
            variables: ["n": 3], expected: "c"),
    ]

    @Test(arguments: cases)
    func renders(_ test: RenderCase) throws {
        let template = try Template(test.template, name: "case.liquid")
        #expect(try template.render(data.merging(test.variables) { $1 }) == test.expected)
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            template: "a\n  {% if x %}\nno end", kind: .syntax,
            message: "'if' is never closed; add {% endif %}", line: 2, column: 3),
        ErrorCase(
            template: "{% for i in x %}{% if y %}{% endfor %}", kind: .syntax,
            message: "unexpected 'endfor': 'if' from line 1 is still open; add {% endif %} first", line: 1,
            column: 27),
        ErrorCase(
            template: "ok\n{% endif %}", kind: .syntax,
            message: "'endif' has no matching opening tag", line: 2, column: 1),
        ErrorCase(
            template: "{% fi x %}", kind: .syntax, message: "unknown tag 'fi'; did you mean 'if'?",
            line: 1, column: 1),
        ErrorCase(
            template: "{% for x items %}{% endfor %}", kind: .syntax,
            message: "expected 'in' after the loop variable, as in {% for item in items %}", line: 1, column: 10),
        ErrorCase(
            template: "{% for i in x step: 2 %}{% endfor %}", kind: .syntax,
            message: "unknown 'for' parameter 'step'; use 'limit:', 'offset:' or 'reversed'", line: 1, column: 15),
        ErrorCase(
            template: "{% assign = 1 %}", kind: .syntax,
            message: "expected a variable name, as in {% assign name = value %}", line: 1, column: 11),
        ErrorCase(
            template: "{% capture %}{% endcapture %}", kind: .syntax,
            message: "expected a variable name, as in {% capture name %}", line: 1, column: 11),
        ErrorCase(
            template: "{% include 'p' x %}", kind: .syntax, message: "expected ':' after 'x'", line: 1, column: 18),
        ErrorCase(
            template: "{{ | upcase }}", kind: .syntax, message: "unexpected '|'; expected a value", line: 1, column: 4),
        ErrorCase(
            template: "{% assign foo? = 1 %}", kind: .syntax,
            message: "expected '=' after the variable name, as in {% assign name = value %}", line: 1, column: 14),
        ErrorCase(
            template: "{% render name %}", kind: .syntax,
            message: "expected the partial's name in quotes, as in {% render 'name' %}", line: 1, column: 11),
        ErrorCase(
            template: "{% raw x %}{% endraw %}", kind: .syntax, message: "'raw' takes nothing after its name",
            line: 1, column: 1),
        ErrorCase(
            template: "{% case x %}{% else y %}{% endcase %}", kind: .syntax,
            message: "'else' in 'case' takes nothing after it", line: 1, column: 13),
        ErrorCase(
            template: "{% tablerow i in x step: 2 %}{% endtablerow %}", kind: .syntax,
            message: "unknown 'tablerow' parameter 'step'; use 'cols:', 'limit:' or 'offset:'", line: 1, column: 20),
        ErrorCase(
            template: "{% liquid\n  if true\n%}", kind: .syntax,
            message: "'if' is never closed; add a line 'endif' before the end of the 'liquid' tag", line: 2, column: 3),
        ErrorCase(
            template: "{% if true %}{% liquid endif %}{% endif %}", kind: .syntax,
            message: "'endif' cannot close a block opened outside this 'liquid' tag", line: 1, column: 24),
    ]

    @Test(arguments: errors)
    func reportsErrors(_ test: ErrorCase) {
        test.expectReported()
    }
}
