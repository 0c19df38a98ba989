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

    /// Parses and renders the template (in `mode`), expecting this error at this place.
    func expectReported(sourceLocation: SourceLocation = #_sourceLocation) {
        let variables: [String: Value] = ["name": "World", "user": ["name": "Jane"]]
        do {
            let output = try Template(template, name: "case.liquid").render(variables, in: Environment(mode: mode))
            Issue.record("expected an error, rendered \(output.debugDescription)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == kind, sourceLocation: sourceLocation)
            #expect(error.message == message, sourceLocation: sourceLocation)
            #expect(error.line == line, sourceLocation: sourceLocation)
            #expect(error.column == column, sourceLocation: sourceLocation)
            #expect(error.templateName == "case.liquid", sourceLocation: sourceLocation)
        }
    }
}

/// Errors found while rendering, and how errors print. The errors of parsing are in LexerTests, MarkupParserTests
/// and ParserTests, by the type that finds them.
@Suite("Liquid errors")
struct TemplateErrorTests {
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
            message: "cannot compare \"World\" with 1 using '>'", line: 1, column: 12),
        ErrorCase(
            template: "{% if 1 < name %}{% endif %}", kind: .comparison,
            message: "cannot compare 1 with \"World\" using '<'", line: 1, column: 9),
        ErrorCase(
            template: "{{ 'ab' | size | map: 'x' }}", kind: .filter,
            message: "filter 'map': cannot select the property 'x'", line: 1, column: 18),
        ErrorCase(
            template: "x\n{{ 5 | where: 'a' }}", kind: .filter,
            message: "filter 'where': cannot select the property 'a'", line: 2, column: 8),
        ErrorCase(
            template: "{{ 'x' | truncate: missing }}", kind: .filter,
            message: "filter 'truncate': expected an integer, got nil", line: 1, column: 10),
        ErrorCase(
            template: "{% assign x = 1.5 %}{{ (1..x) }}", kind: .argument,
            message: "a range's ends must be integers, got 1.5", line: 1, column: 28),
        ErrorCase(
            template: "{% for i in (1..3) limit: name %}{% endfor %}", kind: .argument,
            message: "expected an integer, got \"World\"", line: 1, column: 27),
        ErrorCase(
            template: "{% include user %}", kind: .argument, message: "a partial's name must be text, got a hash",
            line: 1, column: 1),
        ErrorCase(
            template: "x {% increment name %}", kind: .argument,
            message: "cannot increment 'name', which holds \"World\"", line: 1, column: 3),
        ErrorCase(
            template: "\n{% include 'nowhere' %}", kind: .partial, message: "partial 'nowhere' not found",
            line: 2, column: 1),
        ErrorCase(
            template: "{% for i in (1..1000000000) %}{% endfor %}", kind: .limit,
            message: "loops ran more than 1000000 iterations; narrow the loop with 'limit:' or a smaller range",
            line: 1, column: 1),
    ]

    @Test(arguments: renderErrors)
    func reportsLocation(_ test: ErrorCase) {
        test.expectReported()
    }

    @Test func aMisspeltPartialSuggestsTheClosestName() throws {
        let environment = Environment(
            loadPartial: { (name) throws(TemplateError) in
                name == "header" ? try Template("//", name: "header.liquid") : nil
            },
            partialNames: { ["footer", "header"] })
        let error = #expect(throws: TemplateError.self) {
            try Template("line\n  {% include 'headr' %}", name: "main.liquid").render([:], in: environment)
        }
        #expect(error?.kind == .partial)
        #expect(error?.message == "partial 'headr' not found; did you mean 'header'?")
        #expect(error?.templateName == "main.liquid")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        // Nothing close: no suggestion.
        let far = #expect(throws: TemplateError.self) {
            try Template("{% render 'sidebar' %}", name: "main.liquid").render([:], in: environment)
        }
        #expect(far?.message == "partial 'sidebar' not found")
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
