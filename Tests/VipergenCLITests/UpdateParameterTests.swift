import Testing

/// `update` when the template renamed a parameter: a message that says how to go on, and `--param` to do it.
@Suite("update and renamed parameters")
struct UpdateParameterTests {
    func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.writeSettings()
        try sandbox.write(
            "name: hello\nversion: \"1.0\"\nparameters:\n  - {name: greeting, type: string, required: true}\n"
                + "code_files:\n  - {name: Hello.swift, path: Hello.swift.liquid}\n", to: "Templates/hello/template.yml"
        )
        try sandbox.write(
            "let {{ module_info.name | downcase }}Greeting = \"{{ custom_parameters.greeting }}\"\n",
            to: "Templates/hello/Hello.swift.liquid")
        let gen = sandbox.run(["gen", "Cart", "hello", "--param", "greeting=Good day"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        // Version 2 renames the parameter.
        try sandbox.write(
            "name: hello\nversion: \"2.0\"\nparameters:\n  - {name: salutation, type: string, required: true}\n"
                + "code_files:\n  - {name: Hello.swift, path: Hello.swift.liquid}\n", to: "Templates/hello/template.yml"
        )
        try sandbox.write(
            "// v2\nlet {{ module_info.name | downcase }}Greeting = \"{{ custom_parameters.salutation }}\"\n",
            to: "Templates/hello/Hello.swift.liquid")
        return sandbox
    }

    @Test func aRenamedParameterSaysHowToGoOnAndParamDoesIt() throws {
        let sandbox = try project()
        let before = try sandbox.snapshot()
        let refused = sandbox.run(["update", "Cart"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError == """
                error: Cart was generated with the parameter 'greeting', which template 'hello' no longer declares; \
                was it renamed to 'salutation'?
                  give its value under the new name: vipergen update Cart --param salutation='Good day' (the recorded \
                'greeting' is then dropped)

                """)
        #expect(try sandbox.snapshot() == before)

        let run = sandbox.run(["update", "Cart", "--param", "salutation=Good day"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read("App/Modules/Cart/CartHello.swift") == "// v2\nlet cartGreeting = \"Good day\"\n")
        let lock = try sandbox.read(".vipergen/modules/Cart/record.json")
        #expect(lock.contains("\"salutation\"") && !lock.contains("\"greeting\""))
        // Recorded now: the next update needs no --param.
        #expect(sandbox.run(["update", "Cart"]).exitCode == 0)
    }
}
