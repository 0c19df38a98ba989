import Foundation
import TestHelpers
import Testing

/// `remove` undoes `gen`: on the real Xcode projects, the tree and the project file come back byte for byte.
@Suite("vipergen remove")
struct RemoveCommandTests {
    @Test(arguments: XcodeProjectGenTests.fixtures)
    func genThenRemoveLeavesTheProjectAsItWas(_ fixture: XcodeProjectGenTests.Fixture) throws {
        let sandbox = try XcodeProjectGenTests.project(fixture)
        let before = try sandbox.snapshot()
        let gen = sandbox.run(["gen", "AgentDetail", "bviper"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(try sandbox.snapshot() != before)
        let remove = sandbox.run(["remove", "AgentDetail"])
        #expect(remove.exitCode == 0, "\(remove.standardError)")
        let after = try sandbox.snapshot()
        for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
            Issue.record("\(fixture.name): \(path) differs after gen and remove")
        }
    }

    /// In a git repository whose module folder exists, empty, before `gen` (and with or without a
    /// `.gitattributes` of the user's): `remove` keeps the folders it did not create and takes out of
    /// `.gitattributes` exactly the lines `gen` added (the file too, when `gen` created it).
    @Test(arguments: XcodeProjectGenTests.fixtures)
    func genThenRemoveInARepositoryKeepsWhatWasThere(_ fixture: XcodeProjectGenTests.Fixture) throws {
        for attributes in [nil, "*.png binary\r\n"] {
            let sandbox = try XcodeProjectGenTests.project(fixture)
            _ = try GitRepository(at: sandbox.path)
            try FileManager.default.createDirectory(
                atPath: sandbox.path + "/" + fixture.sourceFolder + "/Modules/AgentDetail/View",
                withIntermediateDirectories: true)
            if let attributes { try sandbox.write(attributes, to: ".gitattributes") }
            let before = try sandbox.snapshot()
            let gen = sandbox.run(["gen", "AgentDetail", "bviper"])
            #expect(gen.exitCode == 0, "\(gen.standardError)")
            #expect(try sandbox.read(".gitattributes").contains("Router.swift merge=vipergen"))
            let remove = sandbox.run(["remove", "AgentDetail"])
            #expect(remove.exitCode == 0, "\(remove.standardError)")
            let after = try sandbox.snapshot()
            for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
                Issue.record(
                    "\(fixture.name), \(attributes == nil ? "no" : "a user's") .gitattributes: \(path) differs")
            }
        }
    }

    /// `gen A` creates the module folder, `gen B` joins it: whichever of them is removed last takes the folder
    /// with it, so two gens and two removes, in either order, leave the tree (folders included) as it was.
    @Test(arguments: XcodeProjectGenTests.fixtures)
    func twoModulesRemovedOneByOneTakeTheFolderTheFirstCreated(_ fixture: XcodeProjectGenTests.Fixture) throws {
        for order in [["Cart", "Shop"], ["Shop", "Cart"]] {
            let sandbox = try XcodeProjectGenTests.project(fixture)
            _ = try GitRepository(at: sandbox.path)
            let before = try sandbox.snapshot()
            #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
            #expect(sandbox.run(["gen", "Shop", "bviper"]).exitCode == 0)
            for module in order {
                let remove = sandbox.run(["remove", module])
                #expect(remove.exitCode == 0, "\(remove.standardError)")
            }
            // vipergen's cache, kept by the second gen, is the only thing left in .vipergen/.
            let after = try sandbox.snapshot().filter { $0.key != ".vipergen/" }
            for path in Set(before.keys).union(after.keys).sorted() where before[path] != after[path] {
                Issue.record("\(fixture.name), removing \(order.joined(separator: " then ")): \(path) differs")
            }
        }
    }

    /// A module whose folders were deleted by hand (`rm -r`, Finder) leaves its entries in the Xcode project, which
    /// then does not build: `remove` takes them out with the rest, says the files were gone already, and leaves the
    /// project file as it was before `gen`, byte for byte.
    @Test(arguments: XcodeProjectGenTests.fixtures)
    func aModuleDeletedByHandLeavesNoEntryInTheProject(_ fixture: XcodeProjectGenTests.Fixture) throws {
        let sandbox = try XcodeProjectGenTests.project(fixture)
        let before = try sandbox.snapshot()
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        for folder in [fixture.sourceFolder, fixture.testFolder] {
            try? FileManager.default.removeItem(atPath: sandbox.path + "/\(folder)/Modules/AgentDetail")
        }
        let remove = sandbox.run(["remove", "AgentDetail"])
        #expect(remove.exitCode == 0, "\(remove.standardError)")
        #expect(remove.standardOutput.contains("of AgentDetail had been deleted already"), "\(remove.standardOutput)")
        // The files as they were (an empty folder above the deleted ones, which git does not see, may stay).
        let after = try sandbox.snapshot()
        for path in Set(before.keys).union(after.keys).sorted()
        where before[path] != after[path] && !path.hasSuffix("/") {
            Issue.record("\(fixture.name): \(path) differs after gen, a deletion by hand and remove")
        }
    }

    /// A module's file moved elsewhere in the project (by hand or by Xcode) is the module's still: `remove` deletes
    /// it there when it is as generated, and refuses while an edited one would be left, as for any edited file;
    /// `--keep-edited` keeps it as the user left it, not added to the project, and the old path's entries go.
    @Test func aMovedFileIsRemovedWhereItIsNow() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[1])
        let folder = XcodeProjectGenTests.fixtures[1].sourceFolder
        let project = try sandbox.read("App.xcodeproj/project.pbxproj")
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let presenter = "\(folder)/Modules/Cart/Presenter/CartPresenter.swift"
        let entity = "\(folder)/Modules/Cart/Entity/CartEntity.swift"
        try sandbox.write(try sandbox.read(presenter), to: "Moved/CartPresenter.swift")
        try sandbox.write(try sandbox.read(entity) + "// mine\n", to: "Moved/CartEntity.swift")
        for path in [presenter, entity] { try FileManager.default.removeItem(atPath: sandbox.path + "/" + path) }

        let refused = sandbox.run(["remove", "Cart"])
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.contains("  edited  Moved/CartEntity.swift"), "\(refused.standardError)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path + "/Moved/CartPresenter.swift"))

        let run = sandbox.run(["remove", "Cart", "--keep-edited"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("delete    Moved/CartPresenter.swift  (moved here from \(presenter))"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Moved/CartPresenter.swift"))
        #expect(try sandbox.read("Moved/CartEntity.swift").hasSuffix("// mine\n"))
        #expect(try sandbox.read("App.xcodeproj/project.pbxproj") == project)
    }

    /// A folder the user fills after `gen` is theirs too: the last remove leaves it, with their file.
    @Test func aCreatedFolderTheUserFilledIsKept() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        let fixture = XcodeProjectGenTests.fixtures[0]
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["gen", "Shop", "bviper"]).exitCode == 0)
        try sandbox.write("// mine\n", to: fixture.sourceFolder + "/Modules/Notes.swift")
        #expect(sandbox.run(["remove", "Cart"]).exitCode == 0)
        #expect(sandbox.run(["remove", "Shop"]).exitCode == 0)
        #expect(try sandbox.read(fixture.sourceFolder + "/Modules/Notes.swift") == "// mine\n")
    }

    @Test func removingOneOfTwoModulesKeepsTheSharedFileAndTheOthersLines() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let withCart = try sandbox.snapshot()
        #expect(sandbox.run(["gen", "Shop", "bviper"]).exitCode == 0)
        let run = sandbox.run(["remove", "Shop"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.snapshot() == withCart)
    }

    /// remove reads the records of the modules it names, and of others only until one made from the same template
    /// is found (which keeps the template's shared files): a damaged record past that point is never read.
    @Test func removeReadsOtherRecordsOnlyUntilOneOfTheSameTemplate() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        #expect(sandbox.run(["gen", "Alpha", "bviper"]).exitCode == 0)
        let withAlpha = try sandbox.snapshot()
        #expect(sandbox.run(["gen", "Shop", "bviper"]).exitCode == 0)
        try sandbox.write("{ damaged", to: ".vipergen/modules/Zed/record.json")
        let run = sandbox.run(["remove", "Shop"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        // Alpha's lines and the shared Router.swift are kept; the damaged record is left as it is.
        Self.expect(try sandbox.snapshot(), isAsBeforeShop: withAlpha, but: ".vipergen/modules/Zed/")

        // The last module of its template: every other record is read, and a damaged one stops the removal.
        let before = try sandbox.snapshot()
        let last = sandbox.run(["remove", "Alpha"])
        #expect(last.exitCode == 1)
        #expect(
            last.standardError.contains(".vipergen/modules/Zed/record.json: error: cannot read the lock file"),
            "\(last.standardError)")
        #expect(try sandbox.snapshot() == before, "nothing written")
    }

    /// A shared file that keeps another module's injected lines stays whatever the records say, so remove reads no
    /// other record for it: not even a damaged one first in name order. (Listing the records was most of a remove's
    /// time with 10,000 modules recorded.)
    @Test func removeReadsNoOtherRecordWhileTheSharedFileKeepsAnotherModulesLines() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        #expect(sandbox.run(["gen", "Alpha", "bviper"]).exitCode == 0)
        let withAlpha = try sandbox.snapshot()
        #expect(sandbox.run(["gen", "Shop", "bviper"]).exitCode == 0)
        try sandbox.write("{ damaged", to: ".vipergen/modules/Aaa/record.json")
        let run = sandbox.run(["remove", "Shop"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        Self.expect(try sandbox.snapshot(), isAsBeforeShop: withAlpha, but: ".vipergen/modules/Aaa/")
    }

    /// Records each file of `after` that differs from `before` (the project before Shop was generated), but those
    /// under `prefix`: the damaged record, which remove leaves as it is.
    private static func expect(_ after: [String: Data], isAsBeforeShop before: [String: Data], but prefix: String) {
        var expected = before
        for (path, bytes) in after where path.hasPrefix(prefix) { expected[path] = bytes }
        for path in Set(expected.keys).union(after.keys).sorted() where expected[path] != after[path] {
            Issue.record("\(path) differs from before Shop was generated")
        }
    }

    /// An edited file kept while the rest of its module goes would not compile (it uses the module's protocols):
    /// remove refuses, names the file and the types, and writes nothing; --keep-edited keeps it knowingly,
    /// --force deletes it too.
    @Test func anEditedFileRefusesTheRemovalUnlessKeptOrForced() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let folder = XcodeProjectGenTests.fixtures[0].sourceFolder + "/Modules/Cart"
        let presenter = folder + "/Presenter/CartPresenter.swift"
        try sandbox.write(try sandbox.read(presenter) + "// mine\n", to: presenter)
        let edited = try sandbox.snapshot()

        let refused = sandbox.run(["remove", "Cart"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains("the app would not build; nothing was written"), "\(refused.standardError)")
        #expect(refused.standardError.contains("  edited  \(presenter)  (uses "), "\(refused.standardError)")
        #expect(refused.standardError.contains("CartViewInput") && refused.standardError.contains("--keep-edited"))
        #expect(try sandbox.snapshot() == edited, "nothing written")
        #expect(sandbox.run(["remove", "Cart", "--force", "--keep-edited"]).exitCode == 64)

        let dryRun = sandbox.run(["remove", "Cart", "--keep-edited", "--dry-run"])
        #expect(dryRun.exitCode == 0)
        #expect(dryRun.standardOutput.contains("edited since it was generated; kept (--keep-edited): it uses "))
        let run = sandbox.run(["remove", "Cart", "--keep-edited"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try sandbox.read(presenter).hasSuffix("// mine\n"), "the edit is kept")
        #expect(try sandbox.files(under: folder) == [presenter])
        #expect(try sandbox.read(".vipergen/modules/Cart/kept.json").contains(presenter), "the kept file is listed")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appending(".vipergen/modules/Cart/record.json")))
        // The documented switch, remove then gen with another template: the kept file is named as such.
        let again = sandbox.run(["gen", "Cart", "viper"])
        #expect(again.exitCode == 1)
        #expect(
            again.standardError.contains("of the module Cart removed with 'remove --keep-edited' is still there"),
            "\(again.standardError)")
        #expect(again.standardError.contains("  kept  \(presenter)"))
        try FileManager.default.removeItem(atPath: sandbox.path + "/" + presenter)
        let switched = sandbox.run(["gen", "Cart", "viper"])
        #expect(switched.exitCode == 0, "\(switched.standardError)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appending(".vipergen/modules/Cart/kept.json")))

        let forced = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        let before = try forced.snapshot()
        #expect(forced.run(["gen", "Cart", "bviper"]).exitCode == 0)
        try forced.write(try forced.read(presenter) + "// mine\n", to: presenter)
        #expect(forced.run(["remove", "Cart", "--force"]).exitCode == 0)
        #expect(try forced.snapshot() == before)
    }

    /// The app's own code, or another module's file, that names a type of the module refuses its removal: the app
    /// would not build without the type. Nothing is written; `--no-clash-check` removes the module all the same, and
    /// the module's own lines in `Router.swift`, which the removal takes out, are no use of it.
    @Test func otherCodeNamingTheModulesTypesRefusesTheRemoval() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        #expect(sandbox.run(["gen", "Alpha", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["gen", "Beta", "bviper"]).exitCode == 0)
        try sandbox.write("final class Home {\n    var next: AlphaPresenter?\n}\n", to: "App/Home.swift")
        let beta = "App/Modules/Beta/Entity/BetaEntity.swift"
        try sandbox.write(try sandbox.read(beta) + "\nlet alpha = AlphaEntity()\n", to: beta)
        let before = try sandbox.snapshot()
        let refused = sandbox.run(["remove", "Alpha"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains(
                "2 other files the app builds name what the removal deletes, and would not compile without it; "
                    + "nothing was written:\n  uses  App/Home.swift  (AlphaPresenter)\n  uses  \(beta)  (AlphaEntity)\n"
                    + "  take those uses out first, or remove with --no-clash-check"), "\(refused.standardError)")
        #expect(try sandbox.snapshot() == before)
        // Beta's types are named by nothing but Beta's own files and its lines in Router.swift.
        #expect(sandbox.run(["remove", "Beta", "--force"]).exitCode == 0)
        let forced = sandbox.run(["remove", "Alpha", "--no-clash-check"])
        #expect(forced.exitCode == 0, "\(forced.standardError)")
        #expect(try sandbox.files(under: "App/Modules/Alpha").isEmpty)
        #expect(try sandbox.read("App/Home.swift").contains("AlphaPresenter"))
    }

    /// Another module opening this one the way the template says, `Router.alpha.alphaScene(id:)`, refuses its
    /// removal: it names none of the module's types, but the removal takes the accessor out of `Router.swift` and the
    /// scene out of `Router`. A `case .alpha` of the app's own enum, or the template's example in a comment, is no use.
    @Test func openingTheModuleThroughTheRouterRefusesTheRemoval() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        #expect(sandbox.run(["gen", "Alpha", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["gen", "Beta", "bviper"]).exitCode == 0)
        try sandbox.write(
            "enum Tab {\n    case alpha, beta\n}\n\nfunc title(_ tab: Tab) -> String {\n    switch tab {\n"
                + "    case .alpha: \"Alpha\"  // Router.alpha.alphaScene(id:) opens it\n    case .beta: \"Beta\"\n    }\n}\n",
            to: "App/Tab.swift")
        #expect(sandbox.run(["remove", "Alpha", "--dry-run"]).exitCode == 0)
        let presenter = "App/Modules/Beta/Presenter/BetaPresenter.swift"
        try sandbox.write(
            try sandbox.read(presenter)
                + "\nextension BetaPresenter {\n    func openAlpha() {\n"
                + "        nav?.pushViewController(Router.alpha.alphaScene(id: \"1\"), animated: true)\n    }\n}\n",
            to: presenter)
        let before = try sandbox.snapshot()
        let refused = sandbox.run(["remove", "Alpha"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains(
                "1 other file the app builds names what the removal deletes, and would not compile without it; "
                    + "nothing was written:\n  uses  \(presenter)  (Router.alpha, Router.alphaScene)\n"),
            "\(refused.standardError)")
        #expect(try sandbox.snapshot() == before)
        #expect(sandbox.run(["remove", "Alpha", "--no-clash-check"]).exitCode == 0)
    }

    /// Objective-C code reaches the app's Swift classes by their names: a `.m` file that uses the module's view
    /// controller refuses the removal as a Swift file would.
    @Test func objectiveCCodeUsingTheModulesClassesRefusesTheRemoval() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        #expect(sandbox.run(["gen", "Alpha", "bviper"]).exitCode == 0)
        try sandbox.write(
            "#import \"App-Swift.h\"\n\n@implementation Legacy\n- (UIViewController *)alpha {\n"
                + "    return [AlphaViewController new];\n}\n@end\n", to: "App/Legacy.m")
        let refused = sandbox.run(["remove", "Alpha"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains("  uses  App/Legacy.m  (AlphaViewController)\n"), "\(refused.standardError)")
    }

    /// With an Xcode project, the files that count are those its targets compile: another module's edited file in
    /// the app target refuses the removal; a file on disk that no target builds does not.
    @Test func withAnXcodeProjectTheTargetsFilesCount() throws {
        let fixture = XcodeProjectGenTests.fixtures.first { $0.name == "countries" }!
        let sandbox = try XcodeProjectGenTests.project(fixture)
        #expect(sandbox.run(["gen", "Alpha", "bviper"]).exitCode == 0)
        try sandbox.write("let unused: AlphaPresenter? = nil\n", to: "Scratch/NotBuilt.swift")
        #expect(sandbox.run(["remove", "Alpha", "--dry-run"]).exitCode == 0)
        #expect(sandbox.run(["gen", "Beta", "bviper"]).exitCode == 0)
        let beta = "\(fixture.sourceFolder)/Modules/Beta/Presenter/BetaPresenter.swift"
        try sandbox.write(try sandbox.read(beta) + "\nlet alpha: AlphaEntity? = nil\n", to: beta)
        let refused = sandbox.run(["remove", "Alpha"])
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.contains("  uses  \(beta)  (AlphaEntity)\n"), "\(refused.standardError)")
        #expect(!refused.standardError.contains("NotBuilt.swift"))
    }

    @Test func anUnknownModuleIsRefusedWithASuggestion() throws {
        let sandbox = try XcodeProjectGenTests.project(XcodeProjectGenTests.fixtures[0])
        #expect(sandbox.run(["gen", "Cart", "bviper"]).exitCode == 0)
        let before = try sandbox.snapshot()
        let run = sandbox.run(["remove", "Crat"])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("no module 'Crat' is recorded; did you mean 'Cart'?"))
        #expect(try sandbox.snapshot() == before)
    }
}

/// A recorded module generated again with another template: refused, since the old template's own files and
/// injected lines would stay behind; `remove` then `gen` switches it whole.
@Suite("Switching a module's template")
struct TemplateSwitchTests {
    @Test func genWithAnotherTemplateIsRefusedAndRemoveThenGenSwitchesCleanly() throws {
        let fixture = XcodeProjectGenTests.fixtures[1]
        let sandbox = try XcodeProjectGenTests.project(fixture)
        let before = try sandbox.snapshot()
        #expect(sandbox.run(["gen", "AgentDetail", "bviper"]).exitCode == 0)
        let bviper = try sandbox.snapshot()

        let switched = sandbox.run(["gen", "AgentDetail", "viper", "--force"])
        #expect(switched.exitCode == 1)
        #expect(
            switched.standardError.contains(
                "AgentDetail was generated with bviper; generating it with viper over it would leave bviper's own "
                    + "files and injected lines behind: run 'vipergen remove AgentDetail' first"),
            "\(switched.standardError)")
        #expect(try sandbox.snapshot() == bviper)

        #expect(sandbox.run(["remove", "AgentDetail"]).exitCode == 0)
        #expect(try sandbox.snapshot() == before)
        let viper = sandbox.run(["gen", "AgentDetail", "viper"])
        #expect(viper.exitCode == 0, "\(viper.standardError)")
        let files = try sandbox.files()
        #expect(!files.contains { $0.hasSuffix("AgentDetailModuleBuilder.swift") })
        #expect(!files.contains { $0.hasSuffix("/Router.swift") })
        let project = try String(decoding: XcodeProjectGenTests.projectBytes(sandbox), as: UTF8.self)
        #expect(!project.contains("AgentDetailModuleBuilder"))
        #expect(project.contains("AgentDetailModule.swift"))
        #expect(sandbox.run(["status"]).exitCode == 0)
    }
}
