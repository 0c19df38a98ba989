import Files
import Foundation
import TestFileSystems
import TestHelpers
import Testing

@testable import VipergenCLI
@testable import VipergenKit

/// `outdated` and `update`: a module generated from a template that then changes, over edits of the user's.
@Suite("vipergen outdated and update")
struct UpdateCommandTests {
    static let specV1 = """
        name: svc
        version: "1.0"
        code_files:
          - {name: Service.swift, path: Code/Service.swift.liquid}
          - {name: Old.swift, path: Code/Old.swift.liquid}

        """
    static let serviceV1 = """
        // {{ module_info.name }} service, by {{ developer.company }}
        final class {{ module_info.name }}Service {
            func load() {}
        }

        """
    static let specV2 = """
        name: svc
        version: "1.1"
        code_files:
          - {name: Service.swift, path: Code/Service.swift.liquid}
          - {name: New.swift, path: Code/New.swift.liquid}

        """
    static let serviceV2 = """
        // {{ module_info.name }} service, by {{ developer.company }} (generated)
        final class {{ module_info.name }}Service {
            func load() {}

            func save() {}
        }

        """

    /// A project with the `svc` template at v1 and the Cart module generated from it.
    func makeProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\ncompany: Old Co\nmodule_path: App/Modules\ntest_path: AppTests\n"
                + "catalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write(Self.specV1, to: "Templates/svc/template.yml")
        try sandbox.write(Self.serviceV1, to: "Templates/svc/Code/Service.swift.liquid")
        try sandbox.write("// old\n", to: "Templates/svc/Code/Old.swift.liquid")
        let run = sandbox.run(["gen", "Cart", "svc"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        return sandbox
    }

    /// The template moves to v2: the header changes, a method is added, a file is added and one removed.
    func moveTemplateToV2(_ sandbox: Sandbox) throws {
        try sandbox.write(Self.specV2, to: "Templates/svc/template.yml")
        try sandbox.write(Self.serviceV2, to: "Templates/svc/Code/Service.swift.liquid")
        try sandbox.write("// new\n", to: "Templates/svc/Code/New.swift.liquid")
    }

    /// A teammate whose catalog (or vipergen) is behind: the module was updated to svc 1.1, and the template here
    /// is 1.0 again. `update` would take the module back as if that were the template's change: it refuses, writing
    /// nothing; `outdated` says the template is older; `--allow-older` goes back on purpose.
    @Test func anOlderTemplateThanTheRecordedOneRefusesTheUpdate() throws {
        let sandbox = try makeProject()
        try moveTemplateToV2(sandbox)
        #expect(sandbox.run(["update", "Cart"]).exitCode == 0)
        try sandbox.write(Self.specV1, to: "Templates/svc/template.yml")
        try sandbox.write(Self.serviceV1, to: "Templates/svc/Code/Service.swift.liquid")
        try sandbox.write("// old\n", to: "Templates/svc/Code/Old.swift.liquid")
        let before = try sandbox.snapshot()

        let outdated = sandbox.run(["outdated"])
        #expect(outdated.standardOutput.contains("template version 1.1 -> 1.0, older:"), "\(outdated.standardOutput)")
        for arguments in [["update", "Cart"], ["update", "--all"], ["update", "Cart", "--dry-run"]] {
            let refused = sandbox.run(arguments)
            #expect(refused.exitCode == 1, "\(arguments)")
            #expect(
                refused.standardError.hasPrefix(
                    "error: a module was generated with a newer template than the one here: updating would take it "
                        + "back; nothing was written:\n  Cart: generated with svc 1.1, and svc here is 1.0\n"),
                "\(refused.standardError)")
            #expect(try sandbox.snapshot() == before)
        }
        let back = sandbox.run(["update", "Cart", "--allow-older"])
        #expect(back.exitCode == 0, "\(back.standardError)")
        #expect(try !sandbox.read("App/Modules/Cart/CartService.swift").contains("save()"))
        #expect(sandbox.run(["outdated"]).exitCode == 0)
    }

    @Test func aTemplateChangeMergesCleanlyWithEditsElsewhere() throws {
        let sandbox = try makeProject()
        let service = "App/Modules/Cart/CartService.swift"
        try sandbox.write(
            try sandbox.read(service) + "\nextension CartService {\n    func mine() {}\n}\n", to: service)
        try sandbox.write("// the user's own file\n", to: "App/Modules/Cart/Notes.swift")
        try moveTemplateToV2(sandbox)

        let outdated = sandbox.run(["outdated"])
        #expect(outdated.exitCode == 1)
        #expect(outdated.standardOutput == "Cart (svc): template version 1.0 -> 1.1; template files changed\n")

        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            try sandbox.read(service) == """
                // Cart service, by Old Co (generated)
                final class CartService {
                    func load() {}

                    func save() {}
                }

                extension CartService {
                    func mine() {}
                }

                """)
        #expect(try sandbox.read("App/Modules/Cart/CartNew.swift") == "// new\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/App/Modules/Cart/CartOld.swift"))
        #expect(try sandbox.read("App/Modules/Cart/Notes.swift") == "// the user's own file\n")
        #expect(run.standardOutput.contains("overwrite App/Modules/Cart/CartService.swift  (merged with your edits)"))
        #expect(run.standardOutput.contains("delete    App/Modules/Cart/CartOld.swift  (no longer in the template)"))
        // Up to date now; status sees the user's edit against the new render.
        #expect(sandbox.run(["outdated"]).exitCode == 0)
        #expect(sandbox.run(["status"]).standardOutput.contains("edited   \(service)"))
        // The bases are the new renders only.
        let bases = try FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/.vipergen/modules/Cart/bases")
        #expect(bases.count == 2)
    }

    @Test func anOverlappingEditGetsConflictMarkersAndExitsNonZero() throws {
        let sandbox = try makeProject()
        let service = "App/Modules/Cart/CartService.swift"
        try sandbox.write(
            "// Cart service, by Old Co, with my notes\nfinal class CartService {\n    func load() {}\n}\n", to: service
        )
        try moveTemplateToV2(sandbox)
        let lockBefore = try sandbox.read(".vipergen/modules/Cart/record.json")
        let dryRun = sandbox.run(["update", "--all", "--dry-run"])
        #expect(dryRun.exitCode == 1)
        #expect(try sandbox.read(".vipergen/modules/Cart/record.json") == lockBefore)

        let run = sandbox.run(["update", "--all"])
        #expect(run.exitCode == 2, "written, with conflicts to resolve")
        #expect(
            try sandbox.read(service) == """
                <<<<<<< yours
                // Cart service, by Old Co, with my notes
                =======
                // Cart service, by Old Co (generated)
                >>>>>>> template svc 1.1
                final class CartService {
                    func load() {}

                    func save() {}
                }

                """)
        #expect(run.standardError.contains("1 file has conflicting changes; resolve the markers"))
        #expect(run.standardError.contains("  conflict  \(service)"))

        // A script may choose a side instead.
        let ours = try makeProject()
        try ours.write("// mine\nfinal class CartService {\n    func load() {}\n}\n", to: service)
        try moveTemplateToV2(ours)
        #expect(ours.run(["update", "Cart", "--on-conflict", "ours"]).exitCode == 0)
        #expect(
            try ours.read(service).hasPrefix("// mine\nfinal class CartService {\n    func load() {}\n\n    func save"))
    }

    @Test func onConflictFailWritesNothingWhenAFileWouldConflict() throws {
        let service = "App/Modules/Cart/CartService.swift"
        let sandbox = try makeProject()
        try sandbox.write("// Cart service, by Old Co, with my notes\nfinal class CartService {}\n", to: service)
        try moveTemplateToV2(sandbox)
        let before = try sandbox.snapshot()
        let run = sandbox.run(["update", "Cart", "--on-conflict", "fail"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("1 file would have conflicting changes"), "\(run.standardError)")
        #expect(try sandbox.snapshot() == before)
        // As for gen, a refused run still prints its plan for scripts that ask for JSON.
        let json = sandbox.run(["update", "Cart", "--on-conflict", "fail", "--json"])
        let document = try jsonObject(json)
        #expect(json.exitCode == 1 && document["kind"] as? String == "plan" && document["dry_run"] as? Bool == false)
        #expect(try sandbox.snapshot() == before)

        // Without a conflict, fail merges and writes as markers would.
        let clean = try makeProject()
        try moveTemplateToV2(clean)
        #expect(clean.run(["update", "Cart", "--on-conflict", "fail"]).exitCode == 0)
        #expect(try clean.read(service).contains("func save() {}"))
    }

    @Test func genAndUpdateShareOneVocabulary() throws {
        let sandbox = try makeProject()
        let bad = sandbox.run(["update", "Cart", "--on-conflict", "ask"])
        #expect(bad.exitCode == 64)
        #expect(bad.standardError.hasPrefix("error: --on-conflict takes markers, ours, theirs or fail, not 'ask'\n"))
        // gen's earlier words mean the same everywhere: skip keeps yours.
        #expect(sandbox.run(["update", "Cart", "--on-conflict", "skip"]).exitCode == 0)
        let gen = sandbox.run(["gen", "Cart", "svc", "--on-conflict", "markers"])
        #expect(gen.exitCode == 64)
        #expect(gen.standardError.hasPrefix("error: --on-conflict takes fail, ours or theirs, not 'markers'\n"))
    }

    @Test func aSettingsChangeMakesTheModuleOutdated() throws {
        let sandbox = try makeProject()
        #expect(sandbox.run(["outdated"]).exitCode == 0)
        try sandbox.write(
            try sandbox.read("catalogs.yml").replacingOccurrences(of: "company: Old Co", with: "company: New Co"),
            to: "catalogs.yml")
        let outdated = sandbox.run(["outdated", "--json"])
        #expect(outdated.exitCode == 1)
        #expect(outdated.standardOutput.contains("\"company 'Old Co' -> 'New Co'\""), "\(outdated.standardOutput)")
        #expect(sandbox.run(["update", "--all"]).exitCode == 0)
        #expect(try sandbox.read("App/Modules/Cart/CartService.swift").hasPrefix("// Cart service, by New Co\n"))
        #expect(sandbox.run(["outdated"]).exitCode == 0)
    }

    @Test func aBuiltInTemplateChangedByANewReleaseMergesFromTheStoredBase() throws {
        // A module generated by an earlier vipergen whose bviper presenter lacked a line: its base and the lock
        // say so. The user edited the interactor. Updating takes the current presenter and keeps the edit.
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App\ntest_path: AppTests\n", to: "catalogs.yml")
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let presenter = "App/Cart/Presenter/CartPresenter.swift"
        let current = try sandbox.read(presenter)
        let earlier = current.replacingOccurrences(of: "    weak var outer: CartModuleOutput?\n", with: "")
        #expect(earlier != current)
        try retarget(sandbox, path: presenter, to: earlier)
        let interactor = "App/Cart/Interactor/CartInteractor.swift"
        try sandbox.write(try sandbox.read(interactor) + "// my note\n", to: interactor)

        #expect(sandbox.run(["outdated"]).standardOutput.contains("Cart (bviper): template files changed"))
        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read(presenter) == current)
        #expect(try sandbox.read(interactor).hasSuffix("// my note\n"))
        #expect(run.standardOutput.contains("unchanged") || run.standardOutput.contains("overwrite"))
    }

    /// Makes Cart's record say `path` was generated as `text` by an older template: the file, its base and its hash.
    func retarget(_ sandbox: Sandbox, path: String, to text: String) throws {
        try sandbox.write(text, to: path)
        let hash = SHA256.hex(Array(text.utf8))
        try sandbox.write(text, to: ".vipergen/modules/Cart/bases/\(hash)")
        var lock = try sandbox.read(".vipergen/modules/Cart/record.json")
        let marker = "\"path\" : \"\(path)\",\n      \"sha256\" : \""
        let start = try #require(lock.range(of: marker)).upperBound
        lock.replaceSubrange(start..<lock.index(start, offsetBy: 64), with: hash)
        let hashMarker = "\"template_hash\" : \""
        let hashStart = try #require(lock.range(of: hashMarker)).upperBound
        lock.replaceSubrange(hashStart..<lock.index(hashStart, offsetBy: 64), with: String(repeating: "0", count: 64))
        try sandbox.write(lock, to: ".vipergen/modules/Cart/record.json")
    }

    @Test func aFailureMidUpdateRestoresEveryFileAndTheLock() throws {
        let sandbox = try makeProject()
        try moveTemplateToV2(sandbox)
        let before = try sandbox.snapshot()
        // The service is replaced (rename 1), the new file created, the old one deleted, the bases created, then the
        // lock replaced (rename 2): failing there undoes all of it.
        let run = sandbox.run(["update", "--all"], fileSystem: FaultyFileSystem(operation: .moveItem, failAt: 2))
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("every file this run wrote has been removed or restored"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func updateNeedsModulesOrAll() throws {
        let sandbox = try makeProject()
        #expect(sandbox.run(["update"]).exitCode == 64)
        #expect(sandbox.run(["update", "Cart", "--all"]).exitCode == 64)
        let unknown = sandbox.run(["update", "Crat"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.hasPrefix("error: no module 'Crat' is recorded; did you mean 'Cart'?"))
        #expect(sandbox.run(["update", "Cart", "--on-conflict", "ask"]).exitCode == 64)
    }

    @Test func theXcodeProjectFollowsFilesAddedAndRemoved() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            try String(
                contentsOfFile: "\(repositoryRoot)/Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8),
            to: "AgentApp.xcodeproj/project.pbxproj")
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: AgentApp/Modules\ntest_path: AgentAppTests/Modules\n"
                + "xcodeproj_path: AgentApp.xcodeproj\ncatalogs:\n  - Templates\n", to: "catalogs.yml")
        try sandbox.write(Self.specV1, to: "Templates/svc/template.yml")
        try sandbox.write(Self.serviceV1, to: "Templates/svc/Code/Service.swift.liquid")
        try sandbox.write("// old\n", to: "Templates/svc/Code/Old.swift.liquid")
        let original = try sandbox.read("AgentApp.xcodeproj/project.pbxproj")
        #expect(sandbox.run(["gen", "Cart", "svc"]).exitCode == 0)
        #expect(try sandbox.read("AgentApp.xcodeproj/project.pbxproj").contains("CartOld.swift in Sources"))
        try moveTemplateToV2(sandbox)
        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let project = try sandbox.read("AgentApp.xcodeproj/project.pbxproj")
        #expect(!project.contains("CartOld.swift"))
        #expect(project.contains("CartNew.swift in Sources"))
        #expect(run.standardOutput.contains("removes 1 file"), "\(run.standardOutput)")
        // Removing the module's files by hand from the template leaves the project as it was before gen.
        try sandbox.write("name: svc\nversion: \"2.0\"\ncode_files: []\n", to: "Templates/svc/template.yml")
        #expect(sandbox.run(["update", "Cart"]).exitCode == 0)
        #expect(try sandbox.read("AgentApp.xcodeproj/project.pbxproj") == original)
    }

    /// A generated file the user deleted stays deleted (their choice), unless `update --restore` asks for it again:
    /// then it is written as generated, and its project entry kept. A file moved elsewhere is not written again
    /// beside itself, which would declare its types twice.
    @Test func restoreWritesADeletedFileAgainButNotAMovedOne() throws {
        let fixture = XcodeProjectGenTests.fixtures[1]
        let sandbox = try XcodeProjectGenTests.project(fixture)
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let entity = "\(fixture.sourceFolder)/Modules/Cart/Entity/CartEntity.swift"
        let presenter = "\(fixture.sourceFolder)/Modules/Cart/Presenter/CartPresenter.swift"
        let generated = try sandbox.read(entity)
        let project = try sandbox.read("App.xcodeproj/project.pbxproj")
        try FileManager.default.removeItem(atPath: sandbox.path + "/" + entity)
        try sandbox.write(try sandbox.read(presenter), to: "Moved/CartPresenter.swift")
        try FileManager.default.removeItem(atPath: sandbox.path + "/" + presenter)

        let plain = sandbox.run(["update", "Cart"])
        #expect(plain.exitCode == 0, "\(plain.standardError)")
        #expect(plain.standardOutput.contains("skip      \(entity)  (you deleted it; not created again)"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/" + entity))

        let restore = sandbox.run(["update", "Cart", "--restore"])
        #expect(restore.exitCode == 0, "\(restore.standardError)")
        #expect(
            restore.standardOutput.contains(
                "create    \(entity)  (deleted since it was generated; written again (--restore))"),
            "\(restore.standardOutput)")
        #expect(
            restore.standardOutput.contains(
                "skip      \(presenter)  (you moved it to Moved/CartPresenter.swift; not written again here)"))
        #expect(try sandbox.read(entity) == generated)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/" + presenter))
        #expect(try sandbox.read("App.xcodeproj/project.pbxproj") == project)
        #expect(!sandbox.run(["status"]).standardOutput.contains("missing"))
    }

    @Test func aFileTheUserMovedIsFoundAndTheTemplatesChangeReported() throws {
        let sandbox = try makeProject()
        let service = "App/Modules/Cart/CartService.swift"
        let moved = "App/Modules/Cart/Services/CartService.swift"
        try sandbox.write(try sandbox.read(service), to: moved)
        try FileManager.default.removeItem(atPath: sandbox.folder.appending(service))
        try moveTemplateToV2(sandbox)

        let dryRun = sandbox.run(["update", "Cart", "--dry-run"])
        #expect(dryRun.standardOutput.contains("you moved it to \(moved); the template changed it since"))
        #expect(dryRun.standardOutput.contains("the template's version of \(service), not applied:"))
        #expect(dryRun.standardOutput.contains("+    func save() {}"), "\(dryRun.standardOutput)")
        // --restore writes deleted files again, not a moved one, whose template change is reported all the same.
        let restoring = sandbox.run(["update", "Cart", "--dry-run", "--restore"])
        #expect(restoring.standardOutput.contains("you moved it to \(moved); the template changed it since"))
        #expect(!restoring.standardOutput.contains("create    \(service)"))

        let run = sandbox.run(["update", "Cart"])
        #expect(run.exitCode == 2, "written, with a file left for the user")
        #expect(run.standardError.contains("kept      \(service)"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appending(service)), "not created again")
        #expect(try !sandbox.read(moved).contains("save"), "the moved file is the user's: reported, not changed")
    }

    @Test func aDeletedFileTheTemplateChangedIsReportedOneItDidNotIsNot() throws {
        let sandbox = try makeProject()
        try FileManager.default.removeItem(atPath: sandbox.folder.appending("App/Modules/Cart/CartService.swift"))
        try FileManager.default.removeItem(atPath: sandbox.folder.appending("App/Modules/Cart/CartOld.swift"))
        try moveTemplateToV2(sandbox)
        let run = sandbox.run(["update", "Cart", "--dry-run"])
        #expect(run.standardOutput.contains("you deleted it, and the template changed it since; not created again"))
        #expect(run.exitCode == 1, "a dry run that would leave a file for the user fails, as for conflicts")

        // The template left the service as it was: a deletion of it loses nothing.
        let unchanged = try makeProject()
        try FileManager.default.removeItem(atPath: unchanged.folder.appending("App/Modules/Cart/CartService.swift"))
        try unchanged.write("// new\n", to: "Templates/svc/Code/New.swift.liquid")
        try unchanged.write(Self.specV2, to: "Templates/svc/template.yml")
        let quiet = unchanged.run(["update", "Cart"])
        #expect(quiet.exitCode == 0, "\(quiet.standardError)")
        #expect(quiet.standardOutput.contains("you deleted it; not created again"))
    }

    @Test func genOverAnEditedModuleSuggestsUpdateNotForce() throws {
        let sandbox = try makeProject()
        let service = "App/Modules/Cart/CartService.swift"
        try sandbox.write("// mine\n" + (try sandbox.read(service)), to: service)
        let before = try sandbox.snapshot()
        let run = sandbox.run(["gen", "Cart", "svc"])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError == """
                error: 1 file of Cart, generated before, has changed since; nothing was written:
                  conflict  \(service)
                  run 'vipergen update Cart' to bring the template's changes in and keep your edits ('vipergen status' \
                shows them); --force would replace them

                """)
        #expect(try sandbox.snapshot() == before)
    }
}
