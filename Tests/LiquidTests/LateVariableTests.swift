import Liquid
import Synchronization
import Testing

/// `Environment.lateVariable`: a top-level value found only when a template reads its name.
@Suite("Late variables")
struct LateVariableTests {
    /// The names a render asked for.
    private final class Asked: Sendable {
        private let names = Mutex<[String]>([])
        func append(_ name: String) { names.withLock { $0.append(name) } }
        var all: [String] { names.withLock { $0 } }
    }

    /// An environment whose late variable `who` notes each time it is asked for.
    private func environment(mode: Environment.Mode = .lax, asked: Asked) -> Environment {
        Environment(
            mode: mode,
            lateVariable: { name in
                asked.append(name)
                return name == "who" ? ["name": "Ada"] : nil
            })
    }

    @Test func aTemplateThatNeverReadsTheNameNeverAsks() throws {
        let asked = Asked()
        let text = try Template("{{ a }} {% if b %}{{ who.name }}{% endif %}")
            .render(["a": "x", "b": false], in: environment(asked: asked))
        #expect(text == "x ")
        #expect(asked.all.isEmpty)
    }

    @Test func aNameReadManyTimesIsAskedForOncePerRender() throws {
        let asked = Asked()
        let template = try Template("{{ who.name }}{% for i in (1..3) %}{{ who.name | upcase }}{% endfor %}")
        #expect(try template.render([:], in: environment(asked: asked)) == "AdaADAADAADA")
        #expect(asked.all == ["who"])
    }

    @Test func everyWayOfReadingANameFindsIt() throws {
        let asked = Asked()
        let cases = [
            ("{{ ['who'].name }}", "Ada"),
            ("{% assign key = 'who' %}{{ [key].name }}", "Ada"),
            ("{% for pair in who %}{{ pair[0] }}{% endfor %}", "name"),
            ("{% if who %}yes{% endif %}", "yes"),
            ("{{ who | map: 'name' }}", "Ada"),
        ]
        for (source, expected) in cases {
            #expect(try Template(source).render([:], in: environment(asked: asked)) == expected, "\(source)")
        }
    }

    @Test func theRenderVariablesComeFirstAndStrictModeCountsALateNameAsDefined() throws {
        let asked = Asked()
        let strict = environment(mode: .strict, asked: asked)
        #expect(try Template("{{ who.name }}").render(["who": ["name": "Grace"]], in: strict) == "Grace")
        #expect(asked.all.isEmpty)
        #expect(try Template("{{ who.name }}").render([:], in: strict) == "Ada")
        #expect(throws: TemplateError.self) { try Template("{{ nobody }}").render([:], in: strict) }
    }
}
