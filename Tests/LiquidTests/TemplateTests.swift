import Testing

@testable import Liquid

/// One render case: template, variables, expected output (Ruby Liquid's output for the same input).
struct RenderCase: CustomTestStringConvertible, Sendable {
    var template: String
    var variables: [String: Value] = [:]
    var expected: String
    var testDescription: String { template }
}

let data: [String: Value] = [
    "name": "World",
    "empty_string": "",
    "zero": 0,
    "nothing": nil,
    "no": false,
    "yes": true,
    "numbers": [1, 2, 3, 4, 5],
    "words": ["apple", "banana", "cherry"],
    "user": ["name": "Jane", "tags": ["admin", "dev"], "age": 42],
    "settings": ["dark-mode": true, "key": "value"],
    "key_name": "key",
    "price": 12.5,
]

@Suite("Liquid semantics")
struct TemplateTests {
    static let truthiness: [RenderCase] = [
        RenderCase(template: "{% if empty_string %}yes{% endif %}", expected: "yes"),
        RenderCase(template: "{% if zero %}yes{% endif %}", expected: "yes"),
        RenderCase(template: "{% if nothing %}yes{% else %}no{% endif %}", expected: "no"),
        RenderCase(template: "{% if no %}yes{% else %}no{% endif %}", expected: "no"),
        RenderCase(template: "{% if undefined %}yes{% else %}no{% endif %}", expected: "no"),
        RenderCase(template: "{% if words %}yes{% endif %}", expected: "yes"),
        RenderCase(template: "{% unless no %}shown{% endunless %}", expected: "shown"),
        RenderCase(template: "{% unless yes %}a{% elsif yes %}b{% else %}c{% endunless %}", expected: "b"),
        RenderCase(template: "{% if empty_string == empty %}empty{% endif %}", expected: "empty"),
        RenderCase(template: "{% if nothing == blank %}blank{% endif %}", expected: "blank"),
    ]

    static let lookups: [RenderCase] = [
        RenderCase(template: "{{ user.name }}", expected: "Jane"),
        RenderCase(template: "{{ user.tags[0] }}/{{ user.tags[-1] }}", expected: "admin/dev"),
        RenderCase(template: "{{ settings[\"key\"] }}", expected: "value"),
        RenderCase(template: "{{ settings[key_name] }}", expected: "value"),
        RenderCase(template: "{{ settings.dark-mode }}", expected: "true"),
        RenderCase(template: "{{ words.size }} {{ words.first }} {{ words.last }}", expected: "3 apple cherry"),
        RenderCase(template: "{{ name.size }}", expected: "5"),
        RenderCase(template: "{{ user.size }}", expected: "3"),
        RenderCase(template: "[{{ missing.deeply.nested }}]", expected: "[]"),
        RenderCase(template: "{{ numbers }}", expected: "12345"),
        RenderCase(template: "{{ price }} {{ 3 }} {{ -2.0 }} {{ true }} {{ nil }}.", expected: "12.5 3 -2.0 true ."),
    ]

    static let filters: [RenderCase] = [
        RenderCase(template: "{{ name | upcase }}", expected: "WORLD"),
        RenderCase(template: "{{ \"a-b-a\" | replace: \"a\", \"x\" }}", expected: "x-b-x"),
        RenderCase(template: "{{ \"a-b-a\" | replace_first: \"a\", \"x\" }}", expected: "x-b-a"),
        RenderCase(template: "{{ words | join: \", \" | upcase }}", expected: "APPLE, BANANA, CHERRY"),
        RenderCase(template: "{{ name | append: \"!\" | prepend: \"Hello \" }}", expected: "Hello World!"),
        RenderCase(template: "{{ nothing | default: \"fallback\" }}", expected: "fallback"),
        RenderCase(template: "{{ no | default: true, allow_false: true }}", expected: "false"),
        RenderCase(
            template: "{{ 7 | divided_by: 2 }} {{ 7.0 | divided_by: 2 }} {{ 7 | modulo: 3 }}", expected: "3 3.5 1"),
        RenderCase(template: "{{ \"3\" | plus: 2 }}", expected: "5"),
        RenderCase(
            template: "{{ \"agent detail\" | pascal_case }} {{ \"AgentDetail\" | camel_case }}",
            expected: "AgentDetail agentDetail"),
        RenderCase(
            template: "{{ \"AgentDetail\" | snake_case }} {{ \"AgentDetail\" | kebab_case }}",
            expected: "agent_detail agent-detail"),
        RenderCase(
            template: "{{ \"AgentDetail\" | lower_first }} {{ \"agent\" | upper_first }}",
            expected: "agentDetail Agent"),
        RenderCase(template: "{{ \"a,b,c\" | split: \",\" | reverse | join: \"\" }}", expected: "cba"),
        RenderCase(template: "{{ undefined | upcase }}|", expected: "|"),
        RenderCase(template: "{{ name | no_such_filter }}", expected: "World"),
    ]

    static let operators: [RenderCase] = [
        RenderCase(template: "{% if user.age > 40 and user.age <= 42 %}yes{% endif %}", expected: "yes"),
        RenderCase(
            template: "{% if name == \"World\" %}eq{% endif %}{% if name != \"x\" %}ne{% endif %}",
            expected: "eqne"),
        RenderCase(template: "{% if 1 == 1.0 %}num{% endif %}", expected: "num"),
        RenderCase(
            template: "{% if name contains \"orl\" %}s{% endif %}{% if words contains \"banana\" %}a{% endif %}",
            expected: "sa"),
        RenderCase(template: "{% if settings contains \"key\" %}h{% endif %}", expected: "h"),
        // No precedence: `and`/`or` group to the right, so this is `false and (false or true)`.
        RenderCase(template: "{% if false and false or true %}yes{% else %}no{% endif %}", expected: "no"),
        RenderCase(template: "{% if true or false and false %}yes{% else %}no{% endif %}", expected: "yes"),
        RenderCase(template: "{% if nothing < 1 %}yes{% else %}no{% endif %}", expected: "no"),
        RenderCase(template: "{% if name %}a{% elsif yes %}b{% else %}c{% endif %}", expected: "a"),
        RenderCase(template: "{% if no %}a{% elsif yes %}b{% else %}c{% endif %}", expected: "b"),
        RenderCase(
            template: "{% case name %}{% when \"x\", \"World\" %}hit{% else %}miss{% endcase %}", expected: "hit"),
        RenderCase(template: "{% case zero %}{% when 1 %}one{% when 0 %}zero{% endcase %}", expected: "zero"),
        RenderCase(template: "{% case zero %}{% when 1 %}one{% else %}other{% endcase %}", expected: "other"),
    ]

    static let loops: [RenderCase] = [
        RenderCase(
            template: "{% for w in words %}{{ w }}{% unless forloop.last %},{% endunless %}{% endfor %}",
            expected: "apple,banana,cherry"),
        RenderCase(template: "{% for n in numbers limit: 2 %}{{ n }}{% endfor %}", expected: "12"),
        RenderCase(template: "{% for n in numbers offset: 3 %}{{ n }}{% endfor %}", expected: "45"),
        RenderCase(template: "{% for n in numbers limit: 2 offset: 1 reversed %}{{ n }}{% endfor %}", expected: "32"),
        RenderCase(template: "{% for n in numbers reversed %}{{ n }}{% endfor %}", expected: "54321"),
        RenderCase(template: "{% for i in (1..4) %}{{ i }}{% endfor %}", expected: "1234"),
        RenderCase(template: "{% for i in (2..zero) %}{{ i }}{% else %}none{% endfor %}", expected: "none"),
        RenderCase(template: "{% for i in (1..user.age) limit: 3 %}{{ i }}{% endfor %}", expected: "123"),
        RenderCase(
            template: "{% for w in words %}{{ forloop.index }}{{ forloop.index0 }}{{ forloop.rindex }}"
                + "{{ forloop.rindex0 }}{{ forloop.first }}{{ forloop.length }} {% endfor %}",
            expected: "1032true3 2121false3 3210false3 "),
        RenderCase(template: "{% for x in nothing %}a{% else %}empty{% endfor %}", expected: "empty"),
        RenderCase(
            template: "{% for n in numbers %}{% if n == 3 %}{% break %}{% endif %}{{ n }}{% endfor %}",
            expected: "12"),
        RenderCase(
            template: "{% for n in numbers %}{% if n == 3 %}{% continue %}{% endif %}{{ n }}{% endfor %}",
            expected: "1245"),
        RenderCase(
            template:
                "{% for a in (1..2) %}{% for b in (1..2) %}{{ forloop.parentloop.index }}{{ b }} {% endfor %}{% endfor %}",
            expected: "11 12 21 22 "),
        RenderCase(template: "{% for i in (1..3) %}{% cycle \"a\", \"b\" %}{% endfor %}", expected: "aba"),
    ]

    static let variables: [RenderCase] = [
        RenderCase(template: "{% assign x = name | downcase %}{{ x }}", expected: "world"),
        RenderCase(template: "{% for w in words %}{% assign last = w %}{% endfor %}{{ last }}", expected: "cherry"),
        RenderCase(
            template: "{% capture greeting %}Hi {{ name }}{% endcapture %}{{ greeting | upcase }}",
            expected: "HI WORLD"),
        RenderCase(template: "{% increment c %}{% increment c %}{% decrement d %}", expected: "01-1"),
        RenderCase(template: "{% echo name | upcase %}", expected: "WORLD"),
    ]

    @Test(arguments: truthiness + lookups + filters + operators + loops + variables)
    func renders(_ test: RenderCase) throws {
        let template = try Template(test.template, name: "case.liquid")
        #expect(try template.render(data.merging(test.variables) { $1 }) == test.expected)
    }

    @Test func strictModeAcceptsDefinedNames() throws {
        let template = try Template("{{ user.name }}{{ nothing }}{% for w in words %}{{ forloop.index }}{% endfor %}")
        #expect(try template.render(data, in: Environment(mode: .strict)) == "Jane123")
    }

    @Test func benchmarkTemplateMatchesExpectedOutput() throws {
        // The fixture shared with the benchmark: whitespace control, filters with arguments, loops and forloop.
        // It reads `module_info.summary`, which the context lacks, so it renders in lax mode as Ruby Liquid would.
        let fixtures = Fixtures.directory
        let template = try Template(try Fixtures.read("presenter.liquid"), name: fixtures + "/presenter.liquid")
        let context = try Fixtures.context()
        #expect(try template.render(context) == (try Fixtures.read("expected.txt")))
    }
}
