import Files
import Foundation
import Testing
import VipergenKit

@testable import VipergenCLI

/// Plans, conflict policies, batches, injection, the lock, path safety and output conventions, through the
/// built executable, as CI scripts run it.
@Suite("Safe, scriptable generation")
struct SafeGenerationTests {
    /// A project with catalogs.yml, so the lock is kept.
    func makeProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: AgentApp\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n",
            to: "catalogs.yml")
        return sandbox
    }

    // MARK: - Conflict policy

    @Test func skipKeepsConflictingFilesAndWritesTheRest() throws {
        let sandbox = try makeProject()
        try sandbox.write("// mine\n", to: "App/Modules/AgentDetail/AgentDetailProtocols.swift")
        let run = try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--on-conflict", "skip"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read("App/Modules/AgentDetail/AgentDetailProtocols.swift") == "// mine\n")
        #expect(
            run.standardOutput.contains(
                "skip      App/Modules/AgentDetail/AgentDetailProtocols.swift  (exists with other contents; kept (--on-conflict skip))\n"
            ))
        #expect(try sandbox.files(under: "App/Modules/AgentDetail").count == 7)
    }

    @Test func overwriteReplacesAndFailWritesNothing() throws {
        let sandbox = try makeProject()
        try sandbox.write("// mine\n", to: "App/Modules/AgentDetail/AgentDetailProtocols.swift")
        let before = try sandbox.snapshot()
        let fail = try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--on-conflict", "fail"])
        #expect(fail.exitCode == 1)
        #expect(try sandbox.snapshot() == before)
        let overwrite = try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--on-conflict", "overwrite"])
        #expect(overwrite.exitCode == 0)
        #expect(
            try sandbox.read("App/Modules/AgentDetail/AgentDetailProtocols.swift").contains("AgentDetailModuleInput"))
        let bad = try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--on-conflict", "ask"])
        #expect(bad.exitCode == 64)
        #expect(bad.standardError.hasPrefix("error: --on-conflict takes fail, ours or theirs, not 'ask'\n"))
        #expect(
            try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--force", "--on-conflict", "skip"]).exitCode == 64)
    }

    // MARK: - Dry run and JSON

    @Test func dryRunShowsADiffForEveryExistingFileThatWouldChange() throws {
        let sandbox = try makeProject()
        #expect(try sandbox.runBinary(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let entity = "App/Modules/AgentDetail/Entity/AgentDetailEntity.swift"
        let original = try sandbox.read(entity)
        try sandbox.write(original.replacingOccurrences(of: "var title: String", with: "var name: String"), to: entity)
        let before = try sandbox.snapshot()

        let run = try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--dry-run", "--force"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.snapshot() == before)
        #expect(run.standardOutput.contains("overwrite App/Modules/AgentDetail/Entity/AgentDetailEntity.swift\n"))
        #expect(run.standardOutput.contains("unchanged App/Modules/AgentDetail/AgentDetailProtocols.swift\n"))
        #expect(
            run.standardOutput.contains(
                """
                --- a/\(entity)
                +++ b/\(entity)
                @@ -9,7 +9,7 @@
                 /// The data model the AgentDetail scene shows.
                 struct AgentDetailEntity: Equatable, Sendable {
                     let id: String
                -    var name: String
                +    var title: String
                 }

                """))
        #expect(!run.standardOutput.contains("\u{1B}["), "no colour when output is not a terminal")
    }

    @Test func jsonPlanFollowsTheDocumentedSchema() throws {
        let sandbox = try makeProject()
        try sandbox.write("// mine\n", to: "App/Modules/AgentDetail/AgentDetailProtocols.swift")
        let run = try sandbox.runBinary(["gen", "AgentDetail", "bviper", "--dry-run", "--json"])
        #expect(run.exitCode == 1, "a dry run with conflicts fails like the real run would")
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        let schema = try ReadmeSchemas.schema(titled: "plan")
        #expect(
            JSONSchema.problems(document, against: schema).isEmpty, "\(JSONSchema.problems(document, against: schema))")

        let plan = try #require(document as? [String: Any])
        #expect(plan["schema_version"] as? Int == 1)
        #expect(plan["dry_run"] as? Bool == true)
        let files = try #require(plan["files"] as? [[String: Any]])
        let conflict = try #require(files.first { $0["action"] as? String == "conflict" })
        #expect(conflict["path"] as? String == "App/Modules/AgentDetail/AgentDetailProtocols.swift")
        #expect(
            (conflict["diff"] as? String)?.hasPrefix("--- a/App/Modules/AgentDetail/AgentDetailProtocols.swift\n")
                == true)
        #expect((plan["summary"] as? [String: Int])?["conflict"] == 1)
        #expect(
            files.contains {
                $0["role"] as? String == "lock" && $0["path"] as? String == ".vipergen/modules/AgentDetail/record.json"
            })
    }

    @Test func everyJSONDocumentFollowsItsPublishedSchema() throws {
        let sandbox = try makeProject()
        #expect(try sandbox.runBinary(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        #expect(try sandbox.runBinary(["template", "create", "mine", "--output", "Templates"]).exitCode == 0)
        try sandbox.write(
            "project_name: AgentApp\nmodule_path: App/Modules\ntest_path: AppTests\ncatalogs:\n  - Templates\n",
            to: "catalogs.yml")
        let documents: [([String], String)] = [
            (["status", "--json"], "status"), (["list", "--json"], "template_list"),
            (["template", "list", "--json"], "template_list"),
            (["template", "search", "viper", "--json"], "template_list"),
            (["template", "show", "bviper", "--json"], "template"),
            (["template", "lint", "Templates/mine", "--json"], "lint"),
            (["catalog", "list", "--json"], "catalogs"),
        ]
        for (arguments, title) in documents {
            let run = sandbox.run(arguments)
            #expect(run.exitCode == 0, "\(run.standardError)")
            let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
            let problems = JSONSchema.problems(document, against: try ReadmeSchemas.schema(titled: title))
            #expect(problems.isEmpty, "\(title): \(problems)")
        }
    }

    // MARK: - Batch and injection

    @Test func aBatchIsOnePlanWithTheSharedRouterOnceAndEveryModuleRegistered() throws {
        let sandbox = try makeProject()
        try sandbox.write("Cart\n# a comment\nCheckout  # trailing comment\n\n", to: "modules.txt")
        let run = try sandbox.runBinary([
            "gen", "bviper", "--modules", "Profile,Settings", "--modules-file", "modules.txt",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        // 36 module files, the shared Router and one record per module.
        #expect(run.standardError == "generated 4 modules from 'bviper': 41 created\n")
        let router = try sandbox.read("App/Modules/Router.swift")
        for module in ["profile", "settings", "cart", "checkout"] {
            #expect(
                router.components(separatedBy: "public static var \(module):").count == 2, "\(module) registered once")
        }
        #expect(run.standardOutput.components(separatedBy: "App/Modules/Router.swift").count == 2)
    }

    @Test func injectionIsIdempotentAndReachesAnExistingRouter() throws {
        let sandbox = try makeProject()
        #expect(try sandbox.runBinary(["gen", "Cart", "bviper"]).exitCode == 0)
        let second = try sandbox.runBinary(["gen", "Cart", "bviper"])
        #expect(second.exitCode == 0)
        #expect(second.standardOutput.contains("skip      App/Modules/Router.swift  (shared file, already present)\n"))
        #expect(
            try sandbox.read("App/Modules/Router.swift").components(separatedBy: "public static var cart:").count == 2)

        let third = try sandbox.runBinary(["gen", "Shop", "bviper"])
        #expect(third.exitCode == 0)
        #expect(third.standardOutput.contains("modify    App/Modules/Router.swift\n"))
        let router = try sandbox.read("App/Modules/Router.swift")
        #expect(
            router.contains(
                """
                    /// Cart module
                    public static var cart: Cart_Routable { shared }
                    /// Shop module
                    public static var shop: Shop_Routable { shared }
                    // vipergen:modules
                """))
    }

    /// A project whose catalog has one template, `registered`: one code file, and `injections` (spec lines).
    func projectWithInjections(_ injections: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("catalogs:\n  - Templates\nmodule_path: out\ntest_path: out/Tests\n", to: "catalogs.yml")
        try sandbox.write(
            "name: registered\ncode_files:\n  - {name: View.swift, path: view.liquid}\ninjections:\n" + injections,
            to: "Templates/registered/template.yml")
        try sandbox.write("// view\n", to: "Templates/registered/view.liquid")
        return sandbox
    }

    @Test func injectionBeforeOrAfterAMatchedLine() throws {
        let sandbox = try projectWithInjections(
            """
              - {file: Modules.swift, after: "let modules = [", content: "\\"{{ module_info.name }}\\","}
              - {file: Modules.swift, before: "// end of imports", content: "import {{ module_info.name }}Kit"}

            """)
        try sandbox.write(
            "import UIKit\n// end of imports\nlet modules = [\n    \"Home\",\n]\n", to: "out/Modules.swift")
        #expect(try sandbox.runBinary(["gen", "Cart", "registered"]).exitCode == 0)
        let twice = try sandbox.runBinary(["gen", "Cart", "registered"])
        #expect(twice.exitCode == 0)
        #expect(
            try sandbox.read("out/Modules.swift") == """
                import UIKit
                import CartKit
                // end of imports
                let modules = [
                    "Cart",
                    "Home",
                ]

                """)
        try FileManager.default.removeItem(atPath: sandbox.path + "/out/Modules.swift")
        let missing = try sandbox.runBinary(["gen", "Shop", "registered"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.contains("Modules.swift: the file does not exist; the injection needs it"))
    }

    /// A file with Windows line endings keeps them: the lines vipergen inserts end in CRLF too.
    @Test func injectionKeepsCRLFLineEndings() throws {
        let sandbox = try makeProject()
        try sandbox.write(
            "public final class Router {\r\n    // vipergen:modules\r\n}\r\n", to: "App/Modules/Router.swift")
        #expect(try sandbox.runBinary(["gen", "Cart", "bviper"]).exitCode == 0)
        #expect(
            try sandbox.read("App/Modules/Router.swift")
                == "public final class Router {\r\n    /// Cart module\r\n"
                + "    public static var cart: Cart_Routable { shared }\r\n    // vipergen:modules\r\n}\r\n")
    }

    /// Injected content with CRLF line endings is split into its lines, which take the target file's endings.
    @Test func injectedCRLFContentIsSplitIntoLines() throws {
        let sandbox = try projectWithInjections(
            """
              - {file: Modules.swift, marker: "// end", content: "// {{ module_info.name }} one\\r\\n// two\\r\\n"}

            """)
        try sandbox.write("enum Modules {\n    // end\n}\n", to: "out/Modules.swift")
        #expect(try sandbox.runBinary(["gen", "Cart", "registered"]).exitCode == 0)
        #expect(try sandbox.read("out/Modules.swift") == "enum Modules {\n    // Cart one\n    // two\n    // end\n}\n")
    }

    @Test func aRouterWithoutTheMarkerIsAClearErrorAndNothingIsWritten() throws {
        let sandbox = try makeProject()
        try sandbox.write("final class Router {}\n", to: "App/Modules/Router.swift")
        let before = try sandbox.snapshot()
        let run = try sandbox.runBinary(["gen", "Cart", "bviper"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.hasPrefix("builtin:bviper/template.yml:"))
        #expect(
            run.standardError.contains(
                "error: cannot inject into \(sandbox.path)/App/Modules/Router.swift: no line contains '// vipergen:modules'; add it where the lines should go"
            ))
        #expect(try sandbox.snapshot() == before)
    }

    // MARK: - Lock

    @Test func statusReportsFilesEditedByHand() throws {
        let sandbox = try makeProject()
        #expect(try sandbox.runBinary(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let lock = try sandbox.read(".vipergen/modules/AgentDetail/record.json")
        #expect(lock.contains("\"template\" : \"bviper\""))
        #expect(lock.contains("\"path\" : \"App/Modules/AgentDetail/Presenter/AgentDetailPresenter.swift\""))
        #expect(
            try sandbox.runBinary(["status"]).standardOutput == "AgentDetail (bviper 1.0.0, 2026-11-22): unchanged\n")

        try sandbox.write("// edited\n", to: "App/Modules/AgentDetail/Presenter/AgentDetailPresenter.swift")
        try FileManager.default.removeItem(
            atPath: sandbox.path + "/AppTests/AgentDetail/Interactor/AgentDetailInteractorTests.swift")
        let status = try sandbox.runBinary(["status"])
        #expect(status.exitCode == 3, "files not as generated fail the gate")
        #expect(
            status.standardOutput == """
                AgentDetail (bviper 1.0.0, 2026-11-22): 2 of 9 files changed
                  edited   App/Modules/AgentDetail/Presenter/AgentDetailPresenter.swift
                  missing  AppTests/AgentDetail/Interactor/AgentDetailInteractorTests.swift
                  'vipergen update AgentDetail --restore' writes the deleted files again; to keep them deleted, \
                delete them in Xcode too and run 'vipergen update AgentDetail' (listed, not failing, from then on); \
                'vipergen remove AgentDetail' removes what is left of the module

                """)
    }

    @Test func aRunIntoAFolderOutsideTheProjectLeavesTheProjectAlone() throws {
        let project = try makeProject()
        let elsewhere = try Sandbox()
        let run = try project.runBinary(["gen", "AgentDetail", "bviper", "--output", elsewhere.path])
        #expect(run.exitCode == 0)
        #expect(try project.files() == ["catalogs.yml"])
    }

    // MARK: - Path safety

    @Test func templatesCannotWriteOutsideTheOutputFolder() throws {
        let sandbox = try makeProject()
        try sandbox.write("catalogs:\n  - Templates\nmodule_path: out\ntest_path: out/Tests\n", to: "catalogs.yml")
        let escapes = [
            ("name", "{name: ../../outside.swift, path: t.liquid}"),
            ("custom_name", "{name: View.swift, path: t.liquid, custom_name: ../../outside.swift}"),
            ("parameter", "{name: View.swift, path: t.liquid, custom_name: \"{{ custom_parameters.file }}\"}"),
            ("shared", "{name: ../../outside.swift, path: t.liquid, shared: true}"),
        ]
        for (what, entry) in escapes {
            try sandbox.write(
                "name: escape\nparameters:\n  - {name: file}\ncode_files:\n  - \(entry)\n",
                to: "Templates/escape/template.yml")
            try sandbox.write("// escaped\n", to: "Templates/escape/t.liquid")
            let before = try sandbox.snapshot()
            let run = try sandbox.runBinary(["gen", "Cart", "escape", "--param", "file=../../../outside.swift"])
            #expect(run.exitCode == 1, "\(what)")
            #expect(run.standardError.contains("outside its output folder"), "\(what): \(run.standardError)")
            #expect(try sandbox.snapshot() == before, "\(what)")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: sandbox.path).deletingLastPathComponent().path + "/outside.swift"))
    }

    @Test func symlinksLeadingOutsideAreRefused() throws {
        let sandbox = try makeProject()
        let outside = try Sandbox()
        // A module folder that is a link to somewhere else.
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/App/Modules", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path + "/App/Modules/Cart", withDestinationPath: outside.path)
        let linkedModule = try sandbox.runBinary(["gen", "Cart", "bviper"])
        #expect(linkedModule.exitCode == 1)
        #expect(linkedModule.standardError.contains("through a symbolic link, outside the output folder"))
        // An output folder inside the project that is a link to outside it.
        try FileManager.default.createSymbolicLink(atPath: sandbox.path + "/linked", withDestinationPath: outside.path)
        let linkedOutput = try sandbox.runBinary(["gen", "Shop", "bviper", "--output", "linked"])
        #expect(linkedOutput.exitCode == 1)
        #expect(linkedOutput.standardError.contains("through a symbolic link"))
        #expect(try outside.files().isEmpty)
        #expect(try sandbox.files(under: "App") == [])
    }

    /// A catalog may come from anyone: its spec paths and includes cannot reach files outside it, by '..' or by a
    /// symbolic link, and a run that tries writes nothing.
    @Test func aTemplateReadsOnlyItsCatalogsFiles() throws {
        let sandbox = try Sandbox()
        let secrets = try Sandbox()
        try secrets.write("TOP SECRET\n", to: "key.txt")
        try sandbox.write("catalogs:\n  - Templates\nmodule_path: out\ntest_path: out/Tests\n", to: "catalogs.yml")
        try sandbox.write(
            "name: spec\ncode_files:\n  - {name: A.swift, path: ../../../\(Path.base(secrets.path))/key.txt}\n",
            to: "Templates/spec/template.yml")
        try sandbox.write(
            "name: linked\ncode_files:\n  - {name: A.swift, path: a.liquid}\n", to: "Templates/linked/template.yml")
        try sandbox.write("{% include 'leak' %}\n", to: "Templates/linked/a.liquid")
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/Templates/linked/snippets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path + "/Templates/linked/snippets/leak.liquid",
            withDestinationPath: secrets.path + "/key.txt")
        // A spec that is itself a link: its text would show in a parse error's excerpt.
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/Templates/specLink", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path + "/Templates/specLink/template.yml", withDestinationPath: secrets.path + "/key.txt")
        let before = try sandbox.snapshot()

        for template in ["spec", "linked", "specLink"] {
            let run = try sandbox.runBinary(["gen", "Cart", template])
            #expect(run.exitCode == 1, "\(template)")
            #expect(
                run.standardError.contains(
                    "error: the file lies outside its catalog \(sandbox.path)/Templates (through '..' or a symbolic "
                        + "link); a template reads only its catalog's files"), "\(template): \(run.standardError)")
            #expect(!run.standardError.contains("TOP SECRET") && !run.standardOutput.contains("TOP SECRET"))
            #expect(try sandbox.snapshot() == before, "\(template)")
        }
    }

    @Test func fixNameNormalizesWhenAsked() throws {
        let sandbox = try makeProject()
        let run = try sandbox.runBinary(["gen", "agent detail", "bviper", "--fix-name", "--dry-run"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("App/Modules/AgentDetail/AgentDetailProtocols.swift"))
        #expect(try sandbox.runBinary(["gen", "9 lives", "bviper", "--fix-name"]).exitCode == 64)
    }

    // MARK: - Output conventions

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let sandbox = try makeProject()
        let console = RecordingConsole()
        let terminal = CommandContext(
            environment: ["SOURCE_DATE_EPOCH": "0"], currentDirectory: sandbox.path, console: console,
            isOutputTerminal: true)
        #expect(CLI.run(["gen", "Cart", "bviper", "--dry-run"], context: terminal) == 0)
        #expect(console.standardOutput.contains("\u{1B}[32mcreate   \u{1B}[0m"))

        let plain = RecordingConsole()
        var noColor = terminal
        noColor.console = plain
        noColor.environment["NO_COLOR"] = "1"
        #expect(CLI.run(["gen", "Cart", "bviper", "--dry-run"], context: noColor) == 0)
        #expect(!plain.standardOutput.contains("\u{1B}["))
    }

    @Test func quietPrintsNothingButErrors() throws {
        let sandbox = try makeProject()
        let run = try sandbox.runBinary(["gen", "Cart", "bviper", "--quiet"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.isEmpty && run.standardError.isEmpty)
        let verbose = try sandbox.runBinary(["gen", "Shop", "bviper", "--verbose", "--dry-run"])
        #expect(verbose.standardError.hasPrefix("settings: catalogs.yml\ntemplate: bviper from built-in\n"))
    }
}
