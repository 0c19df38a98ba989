import Foundation
import Testing

/// Modules in a target of a local Swift package (`Packages/Features`, beside the small AgentApp project of
/// Fixtures/): SwiftPM builds the target from its folder, so the project file is never edited; the name checks
/// compare with that target's files, and the tests go to its test target and import its module.
@Suite("Modules in local Swift packages")
struct LocalPackageTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Features",
            platforms: [.iOS(.v16)],
            products: [.library(name: "Features", targets: ["Features"])],
            targets: [
                .target(name: "Features"),
                .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
            ]
        )

        """

    /// The AgentApp project with a local package whose target Features keeps its screens in Modules/.
    static func app(manifest: String = manifest) throws -> Sandbox {
        let sandbox = try Sandbox()
        let project = try String(
            contentsOfFile: "\(repositoryRoot)/Tests/VipergenCLITests/Fixtures/AgentApp.pbxproj", encoding: .utf8)
        try sandbox.write(project, to: "AgentApp.xcodeproj/project.pbxproj")
        try sandbox.write(manifest, to: "Packages/Features/Package.swift")
        try sandbox.write("final class SettingsView {}\n", to: "Packages/Features/Sources/Features/Settings/View.swift")
        let run = sandbox.run(["init", "--no-input", "--module-path", "Packages/Features/Sources/Features/Modules"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        return sandbox
    }

    @Test func genWritesIntoThePackageTargetAndItsTestsAndEditsNoProject() throws {
        let sandbox = try Self.app()
        let before = try sandbox.snapshot()
        let gen = sandbox.run(["gen", "Profile", "bviper"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(
            gen.standardOutput.contains(
                "note: the module is in Features, a target of the Swift package in Packages/Features: SwiftPM builds "
                    + "it from its folder, so no project file was edited; its tests are in the test target "
                    + "FeaturesTests"), "\(gen.standardOutput)")
        #expect(
            try sandbox.read("AgentApp.xcodeproj/project.pbxproj")
                == String(decoding: before["AgentApp.xcodeproj/project.pbxproj"]!, as: UTF8.self))
        let test = try sandbox.read(
            "Packages/Features/Tests/FeaturesTests/Modules/Profile/Presenter/ProfilePresenterTests.swift")
        #expect(test.contains("@testable import Features\n"), "\(test)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/AgentAppTests/Modules"))
        // status knows SwiftPM builds these files: none is "not in the Xcode project".
        let status = sandbox.run(["status"])
        #expect(status.exitCode == 0, "\(status.standardOutput)")
        // And remove leaves the tree as it was.
        #expect(sandbox.run(["remove", "Profile"]).exitCode == 0)
        let after = try sandbox.snapshot().filter { !$0.key.hasPrefix(".vipergen") }
        #expect(after == before.filter { !$0.key.hasPrefix(".vipergen") })
    }

    @Test func theNameChecksCompareWithThePackageTarget() throws {
        let sandbox = try Self.app()
        try sandbox.write("final class CartInteractor {}\n", to: "Packages/Features/Sources/Features/Cart/Logic.swift")
        try sandbox.write("// a screen\n", to: "Packages/Features/Sources/Features/Orders/OrdersPresenter.swift")
        let type = sandbox.run(["gen", "Cart", "bviper"])
        #expect(type.exitCode != 0)
        #expect(type.standardError.contains("CartInteractor"), "\(type.standardError)")
        #expect(type.standardError.contains("Features"), "\(type.standardError)")
        let file = sandbox.run(["gen", "Orders", "bviper"])
        #expect(file.exitCode != 0)
        #expect(
            file.standardError.contains("two files named OrdersPresenter.swift would be in Features"),
            "\(file.standardError)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Packages/Features/Sources/Features/Modules"))
    }

    @Test func aTargetWithoutATestTargetGetsNoTestsAndTheLineToAdd() throws {
        let sandbox = try Self.app(
            manifest: Self.manifest.replacingOccurrences(
                of: "        .testTarget(name: \"FeaturesTests\", dependencies: [\"Features\"]),\n", with: ""))
        let gen = sandbox.run(["gen", "Profile", "bviper"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        #expect(
            gen.standardOutput.contains(
                "Features, a target of the Swift package in Packages/Features, has no test target, so the module's "
                    + "tests were not generated; add .testTarget(name: \"FeaturesTests\", dependencies: [\"Features\"])"
            ), "\(gen.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/Packages/Features/Tests"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/AgentAppTests/Modules"))
    }
}
