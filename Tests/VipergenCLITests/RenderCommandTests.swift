import Foundation
import TestHelpers
import Testing

@testable import VipergenCLI

@Suite("vipergen render")
struct RenderCommandTests {
    @Test func rendersTheBenchmarkTemplateExactly() throws {
        let sandbox = try Sandbox()
        let bench = repositoryRoot + "/Tests/Benchmark"
        let run = sandbox.run(["render", bench + "/presenter.liquid", "--context", bench + "/context.json"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == (try String(contentsOfFile: bench + "/expected.txt", encoding: .utf8)))
    }

    /// Ruby Liquid's output for each case (REFERENCE.md §2 core semantics), through the command a template author uses.
    static let cases: [(template: String, expected: String)] = [
        ("{% if s %}t{% endif %}{% if z %}t{% endif %}{% if n %}t{% else %}f{% endif %}", "ttf"),
        ("{{ list.size }} {{ list.first }} {{ list.last }} {{ list[1] }} {{ map[\"k\"] }} {{ map.k }}", "3 a c b v v"),
        ("{{ s | append: \"!\" | replace: \"!\", \"?\" }}", "?"),
        ("{% for x in list reversed limit: 2 %}{{ forloop.index }}{{ x }}{% endfor %}", "1b2a"),
        ("{% for i in (1..3) %}{{ i }}{% else %}none{% endfor %}", "123"),
        ("{%- if true -%}\n  trimmed\n{%- endif -%}", "trimmed"),
        ("{% if false or true and false %}t{% else %}f{% endif %}", "f"),
        ("{% case z %}{% when 0 %}zero{% endcase %}", "zero"),
        ("{% capture c %}{{ z | plus: 1 }}{% endcapture %}{% assign a = c | times: 2 %}{{ a }}", "2"),
        ("{% unless n %}u{% endunless %}{% raw %}{{ x }}{% endraw %}", "u{{ x }}"),
        ("{% include 'part' %}", "[v]"),
    ]

    @Test(arguments: cases)
    func agreesWithLiquid(_ template: String, _ expected: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(template, to: "t.liquid")
        try sandbox.write("[{{ map.k }}]", to: "snippets/part.liquid")
        try sandbox.write(#"{"s": "", "z": 0, "n": null, "list": ["a", "b", "c"], "map": {"k": "v"}}"#, to: "ctx.json")
        let run = sandbox.run(["render", "t.liquid", "--context", "ctx.json"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == expected)
    }

    @Test func strictModeFailsOnUndefinedNamesWithTheirLocation() throws {
        let sandbox = try Sandbox()
        try sandbox.write("ok\n  {{ module_info.nme }}", to: "t.liquid")
        try sandbox.write(#"{"module_info": {"name": "X"}}"#, to: "ctx.json")
        let lax = sandbox.run(["render", "t.liquid", "--context", "ctx.json"])
        #expect(lax.exitCode == 0)
        #expect(lax.standardOutput == "ok\n  ")
        let strict = sandbox.run(["render", "t.liquid", "--context", "ctx.json", "--strict"])
        #expect(strict.exitCode == 1)
        #expect(
            strict.standardError == """
                t.liquid:2:6: error: undefined variable 'module_info.nme'; did you mean 'name'?
                  {{ module_info.nme }}
                     ^

                """)
    }

    @Test func aBadContextFileIsAClearError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("x", to: "t.liquid")
        try sandbox.write("[1, 2]", to: "list.json")
        let run = sandbox.run(["render", "t.liquid", "--context", "list.json"])
        #expect(run.exitCode == 1)
        #expect(run.standardError == "list.json: error: the context must be a JSON object ({ ... })\n")
        #expect(sandbox.run(["render", "missing.liquid"]).standardError == "error: no such file: missing.liquid\n")
    }
}

@Suite("vipergen list")
struct ListCommandTests {
    @Test func listsBuiltInAndCatalogTemplates() throws {
        let sandbox = try Sandbox()
        try sandbox.write("catalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write("name: mine\nsummary: My own template\n", to: "Templates/mine/template.yml")
        let run = sandbox.run(["list"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        // The same listing as `template list`: name, source, summary.
        #expect(run.standardOutput == sandbox.run(["template", "list"]).standardOutput)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("mine ") == true)
        #expect(lines.first?.hasSuffix("  Templates/mine  My own template") == true)
        #expect(
            lines.contains {
                $0.hasPrefix("bviper ") && $0.contains("  built-in ")
                    && $0.hasSuffix(
                        "  Bviper: VIPER with ModuleInput/ModuleOutput, do/handle/did flow, ModuleBuilder and a protocol Router"
                    )
            })
        #expect(sandbox.run(["list", "--names"]).standardOutput.hasPrefix("mine\n"))
    }

    @Test func aContextKeepsItsKeyOrder() throws {
        let sandbox = try Sandbox()
        try sandbox.write("{\"h\": {\"zeta\": 1, \"alpha\": 2, \"mid\": 3}}\n", to: "context.json")
        try sandbox.write("{% for pair in h %}{{ pair[0] }} {% endfor %}", to: "t.liquid")
        let run = sandbox.run(["render", "t.liquid", "--context", "context.json"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "zeta alpha mid ")
    }
}
