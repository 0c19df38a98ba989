import Testing

@testable import Liquid

/// The renderer's own machinery: the memo of path values and its binding versions, and the scopes of partials.
@Suite("Renderer")
struct RendererTests {
    /// The renderer keeps a path's value while its first name stays bound the same way: each case rebinds a name
    /// between two reads of the same path, and the second read must see the new binding.
    static let rebinding: [RenderCase] = [
        RenderCase(
            template: "{{ user.name }}{% assign user = settings %}{{ user.name }}{{ user.key }}",
            expected: "Janevalue"),
        RenderCase(
            template: "{{ user.name }}{% for user in people %}{{ user.name }}{% endfor %}{{ user.name }}",
            variables: ["people": [["name": "A"], ["name": "B"]]], expected: "JaneABJane"),
        RenderCase(
            template: "{% for x in outer %}{% for x in inner %}{{ x.v }}{% endfor %}{{ x.v }};{% endfor %}",
            variables: ["outer": [["v": 1], ["v": 2]], "inner": [["v": "a"]]], expected: "a1;a2;"),
        RenderCase(
            template: "{{ name.size }}{% capture name %}abc{% endcapture %}{{ name.size }}", expected: "53"),
        RenderCase(template: "{{ c }}{% increment c %}{{ c }}{% increment c %}{{ c }}", expected: "0112"),
        RenderCase(
            template: "{% for w in words %}{% assign x = w %}{{ x.size }}{% endfor %}{{ x.first }}",
            expected: "566c"),
        RenderCase(template: "{{ user[\"name\"] }}{{ user.name }}{{ user.tags[1] }}", expected: "JaneJanedev"),
        RenderCase(template: "{{ words.first }}{% assign words = numbers %}{{ words.first }}", expected: "apple1"),
        RenderCase(
            template: "{% for w in words reversed %}{{ forloop.index }}{{ w.first }}{% endfor %}",
            expected: "1c2b3a"),
        // Paths are kept by their text as written: the same path spelt two ways, and two paths whose texts
        // differ only inside a string literal.
        RenderCase(
            template: "{{ user.name }}{{ user . name }}{{ user['name'] }}{{ map[\"a b\"] }}{{ map[\"a  b\"] }}",
            variables: ["map": ["a b": 1, "a  b": 2]], expected: "JaneJaneJane12"),
        // A render variable looked up once under a first name, then hidden by an assign and a loop, then seen
        // again; and one that is missing stays missing.
        RenderCase(
            template:
                "{{ user.name }}{% for user in people %}{{ user.name }}{% endfor %}{{ user.key }}"
                + "{{ nothing.here }}{% assign user = settings %}{{ user.key }}{{ nothing }}",
            variables: ["people": [["name": "A"]]], expected: "JaneAvalue"),
        // A name that is `forloop` only inside a loop.
        RenderCase(
            template: "{{ forloop.index }}{% for w in words limit: 1 %}{{ forloop.index }}{% endfor %}",
            variables: ["forloop": ["index": "outside"]], expected: "outside1"),
    ]

    @Test(arguments: rebinding)
    func seesEveryRebinding(_ test: RenderCase) throws {
        let template = try Template(test.template, name: "case.liquid")
        #expect(try template.render(data.merging(test.variables) { $1 }) == test.expected)
    }

    @Test func partialsShareOrIsolateScope() throws {
        let partials: [String: String] = [
            "greet": "Hello {{ name }}{{ punctuation }}",
            "item": "[{{ item }}]",
            "self": "{% include 'self' %}",
            "card": "{{ card.name }};",
            "who": "{{ user.name }};",
        ]
        let environment = Environment(loadPartial: { (name) throws(TemplateError) in
            try partials[name].map { (text) throws(TemplateError) in try Template(text, name: name + ".liquid") }
        })
        func render(_ text: String, _ variables: [String: Value] = [:]) throws -> String {
            try Template(text, name: "main.liquid").render(data.merging(variables) { $1 }, in: environment)
        }
        #expect(try render("{% include 'greet', punctuation: '!' %}") == "Hello World!")
        #expect(try render("{% render 'greet', punctuation: '?' %}") == "Hello ?")
        #expect(try render("{% render 'item' for words %}") == "[apple][banana][cherry]")
        #expect(try render("{% render 'item' with name %}") == "[World]")
        #expect(try render("{% include 'item' for words as item %}") == "[apple][banana][cherry]")
        // The same path in one partial, rendered under different bindings.
        #expect(try render("{% include 'card' for people %}", ["people": [["name": "A"], ["name": "B"]]]) == "A;B;")
        #expect(
            try render("{% include 'who' %}{% include 'who', user: card %}{% include 'who' %}", ["card": ["name": "C"]])
                == "Jane;C;Jane;")
    }

    @Test func aRenderedPartialSharesTheLimitsButNotTheVariables() throws {
        var environment = Environment(loadPartial: { (name) throws(TemplateError) in
            try Template("{{ secret }}{% for i in (1..3) %}{% endfor %}", name: name)
        })
        environment.limits.loopIterations = 9
        let template = try Template("{% assign secret = 's' %}{% for i in (1..3) %}{% render 'p' %}{% endfor %}")
        let error = #expect(throws: TemplateError.self) { try template.render([:], in: environment) }
        // Each outer iteration counts 5: itself, the render, and the render's 3 iterations. The 10th count, past
        // the limit, is in the second render's loop: the partial went on counting where the template was.
        #expect(error?.kind == .limit)
        #expect(error?.message.hasPrefix("loops ran more than 9 iterations") == true)
        #expect(error?.templateName == "p")
        environment.limits.loopIterations = 15
        #expect(try template.render([:], in: environment) == "")
    }
}
