import Files
import Foundation
import TestFileSystems
import TestHelpers
import Testing
import VipergenKit

@testable import VipergenCLI

/// Hostile templates, broken settings and failing disks, through `vipergen gen`: each ends with exit code 1, a
/// message that names the file (and the line and column where there is one), and the tree as it was.
@Suite("Reliability under hostile input")
struct ReliabilityTests {
    /// A project whose catalog holds template `t`: one file, `a.liquid`, and the snippets given.
    static func project(template: String, snippets: [String: String] = [:]) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("catalogs:\n  - Templates\nmodule_path: App\ntest_path: AppTests\n", to: "catalogs.yml")
        try sandbox.write(
            "name: t\nsummary: s\ncode_files:\n  - {name: A.swift, path: a.liquid}\n", to: "Templates/t/template.yml")
        try sandbox.write(template, to: "Templates/t/a.liquid")
        for (name, text) in snippets {
            try sandbox.write(text, to: "Templates/t/snippets/\(name).liquid")
        }
        return sandbox
    }

    /// Runs `gen Cart t` and checks that it failed with `message` and left every file as it was.
    @discardableResult
    static func expectFailure(
        in sandbox: Sandbox, _ arguments: [String] = ["gen", "Cart", "t"],
        fileSystem: any FileSystem = LocalFileSystem(),
        message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let before = try sandbox.snapshot()
        let run = sandbox.run(arguments, fileSystem: fileSystem)
        #expect(run.exitCode == 1, sourceLocation: sourceLocation)
        #expect(
            run.standardError.hasPrefix(message), "\(run.standardError.prefix(600))", sourceLocation: sourceLocation)
        #expect(run.standardOutput == "", sourceLocation: sourceLocation)
        #expect(try sandbox.snapshot() == before, "the tree changed", sourceLocation: sourceLocation)
        return run
    }

    // MARK: - Template limits

    @Test func aHugeLoopEndsWithAnError() throws {
        let sandbox = try Self.project(
            template: "// {{ module_info.name }}\n{% for i in (1..1000000000) %}{% endfor %}\n")
        try Self.expectFailure(
            in: sandbox,
            message: """
                \(sandbox.path)/Templates/t/a.liquid:2:1: error: loops ran more than 1000000 iterations; narrow the loop \
                with 'limit:' or a smaller range
                {% for i in (1..1000000000) %}{% endfor %}
                ^

                """)
    }

    @Test func aSnippetThatIncludesItselfEndsWithAnError() throws {
        let sandbox = try Self.project(
            template: "{% include 'loop' %}", snippets: ["loop": "// again\n  {% include 'loop' %}\n"])
        try Self.expectFailure(
            in: sandbox,
            message: "\(sandbox.path)/Templates/t/snippets/loop.liquid:2:3: error: partials nest more than 32 deep; "
                + "'loop' includes itself, directly or through another partial\n")
    }

    @Test func outputAndValuesAreBoundedInSize() throws {
        let grow = "{% assign s = '0123456789' %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}"
        // Ten MiB, printed twice: more than the 16 MiB one file may hold.
        let output = try Self.project(template: grow + "\n{% for i in (1..2) %}{{ s }}{% endfor %}")
        try Self.expectFailure(
            in: output,
            message: "\(output.path)/Templates/t/a.liquid:2:25: error: output is larger than 16777216 bytes\n")

        let value = try Self.project(template: grow + "\n{% assign s = s | append: s %}")
        try Self.expectFailure(
            in: value,
            message:
                "\(value.path)/Templates/t/a.liquid:2:19: error: filter 'append' made a value larger than 16777216 bytes\n"
        )
    }

    @Test func deepNestingIsASyntaxError() throws {
        let sandbox = try Self.project(
            template: "\n" + String(repeating: "{% if true %}", count: 10_000)
                + String(repeating: "{% endif %}", count: 10_000))
        try Self.expectFailure(
            in: sandbox,
            message: "\(sandbox.path)/Templates/t/a.liquid:2:651: error: blocks nest more than 50 deep; "
                + "move the inner ones into a partial\n...")
    }

    // MARK: - Settings limits

    @Test(arguments: [
        (
            "catalogs: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
            "catalogs.yml:1:74: error: collections nested deeper than 64 levels are not supported"
        ),
        ("catalogs: &templates\n  - Templates\n", "catalogs.yml:1:11: error: anchors ('&') are not supported"),
        ("catalogs:\n  - Templates\nprefix: *p\n", "catalogs.yml:3:9: error: aliases ('*') are not supported"),
        (
            "catalogs:\n  - Templates\n\tauthor: Jane\n",
            "catalogs.yml:3:1: error: tab characters are not allowed in indentation; indent with spaces"
        ),
    ])
    func brokenSettingsAreErrorsAtTheirLocation(settings: String, message: String) throws {
        let sandbox = try Self.project(template: "x")
        try sandbox.write(settings, to: "catalogs.yml")
        try Self.expectFailure(in: sandbox, message: sandbox.path + "/" + message + "\n")
    }

    @Test func aTabInATemplateSpecIsAnErrorAtItsLocation() throws {
        let sandbox = try Self.project(template: "x")
        try sandbox.write(
            "name: t\nsummary: s\ncode_files:\n\t- {name: A.swift, path: a.liquid}\n", to: "Templates/t/template.yml")
        let run = sandbox.run(["gen", "Cart", "t"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.contains(
                "\(sandbox.path)/Templates/t/template.yml:4:1: error: tab characters are not allowed in indentation"))
    }

    @Test func settingsAndTemplatesLargerThanOneMebibyteAreRefused() throws {
        let big = String(repeating: "# padding\n", count: 110_000)
        let settings = try Self.project(template: "x")
        try settings.write("catalogs:\n  - Templates\n" + big, to: "catalogs.yml")
        try Self.expectFailure(
            in: settings,
            message: "\(settings.path)/catalogs.yml: error: the file is 1100024 bytes, more than the limit of 1048576 "
                + "bytes for templates and settings\n")

        let template = try Self.project(template: big)
        let run = try Self.expectFailure(in: template, message: "")
        #expect(
            run.standardError.contains(
                "\(template.path)/Templates/t/a.liquid: error: the file is 1100000 bytes, more than the limit of 1048576"
            ))
    }

    // MARK: - Input hygiene

    @Test func aTemplateThatIsNotUTF8IsNamedWithItsLocation() throws {
        let sandbox = try Self.project(template: "")
        try Data("// ok\ncaf".utf8 + [0xE9] + "\n".utf8).write(
            to: URL(fileURLWithPath: sandbox.path + "/Templates/t/a.liquid"))
        let run = try Self.expectFailure(in: sandbox, message: "")
        #expect(
            run.standardError.contains(
                "\(sandbox.path)/Templates/t/a.liquid:2:4: error: the file is not UTF-8 text (byte 0xE9 here); save it as UTF-8"
            ))
    }

    /// An unreadable snippet is named with its own problem, reported at the include tag.
    @Test func aSnippetThatIsNotUTF8IsNamed() throws {
        let sandbox = try Self.project(template: "{% include 'header' %}", snippets: ["header": ""])
        try Data([0x2F, 0x2F, 0xFF]).write(
            to: URL(fileURLWithPath: sandbox.path + "/Templates/t/snippets/header.liquid"))
        let run = try Self.expectFailure(
            in: sandbox, message: "\(sandbox.path)/Templates/t/a.liquid:1:1: error: partial 'header'")
        #expect(run.standardError.contains("snippets/header.liquid:1:3"))
        #expect(!run.standardError.contains("not found"))
    }

    /// A misspelt snippet name is reported at its include tag, with the snippet the template has.
    @Test func aMisspeltSnippetSuggestsTheOneThatExists() throws {
        let sandbox = try Self.project(
            template: "// {{ module_info.name }}\n\n  {% include 'headr' %}\n",
            snippets: ["header": "//\n", "footer": ""])
        try Self.expectFailure(
            in: sandbox,
            message: """
                \(sandbox.path)/Templates/t/a.liquid:3:3: error: partial 'headr' not found; did you mean 'header'?
                  {% include 'headr' %}
                  ^
                """)
    }

    @Test func aByteOrderMarkIsDroppedAndLineEndingsAreKept() throws {
        let bom = "\u{FEFF}"
        let sandbox = try Self.project(
            template: bom + "// {{ module_info.name }}\r\n{% include 'header' %}\r\nstruct A {}\r\n",
            snippets: ["header": bom + "// header\r\n"])
        try sandbox.write(
            bom + "catalogs:\r\n  - Templates\r\nmodule_path: App\r\ntest_path: AppTests\r\n", to: "catalogs.yml")
        let run = sandbox.run(["gen", "Cart", "t"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let generated = try Data(contentsOf: URL(fileURLWithPath: sandbox.path + "/App/Cart/CartA.swift"))
        #expect(generated == Data("// Cart\r\n// header\r\n\r\nstruct A {}\r\n".utf8))
    }

    @Test func veryLongLinesRenderAndErrorsOnThemShowAWindow() throws {
        let long = String(repeating: "let x = 1; ", count: 20_000)
        let fine = try Self.project(template: long + "{{ module_info.name }}\n")
        #expect(fine.run(["gen", "Cart", "t"]).exitCode == 0)
        #expect(try fine.read("App/Cart/CartA.swift") == long + "Cart\n")

        let broken = try Self.project(template: long + "{{ module_info.nmae }}" + long)
        let run = try Self.expectFailure(in: broken, message: "")
        let lines = run.standardError.split(separator: "\n")
        #expect(
            lines.first?.hasSuffix(
                "a.liquid:1:220004: error: undefined variable 'module_info.nmae'; did you mean 'name'?") == true)
        #expect(lines.count >= 3 && lines[1].count == 166, "the line is cut to 160 characters and two ellipses")
        #expect(lines.count >= 3 && lines[2] == String(repeating: " ", count: 63) + "^")
    }

    // MARK: - Faults

    /// A project with the Router that bviper registers each module on, and a module generated before, so that a
    /// forced run creates, overwrites and modifies files.
    static func bviperProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: AgentApp\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        try sandbox.write("// edited\n", to: "App/Modules/Cart/CartProtocols.swift")
        return sandbox
    }

    @Test(arguments: [
        // The run creates Shop's files, records and bases, and replaces two through a temporary file renamed into
        // place: Cart's edited Protocols, overwritten, and the Router, modified.
        (FaultyFileSystem.Operation.create, 1), (.create, 5), (.create, 9), (.write, 1), (.write, 3),
        (.moveItem, 1), (.moveItem, 2), (.createDirectory, 1), (.createDirectory, 4),
    ])
    func aFullDiskLeavesTheTreeAsItWas(operation: FaultyFileSystem.Operation, failAt: Int) throws {
        let sandbox = try Self.bviperProject()
        let fileSystem = FaultyFileSystem(operation: operation, failAt: failAt, reason: "No space left on device")
        let run = try Self.expectFailure(
            in: sandbox, ["gen", "bviper", "--modules", "Shop,Cart", "--force"],
            fileSystem: fileSystem, message: "error: could not write \(sandbox.path)/")
        #expect(
            run.standardError.contains(
                ": No space left on device\n  every file this run wrote has been removed or restored\n"))
    }

    @Test func aReadOnlyOutputFolderIsAClearError() throws {
        let sandbox = try Self.bviperProject()
        // The first folder is the journal's copies' (.vipergen/journal: the run modifies the Router); the second is
        // the module's.
        let fileSystem = FaultyFileSystem(operation: .createDirectory, failAt: 2, reason: "Permission denied")
        try Self.expectFailure(
            in: sandbox, ["gen", "Shop", "bviper"], fileSystem: fileSystem,
            message: "error: could not write \(sandbox.path)/App/Modules/Shop/ShopProtocols.swift: Permission denied\n")
    }

    /// The same on the real disk, where permissions apply (not to root, who may write anywhere).
    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func aReadOnlyFolderOnDiskIsAClearError() throws {
        let sandbox = try Self.bviperProject()
        #expect(chmod(sandbox.path + "/App/Modules", 0o555) == 0)
        defer { chmod(sandbox.path + "/App/Modules", 0o755) }
        try Self.expectFailure(
            in: sandbox, ["gen", "Shop", "bviper"],
            message: "error: could not write \(sandbox.path)/App/Modules/Shop/ShopProtocols.swift: cannot create the "
                + "folder \(sandbox.path)/App/Modules/Shop: Permission denied\n")
    }

    @Test func aFileWhereAFolderMustGoIsAClearError() throws {
        let sandbox = try Self.bviperProject()
        try sandbox.write("not a folder\n", to: "App/Modules/Shop")
        try Self.expectFailure(
            in: sandbox, ["gen", "Shop", "bviper"],
            message: "error: could not write \(sandbox.path)/App/Modules/Shop/ShopProtocols.swift: "
                + "\(sandbox.path)/App/Modules/Shop is a file, where a folder must go\n")

        try sandbox.write("not a folder either\n", to: "AppTests/Shop/Interactor")
        try FileManager.default.removeItem(atPath: sandbox.path + "/App/Modules/Shop")
        try Self.expectFailure(
            in: sandbox, ["gen", "Shop", "bviper"],
            message: "error: could not write \(sandbox.path)/AppTests/Shop/Interactor/ShopInteractorTests.swift: "
                + "\(sandbox.path)/AppTests/Shop/Interactor is a file, where a folder must go\n")
    }

    @Test func aFolderWhereAFileMustGoIsAClearError() throws {
        let sandbox = try Self.bviperProject()
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/App/Modules/Shop/ShopProtocols.swift", withIntermediateDirectories: true)
        try Self.expectFailure(
            in: sandbox, ["gen", "Shop", "bviper"],
            message: "error: could not write \(sandbox.path)/App/Modules/Shop/ShopProtocols.swift: "
                + "a folder is in the way of this file\n")
    }

    /// A git catalog that cannot be cloned stops only a lookup that needs it: a template found elsewhere is used
    /// with a warning; one found nowhere is an error naming the catalog, and nothing is written.
    @Test func aGitCatalogThatCannotBeClonedStopsOnlyWhatItMightHold() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "module_path: out\ntest_path: out/Tests\ncatalogs:\n  - git: \(sandbox.path)/missing.git\n",
            to: "catalogs.yml")
        let before = try sandbox.snapshot()
        let cache = sandbox.path + "/cache"
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let run = sandbox.run(
            ["gen", "Cart", "cart-template"], environment: ["VIPERGEN_CACHE_DIR": cache, "PATH": path])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError.hasPrefix(
                "error: no template named 'cart-template' in the catalogs that could be reached; this catalog could "
                    + "not be fetched:\n  could not clone '\(sandbox.path)/missing.git': "))
        #expect(try sandbox.snapshot().filter { !$0.key.hasPrefix("cache/") } == before)

        let noGit = sandbox.run(
            ["gen", "Cart", "cart-template"], environment: ["VIPERGEN_CACHE_DIR": cache, "PATH": "/nonexistent"])
        #expect(noGit.exitCode == 1)
        #expect(noGit.standardError.contains("but no 'git' was found on PATH; install git"))
        #expect(try sandbox.snapshot().filter { !$0.key.hasPrefix("cache/") } == before)

        let builtIn = sandbox.run(["gen", "Cart", "bviper"], environment: ["VIPERGEN_CACHE_DIR": cache, "PATH": path])
        #expect(builtIn.exitCode == 0, "\(builtIn.standardError)")
        #expect(builtIn.standardError.hasPrefix("warning: a catalog could not be fetched and was not searched: "))
    }
}
