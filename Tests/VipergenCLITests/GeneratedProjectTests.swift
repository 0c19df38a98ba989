import Foundation
import Testing

/// Projects XcodeGen or Tuist make from a spec (written here in the shapes their documentation gives; see
/// ProjectSpecTests): init reads the spec, gen puts modules where the spec's targets build them and never edits
/// the made project, refuses a module outside those folders, and checks names against them.
@Suite("XcodeGen and Tuist projects")
struct GeneratedProjectTests {
    static let xcodeGenSpec = """
        name: Shop
        options:
          bundleIdPrefix: com.example
        targets:
          Shop:
            type: application
            platform: iOS
            sources: [Shop]
          ShopTests:
            type: bundle.unit-test
            platform: iOS
            sources:
              - path: ShopTests
            dependencies:
              - target: Shop

        """

    /// An XcodeGen project whose app keeps two screens in Shop/Features, with no .xcodeproj (git ignores it).
    static func xcodeGenProject() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(xcodeGenSpec, to: "project.yml")
        try sandbox.write("final class AppDelegate {}\n", to: "Shop/AppDelegate.swift")
        try sandbox.write("final class CartView {}\n", to: "Shop/Features/Cart/CartView.swift")
        try sandbox.write("final class OrdersView {}\n", to: "Shop/Features/Orders/OrdersView.swift")
        try sandbox.write("final class SettingsPresenter {}\n", to: "Shop/Legacy/Old.swift")
        try sandbox.write("\n", to: "ShopTests/ShopTests.swift")
        return sandbox
    }

    @Test func initReadsTheSpecAndGenLeavesTheMadeProjectAlone() throws {
        let sandbox = try Self.xcodeGenProject()
        let initRun = sandbox.run(["init", "--no-input"])
        #expect(initRun.exitCode == 0, "\(initRun.standardError)")
        #expect(
            initRun.standardError.contains(
                "note: project.yml (XcodeGen) makes Shop.xcodeproj: gen never edits that project (run 'xcodegen "
                    + "generate' after it)"), "\(initRun.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        #expect(settings.contains("module_path: \"Shop/Features\"\ntest_path: \"ShopTests/Features\"\n"), "\(settings)")
        #expect(settings.contains("project_targets: [\"Shop\"]\ntest_targets: [\"ShopTests\"]\n"), "\(settings)")

        let gen = sandbox.run(["gen", "Profile", "bviper"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(gen.standardOutput.contains("run 'xcodegen generate' to add the new files"), "\(gen.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path + "/Shop/Features/Profile/ProfileProtocols.swift"))
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.path + "/ShopTests/Features/Profile/Presenter/ProfilePresenterTests.swift"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Shop.xcodeproj"))
        #expect(sandbox.run(["status"]).exitCode == 0)
    }

    @Test func aModuleOutsideTheSpecsFoldersIsRefused() throws {
        let sandbox = try Self.xcodeGenProject()
        #expect(sandbox.run(["init", "--no-input", "--module-path", "Modules"]).exitCode == 0)
        let before = try sandbox.snapshot()
        let gen = sandbox.run(["gen", "Profile", "bviper"])
        #expect(gen.exitCode != 0)
        #expect(
            gen.standardError.contains(
                "Modules/Profile/ProfileProtocols.swift is in none of the folders project.yml gives Shop (Shop): after "
                    + "'xcodegen generate' no target would build it"), "\(gen.standardError)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func namesAreCheckedAgainstTheFoldersTheSpecGivesTheTarget() throws {
        let sandbox = try Self.xcodeGenProject()
        #expect(sandbox.run(["init", "--no-input"]).exitCode == 0)
        let gen = sandbox.run(["gen", "Settings", "bviper"])
        #expect(gen.exitCode != 0)
        #expect(gen.standardError.contains("SettingsPresenter"), "\(gen.standardError)")
        #expect(gen.standardError.contains("Shop/Legacy/Old.swift:1"), "\(gen.standardError)")
    }

    @Test func initReadsATuistProject() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            """
            import ProjectDescription

            let project = Project(
                name: "Shop",
                targets: [
                    .target(
                        name: "Shop", destinations: .iOS, product: .app, bundleId: "io.tuist.Shop",
                        sources: ["Shop/Sources/**"], dependencies: []),
                    .target(
                        name: "ShopTests", destinations: .iOS, product: .unitTests, bundleId: "io.tuist.ShopTests",
                        sources: ["Shop/Tests/**"], dependencies: [.target(name: "Shop")]),
                ]
            )

            """, to: "Project.swift")
        try sandbox.write("final class AppDelegate {}\n", to: "Shop/Sources/AppDelegate.swift")
        let run = sandbox.run(["init", "--no-input"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.contains("run 'tuist generate' after it"), "\(run.standardError)")
        let settings = try sandbox.read("catalogs.yml")
        #expect(
            settings.contains("module_path: \"Shop/Sources/Modules\"\ntest_path: \"Shop/Tests/Modules\"\n"),
            "\(settings)")
        let gen = sandbox.run(["gen", "Profile", "bviper"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(gen.standardOutput.contains("run 'tuist generate'"), "\(gen.standardOutput)")
    }
}
