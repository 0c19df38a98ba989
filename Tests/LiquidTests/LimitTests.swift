import Testing

@testable import Liquid

/// Hostile templates: each limit ends a runaway parse or render with an error at a place in the template, instead
/// of a crash, a hang or exhausted memory.
@Suite("Liquid limits")
struct LimitTests {
    /// The error rendering `template` throws, with low limits so that every case is quick.
    static func renderError(
        _ template: String, mode: Environment.Mode = .lax, variables: [String: Value] = [:],
        configure: (inout Environment.Limits) -> Void = { _ in },
        loadPartial: @escaping Environment.PartialLoader = { _ in nil }
    ) -> TemplateError? {
        var limits = Environment.Limits()
        configure(&limits)
        let environment = Environment(mode: mode, limits: limits, loadPartial: loadPartial)
        return #expect(throws: TemplateError.self) {
            try Template(template, name: "hostile.liquid").render(variables, in: environment)
        }
    }

    /// The 1-based column of the first `needle` in a one-line template.
    static func column(of needle: String, in template: String) -> Int {
        template.distance(from: template.startIndex, to: template.firstRange(of: needle)!.lowerBound) + 1
    }

    // MARK: - Nesting

    @Test func blocksNestAtMostFiftyDeep() throws {
        let fine = String(repeating: "{% if a %}", count: 50) + "x" + String(repeating: "{% endif %}", count: 50)
        #expect(try Template(fine).render(["a": true]) == "x")

        let error = #expect(throws: TemplateError.self) {
            try Template(String(repeating: "{% if a %}", count: 51) + String(repeating: "{% endif %}", count: 51))
        }
        #expect(error?.kind == .syntax)
        #expect(error?.message == "blocks nest more than 50 deep; move the inner ones into a partial")
        #expect(error?.line == 1)
        #expect(error?.column == 501)
    }

    /// Before the limit, each of these overflowed the stack (found by reading the parser; the fuzzer's inputs are
    /// too short to nest this deep).
    @Test(arguments: [
        (String(repeating: "{% for i in a %}", count: 20_000), 801),
        ("{% capture c %}" + String(repeating: "{% if a %}{% unless b %}", count: 10_000), 602),
        ("{{ " + String(repeating: "(", count: 20_000) + " }}", 54),
        ("{{ a" + String(repeating: "[a", count: 20_000) + " }}", 105),
        ("{% if " + String(repeating: "x[", count: 20_000) + " %}", 108),
    ])
    func deepNestingIsAnErrorNotAStackOverflow(template: String, column: Int) throws {
        let error = #expect(throws: TemplateError.self) { try Template(template) }
        #expect(error?.kind == .syntax)
        #expect(error?.line == 1)
        #expect(error?.column == column)
        #expect(error?.message.contains("nest more than 50 deep") == true)
    }

    /// `body` inside `count` nested `if` blocks.
    static func nested(_ count: Int, around body: String) -> String {
        String(repeating: "{% if true %}", count: count) + body + String(repeating: "{% endif %}", count: count)
    }

    /// Blocks in each of 32 nested partials would otherwise recurse 32 times deeper than one template can.
    @Test func blocksAndPartialsTogetherNestAtMostFiftyDeep() throws {
        let main = Self.nested(45, around: "{% include 'p' %}")
        func environment(ifsInPartial: Int) -> Environment {
            let partial = Self.nested(ifsInPartial, around: "\n {% include 'q' %}")
            return Environment(loadPartial: { (name) throws(TemplateError) in
                name == "p" ? try Template(partial, name: "p.liquid") : try Template("q", name: "q.liquid")
            })
        }
        #expect(try Template(main).render([:], in: environment(ifsInPartial: 3)) == "\n q")

        let error = #expect(throws: TemplateError.self) {
            try Template(main).render([:], in: environment(ifsInPartial: 4))
        }
        #expect(error?.kind == .limit)
        #expect(error?.message == "blocks and partials nest more than 50 deep; include 'q' from fewer enclosing blocks")
        #expect(error?.templateName == "p.liquid")
        #expect(error?.line == 2)
        #expect(error?.column == 2)
    }

    @Test func conditionsOfAnyLengthNeitherRecurseNorChangeMeaning() throws {
        let long = "{% if a" + String(repeating: " and a", count: 100_000) + " or b %}yes{% else %}no{% endif %}"
        #expect(try Template(long).render(["a": true, "b": false]) == "yes")
        #expect(try Template(long).render(["a": false, "b": true]) == "no", "a and (... or b): false at once")

        // Liquid groups `and`/`or` to the right, without precedence.
        let cases: [(String, String)] = [
            ("{% if true or false and false %}y{% endif %}", "y"),
            ("{% if false and true or true %}y{% else %}n{% endif %}", "n"),
            ("{% if false or false or true %}y{% endif %}", "y"),
            ("{% unless false or true and false %}y{% else %}n{% endunless %}", "y"),
            ("{% if 1 == 1 and 2 > 1 or x %}y{% endif %}", "y"),
        ]
        for (template, expected) in cases {
            #expect(try Template(template).render([:]) == expected, "\(template)")
        }
        // Later clauses are not evaluated once the result is known, so strict mode does not see them.
        let strict = Environment(mode: .strict)
        #expect(try Template("{% if true or missing %}y{% endif %}").render([:], in: strict) == "y")
        #expect(try Template("{% if false and missing %}y{% else %}n{% endif %}").render([:], in: strict) == "n")
    }

    // MARK: - Iterations

    @Test func aHugeRangeIsAnErrorAnywhere() throws {
        let loop = Self.renderError("{% for i in (1..1000000000) %}{% endfor %}")
        #expect(
            loop?.message == "loops ran more than 1000000 iterations; narrow the loop with 'limit:' or a smaller range")
        // A range is walked, never made into an array, until a filter lists its items: then its size counts.
        #expect(
            try Template("{% assign r = (1..1000000000) %}{{ r.last }}{{ r.size }}").render([:])
                == "10000000001000000000")
        let join = Self.renderError("{% assign r = (1..1000000000) %}{{ r | join }}")
        #expect(join?.kind == .limit)
        #expect(join?.message.hasPrefix("rendering processed more than") == true)
        #expect(join?.column == 40)
    }

    @Test func partialRendersCountAsIterations() throws {
        // A partial that includes itself twice, 20 deep, stays within the depth limits: 2^20 renders, no loop.
        let tree =
            "{% assign d = d | plus: 1 %}{% if d < 20 %}{% include 'tree' %}{% include 'tree' %}{% endif %}"
            + "{% assign d = d | minus: 1 %}"
        let error = Self.renderError(
            tree, configure: { $0.loopIterations = 10_000 },
            loadPartial: { (name) throws(TemplateError) in try Template(tree, name: name + ".liquid") })
        #expect(error?.kind == .limit)
        #expect(error?.message == "loops and partials ran more than 10000 iterations; 'tree' is rendered too often")
        #expect(error?.templateName == "tree.liquid")
        #expect(error?.line == 1)

        let items = Value.array((1...2_000).map { .int($0) })
        let each = Self.renderError(
            "{% include 'item' for items %}", variables: ["items": items], configure: { $0.loopIterations = 1_000 },
            loadPartial: { (name) throws(TemplateError) in try Template("", name: name) })
        #expect(each?.message == "loops and partials ran more than 1000 iterations; 'item' is rendered too often")
        #expect(each?.column == 1)
    }

    // MARK: - Memory

    @Test func aValueCannotGrowPastTheOutputLimit() throws {
        let doubling = "{% assign x = 'ab' %}{% for i in (1..40) %}{% assign x = x | append: x %}{% endfor %}"
        let error = Self.renderError(doubling, configure: { $0.outputBytes = 1_000 })
        #expect(error?.kind == .limit)
        #expect(error?.message == "filter 'append' made a value larger than 1000 bytes")
        #expect(error?.column == Self.column(of: "append", in: doubling))

        let captured =
            "{% assign x = 'ab' %}{% for i in (1..40) %}{% capture x %}{{ x }}{{ x }}{% endcapture %}{% endfor %}"
        let capture = Self.renderError(captured, configure: { $0.outputBytes = 1_000 })
        #expect(capture?.message == "output is larger than 1000 bytes")

        let split = Self.renderError(
            "{{ text | split: '' | size }}", variables: ["text": .string(String(repeating: "a", count: 100))],
            configure: { $0.outputBytes = 1_000 })
        #expect(split?.message == "filter 'split' made a value larger than 1000 bytes", "16 bytes for each item")
    }

    /// Some filters make a result far larger than their input; they stop at the output limit while they work.
    @Test(arguments: [
        ("{{ 'abcdefghij' | replace: '', '0123456789' }}", "replace"),
        ("{{ 'aaaaaaaaaa' | replace: 'a', '0123456789' }}", "replace"),
        ("{{ (1..20) | join: '0123456789' }}", "join"),
    ])
    func amplifyingFiltersStopAtTheOutputLimit(template: String, filter: String) throws {
        let error = Self.renderError(template, configure: { $0.outputBytes = 50 })
        #expect(error?.kind == .filter)
        #expect(error?.message == "filter '\(filter)': the result would be larger than 50 bytes")
        #expect(error?.column == Self.column(of: filter, in: template))
        // Within the limit they work as before.
        #expect(try Template(template).render([:]).utf8.count > 50)
    }

    // MARK: - Time

    @Test(arguments: [
        "{% for i in (1..100000) %}{{ text | upcase | size }}{% endfor %}",
        "{% for i in (1..100000) %}{% if text contains 'z' %}{% endif %}{% endfor %}",
        "{% for i in (1..100000) %}{% if text == other %}{% endif %}{% endfor %}",
        "{% for i in (1..100000) %}{{ text.size }}{% endfor %}",
        "{% for i in (1..100000) %}{% capture c %}{{ text }}{% endcapture %}{% endfor %}",
        "{% for i in (1..100000) %}{% assign r = (1..1000) %}{% endfor %}",
    ])
    func workWithoutOutputIsBounded(template: String) throws {
        let text = Value.string(String(repeating: "abcdefghij", count: 1_000))
        let error = Self.renderError(
            template, variables: ["text": text, "other": text], configure: { $0.processedBytes = 1_000_000 })
        #expect(error?.kind == .limit)
        #expect(
            error?.message
                == "rendering processed more than 1000000 bytes; a loop probably repeats work on a large value")
        #expect(error?.line == 1)
    }

    /// Loop and partial scopes compare names one by one while they are small; thousands of arguments would make
    /// every lookup below them that slow, so large scopes are hashed.
    @Test func aPartialWithThousandsOfArgumentsFindsThemAll() throws {
        let arguments = (0..<5_000).map { "a\($0): \($0)" }.joined(separator: ", ")
        let environment = Environment(loadPartial: { (name) throws(TemplateError) in
            try Template("{{ a4999 }}{% for i in (1..3) %}-{{ a0 }}{{ i }}{% endfor %}", name: name)
        })
        let template = try Template("{% include 'p', \(arguments) %}|{% render 'p', \(arguments) %}")
        #expect(try template.render([:], in: environment) == "4999-01-02-03|4999-01-02-03")
    }

    @Test func ordinaryTemplatesStayFarWithinTheDefaultLimits() throws {
        let environment = Environment(
            mode: .strict,
            loadPartial: { (name) throws(TemplateError) in
                try Template("// {{ module_info.name }} \(name)\n")
            })
        let loop =
            "{% include 'header' %}{% for i in (1..10000) %}{{ forloop.index | plus: i | append: ',' }}{% endfor %}"
        #expect(try Template(loop).render(["module_info": ["name": "AgentDetail"]], in: environment).count > 10_000)
    }

    // MARK: - Messages

    @Test func aLongLineIsShownAsAWindowAroundTheColumn() throws {
        let error = #expect(throws: TemplateError.self) {
            try Template(
                String(repeating: "x", count: 10_000) + "{% endif %}" + String(repeating: "y", count: 10_000),
                name: "long.liquid")
        }
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "long.liquid:1:10001: error: 'endif' has no matching opening tag")
        #expect(lines.count == 3)
        #expect(
            lines[1] == "..." + String(repeating: "x", count: 60) + "{% endif %}" + String(repeating: "y", count: 89)
                + "...")
        #expect(lines[2] == String(repeating: " ", count: 63) + "^")
    }

    @Test func namesFromTheTemplateAreShortenedInMessages() throws {
        let long = String(repeating: "a", count: 5_000)
        let tag = #expect(throws: TemplateError.self) { try Template("{% \(long) %}") }
        #expect(tag?.message == "unknown tag '\(String(repeating: "a", count: 40))...'")

        // No suggestion is looked for between long names: that would take quadratic time.
        let other = String(repeating: "b", count: 5_000)
        let variable = Self.renderError("{% assign \(long) = 1 %}{{ \(long)b }}{{ \(other) }}", mode: .strict)
        #expect(variable?.message == "undefined variable '\(String(repeating: "a", count: 40))...'")
    }

    @Test func aPartialThatCannotBeReadIsReportedAtItsTag() throws {
        let error = Self.renderError(
            "line\n  {% render 'header' %}",
            loadPartial: { (_) throws(TemplateError) in
                throw TemplateError(unreadablePartial: "snippets/header.liquid:1:3: the file is not UTF-8 text")
            })
        #expect(error?.kind == .partial)
        #expect(error?.message == "partial 'header': snippets/header.liquid:1:3: the file is not UTF-8 text")
        #expect(error?.templateName == "hostile.liquid")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
    }
}
