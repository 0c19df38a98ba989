import Testing

@testable import Liquid

/// The markup inside `{{ }}` and tags: its scanner, and the expressions, filter chains and conditions parsed
/// from it.
@Suite("Markup parser")
struct MarkupParserTests {
    /// A parser of `markup`, which is the whole template here.
    static func parser(_ markup: String) throws -> MarkupParser {
        let source = SourceText(name: "markup.liquid", text: markup)
        return try MarkupParser(source: source, symbols: SymbolTable(), range: 0..<source.bytes.count)
    }

    /// The items the scanner makes of `markup`, as messages name them, each with its offset.
    static func items(_ markup: String) throws -> [String] {
        var parser = try parser(markup)
        var items: [String] = []
        while !parser.isAtEnd {
            items.append("\(parser.describe(parser.current))@\(parser.current.offset)")
            _ = parser.consume(parser.current.kind)
        }
        return items
    }

    // MARK: - Scanner

    @Test func scansPathsFiltersAndLiterals() throws {
        #expect(
            try Self.items("a.b[0] | f: 'x', k: -1.5")
                == [
                    "'a'@0", "'.'@1", "'b'@2", "'['@3", "number 0@4", "']'@5", "'|'@7", "'f'@9", "':'@10",
                    "string \"x\"@12", "','@15", "'k'@17", "':'@18", "number -1.5@20",
                ])
        #expect(
            try Self.items("(1..n) \"it's\"")
                == ["'('@0", "number 1@1", "'..'@2", "'n'@4", "')'@5", "string \"it's\"@7"])
    }

    @Test func scansOperators() throws {
        #expect(
            try Self.items("== != <> < > <= >= = contains")
                == ["'=='@0", "'!='@3", "'<>'@6", "'<'@9", "'>'@11", "'<='@13", "'>='@16", "'='@19", "'contains'@21"])
        // No spaces needed around them.
        #expect(try Self.items("a<=1") == ["'a'@0", "'<='@1", "number 1@3"])
    }

    @Test func scansNames() throws {
        // Names may hold dashes and end with a question mark; any byte past ASCII counts as a letter.
        #expect(try Self.items("dark-mode a1_b? élan") == ["'dark-mode'@0", "'a1_b?'@10", "'élan'@16"])
        // White space of any kind separates items, and only that.
        #expect(try Self.items("\ta\n.\r\nb ") == ["'a'@1", "'.'@3", "'b'@6"])
    }

    @Test func aDotBetweenDigitsMakesADecimal() throws {
        #expect(
            try Self.items("1.5 2. 3..4") == [
                "number 1.5@0", "number 2@4", "'.'@5", "number 3@7", "'..'@8", "number 4@10",
            ])
    }

    // MARK: - Grammar

    @Test func parsesFilterArgumentsAndKeywords() throws {
        var parser = try Self.parser("x | default: 1, allow_false: true | upcase")
        let filtered = try parser.parseFilteredExpression()
        #expect(parser.isAtEnd)
        #expect(filtered.filters.map(\.name) == ["default", "upcase"])
        #expect(filtered.filters[0].arguments.count == 1)
        #expect(filtered.filters[0].keywords.map { $0.name } == ["allow_false"])
        #expect(filtered.filters[1].arguments.isEmpty)
    }

    @Test func readsSpecialWordsOnlyAlone() throws {
        func expression(_ markup: String) throws -> Expression {
            var parser = try Self.parser(markup)
            return try parser.parseExpression()
        }
        guard case .literal(.bool(true)) = try expression("true") else {
            Issue.record("true")
            return
        }
        guard case .literal(.nil) = try expression("null") else {
            Issue.record("null")
            return
        }
        guard case .empty = try expression("empty") else {
            Issue.record("empty")
            return
        }
        guard case .blank = try expression("blank") else {
            Issue.record("blank")
            return
        }
        // Followed by a property or a subscript, they are names like any other.
        guard case .variable(let path) = try expression("empty.size") else {
            Issue.record("empty.size")
            return
        }
        #expect(path.description == "empty.size")
        guard case .variable(let other) = try expression("true[0]") else {
            Issue.record("true[0]")
            return
        }
        #expect(other.description == "true[0]")
    }

    @Test func keepsTheClausesOfAConditionInOrder() throws {
        var parser = try Self.parser("a and b or c contains 'x'")
        let condition = try parser.parseCondition()
        #expect(parser.isAtEnd)
        guard case .test = condition.first else {
            Issue.record("the first clause is a test")
            return
        }
        #expect(condition.rest.map { $0.junction } == [.and, .or])
        guard case .comparison(_, .contains, _, let offset) = condition.rest[1].clause else {
            Issue.record("the last clause is a comparison")
            return
        }
        #expect(offset == 13)
    }

    // MARK: - Errors

    static let errors: [ErrorCase] = [
        ErrorCase(
            template: "{{ a | }}", kind: .syntax, message: "expected a filter name after '|'",
            line: 1, column: 8),
        ErrorCase(
            template: "{{ 'open }}", kind: .syntax, message: "string is never closed; add '",
            line: 1, column: 4),
        ErrorCase(
            template: "{{ \"open }}", kind: .syntax, message: "string is never closed; add \"", line: 1, column: 4),
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
        ErrorCase(template: "{{ a ! b }}", kind: .syntax, message: "unknown operator '!'", line: 1, column: 6),
        ErrorCase(template: "{{ a # b }}", kind: .syntax, message: "unexpected character '#'", line: 1, column: 6),
        ErrorCase(template: "{{ -a }}", kind: .syntax, message: "unexpected character '-'", line: 1, column: 4),
        ErrorCase(
            template: "{{ 99999999999999999999 }}", kind: .syntax,
            message: "'99999999999999999999' is too large for a number", line: 1, column: 4),
        ErrorCase(
            template: "{{ a. }}", kind: .syntax, message: "expected a property name after '.'", line: 1, column: 7),
    ]

    @Test(arguments: errors)
    func reportsErrors(_ test: ErrorCase) {
        test.expectReported()
    }
}
