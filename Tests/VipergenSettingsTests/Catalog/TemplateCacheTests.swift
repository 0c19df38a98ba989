import Liquid
import Testing

@testable import VipergenSettings

/// Template texts parsed once per run and found again by name and text.
@Suite("Template cache")
struct TemplateCacheTests {
    @Test func oneNameWithTwoTextsKeepsBothApart() throws {
        let cache = TemplateCache()
        // A batch renders `custom_name`s and bodies under one spec name: each text is its own template.
        let first = try cache.template("{{ a }}-first", name: "t/template.yml")
        let second = try cache.template("{{ a }}-second", name: "t/template.yml")
        #expect(try first.render(["a": "x"]) == "x-first")
        #expect(try second.render(["a": "x"]) == "x-second")
        #expect(try cache.template("{{ a }}-first", name: "t/template.yml").render(["a": "y"]) == "y-first")
        #expect(try cache.template("{{ a }}-second", name: "t/template.yml").render(["a": "y"]) == "y-second")
    }

    @Test func oneTextUnderTwoNamesKeepsEachName() throws {
        let cache = TemplateCache()
        _ = try cache.template("{{ a | nope }}", name: "a.liquid")
        let strict = Environment(mode: .strict)
        for name in ["a.liquid", "b.liquid"] {
            let error = #expect(throws: TemplateError.self) {
                try cache.template("{{ a | nope }}", name: name).render(["a": "x"], in: strict)
            }
            #expect(error?.templateName == name)
        }
    }

    @Test func aTextThatDoesNotParseFailsEveryTimeWithItsPlace() {
        let cache = TemplateCache()
        for _ in 0..<2 {
            let error = #expect(throws: TemplateError.self) {
                try cache.template("line one\n{% if a = b %}{% endif %}", name: "View.liquid")
            }
            #expect(error?.templateName == "View.liquid")
            #expect(error?.message == "unexpected '=' in 'if'")
            #expect(error?.line == 2 && error?.column == 9)
        }
    }
}
