import Testing

@testable import Liquid

/// One failing case: the error's kind, message, line and column.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    var template: String
    var mode: Environment.Mode = .lax
    var kind: TemplateError.Kind
    var message: String
    var line: Int
    var column: Int
    var testDescription: String { template }
}

@Suite("Liquid errors")
struct TemplateErrorTests {
    static let parseErrors: [ErrorCase] = [
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
            template: "x {{ name ", kind: .syntax, message: "'{{' is never closed; add '}}'",
            line: 1, column: 3),
        ErrorCase(
            template: "{% if a %}\n{% raw %}", kind: .syntax, message: "'raw' is never closed; add {% endraw %}",
            line: 2, column: 1),
        ErrorCase(
            template: "{{ a | }}", kind: .syntax, message: "expected a filter name after '|'",
            line: 1, column: 8),
        ErrorCase(
            template: "{{ 'open }}", kind: .syntax, message: "string is never closed; add '",
            line: 1, column: 4),
        ErrorCase(
            template: "{% for x items %}{% endfor %}", kind: .syntax,
            message: "expected 'in' after the loop variable, as in {% for item in items %}", line: 1, column: 10),
        ErrorCase(
            template: "{% assign = 1 %}", kind: .syntax,
            message: "expected a variable name, as in {% assign name = value %}", line: 1, column: 11),
        ErrorCase(
            template: "{{ }}", kind: .syntax, message: "'{{ }}' is empty; put a variable inside it",
            line: 1, column: 1),
        ErrorCase(template: "{{ a b }}", kind: .syntax, message: "unexpected 'b' in output", line: 1, column: 6),
        ErrorCase(
            template: "{% if a = b %}{% endif %}", kind: .syntax, message: "unexpected '=' in 'if'",
            line: 1, column: 9),
        ErrorCase(
            template: "{% for i in (1.5) %}{% endfor %}", kind: .syntax,
            message: "expected '..' in a range such as (1..5)", line: 1, column: 17),
        ErrorCase(
            template: "é{% if %}{% endif %}", kind: .syntax, message: "expected a value here",
            line: 1, column: 8),
    ]

    static let renderErrors: [ErrorCase] = [
        ErrorCase(
            template: "line\n  {{ user.nme }}", mode: .strict, kind: .undefinedVariable,
            message: "undefined variable 'user.nme'; did you mean 'name'?", line: 2, column: 6),
        ErrorCase(
            template: "{{ nmae }}", mode: .strict, kind: .undefinedVariable,
            message: "undefined variable 'nmae'; did you mean 'name'?", line: 1, column: 4),
        ErrorCase(
            template: "{% if missing %}{% endif %}", mode: .strict, kind: .undefinedVariable,
            message: "undefined variable 'missing'", line: 1, column: 7),
        ErrorCase(
            template: "{{ name | upcse }}", mode: .strict, kind: .undefinedFilter,
            message: "unknown filter 'upcse'; did you mean 'upcase'?", line: 1, column: 11),
        ErrorCase(
            template: "{{ 1 | divided_by: 0 }}", kind: .filter,
            message: "filter 'divided_by': divided by 0", line: 1, column: 8),
        ErrorCase(
            template: "{% if name > 1 %}{% endif %}", mode: .strict, kind: .comparison,
            message: "cannot compare 'World' with '1' using '>'", line: 1, column: 12),
        ErrorCase(
            template: "\n{% include 'nowhere' %}", kind: .partial, message: "partial 'nowhere' not found",
            line: 2, column: 1),
        ErrorCase(
            template: "{% for i in (1..1000000000) %}{% endfor %}", kind: .limit,
            message: "loops ran more than 1000000 iterations; narrow the loop with 'limit:' or a smaller range",
            line: 1, column: 1),
    ]

    @Test(arguments: parseErrors + renderErrors)
    func reportsLocation(_ test: ErrorCase) {
        let variables: [String: Value] = ["name": "World", "user": ["name": "Jane"]]
        do {
            let output = try Template(test.template, name: "case.liquid")
                .render(variables, in: Environment(mode: test.mode))
            Issue.record("expected an error, rendered \(output.debugDescription)")
        } catch {
            #expect(error.kind == test.kind)
            #expect(error.message == test.message)
            #expect(error.line == test.line)
            #expect(error.column == test.column)
            #expect(error.templateName == "case.liquid")
        }
    }

    @Test func selfIncludeHitsTheDepthLimit() throws {
        let environment = Environment(loadPartial: { (name) throws(TemplateError) in
            try Template("x\n  {% include 'loop' %}", name: "loop.liquid")
        })
        let error = #expect(throws: TemplateError.self) {
            try Template("{% include 'loop' %}", name: "main.liquid").render([:], in: environment)
        }
        #expect(error?.kind == .limit)
        #expect(
            error?.message
                == "partials nest more than 32 deep; 'loop' includes itself, directly or through another partial")
        #expect(error?.templateName == "loop.liquid")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
    }

    @Test func outputSizeIsBounded() throws {
        var environment = Environment()
        environment.limits.outputBytes = 1_000
        let error = #expect(throws: TemplateError.self) {
            try Template("{% for i in (1..500) %}abcdefgh{% endfor %}").render([:], in: environment)
        }
        #expect(error?.kind == .limit)
        #expect(error?.message == "output is larger than 1000 bytes")
    }

    @Test func descriptionShowsTheLineWithACaret() throws {
        let error = #expect(throws: TemplateError.self) {
            try Template("first\n\tsecond {% if x %}", name: "View.liquid")
        }
        #expect(
            error?.description == """
                View.liquid:2:9: error: 'if' is never closed; add {% endif %}
                \tsecond {% if x %}
                \t       ^
                """)
    }
}
