import Foundation
import TestHelpers
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

    /// The app that depends on the package opens the module through its public `Router`: removing the module from
    /// the package would leave the app not building, though no file of the package target names it. Refused, the
    /// app's file listed; `--no-clash-check` removes it all the same.
    @Test func theAppUsingThePackagesModuleRefusesItsRemoval() throws {
        let sandbox = try Self.app()
        #expect(sandbox.run(["gen", "Profile", "bviper"]).exitCode == 0)
        #expect(sandbox.run(["gen", "Wallet", "bviper"]).exitCode == 0)
        try sandbox.write(
            "import Features\nimport UIKit\n\nfinal class AppDelegate {\n    func start() -> UIViewController {\n"
                + "        Router.profile.profileScene(id: \"me\")\n    }\n}\n", to: "AgentApp/AppDelegate.swift")
        let before = try sandbox.snapshot()
        let refused = sandbox.run(["remove", "Profile"])
        #expect(refused.exitCode == 1)
        #expect(
            refused.standardError.contains(
                "  uses  AgentApp/AppDelegate.swift  (Router.profile, Router.profileScene)\n"),
            "\(refused.standardError)")
        #expect(try sandbox.snapshot() == before)
        #expect(sandbox.run(["remove", "Profile", "--no-clash-check"]).exitCode == 0)
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

/// `gen --package DIR`: the module becomes a target of its own in the package, its Package.swift gaining only the
/// lines for its target, test target and product; `remove` takes them out again, byte for byte.
@Suite("Modules as targets of their own in a local package")
struct PackageTargetTests {
    /// swift-log's manifest (Tests/SourceDeclarationsTests/Fixtures/Manifests, github.com/apple/swift-log 1.16.2)
    /// as a local package of an app.
    static func app(manifest: String? = nil) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("project_name: App\nmodule_path: App/Modules\ntest_path: AppTests\n", to: "catalogs.yml")
        let real = try String(
            contentsOfFile: repositoryRoot
                + "/Tests/SourceDeclarationsTests/Fixtures/Manifests/swift-log.Package.swift.txt", encoding: .utf8)
        try sandbox.write(manifest ?? real, to: "Packages/Logging/Package.swift")
        try sandbox.write("public struct Logger {}\n", to: "Packages/Logging/Sources/Logging/Logger.swift")
        return sandbox
    }

    @Test func genAddsOnlyTheModulesLinesAndRemoveTakesThemOut() throws {
        let sandbox = try Self.app()
        let before = try sandbox.snapshot()
        let manifest = try sandbox.read("Packages/Logging/Package.swift")
        let gen = sandbox.run(["gen", "Profile", "vip", "--package", "Packages/Logging"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        let edited = try sandbox.read("Packages/Logging/Package.swift")
        // Every line of the manifest is still there, in order, and the new ones are exactly the module's.
        let old = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        let new = edited.split(separator: "\n", omittingEmptySubsequences: false)
        var added: [String] = []
        var index = 0
        for line in new {
            if index < old.count, line == old[index] { index += 1 } else { added.append(line.trimmed) }
        }
        #expect(index == old.count, "a line of the manifest changed")
        #expect(
            added == [
                ".library(name: \"Profile\", targets: [\"Profile\"]),", ".target(name: \"Profile\"),",
                ".testTarget(name: \"ProfileTests\", dependencies: [\"Profile\"], path: \"Tests/Profile\"),",
            ], "\(added)")
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.path + "/Packages/Logging/Sources/Profile/ProfileRouter.swift"))
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.path + "/Packages/Logging/Tests/Profile/ProfileRouterTests.swift"))
        // SwiftPM reads the edited manifest and sees the new targets where the files are.
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        dump.arguments = ["swift", "package", "--package-path", sandbox.path + "/Packages/Logging", "dump-package"]
        let described = String(decoding: try runCapturingOutput(dump), as: UTF8.self)
        #expect(dump.terminationStatus == 0, "\(described)")
        #expect(described.contains("\"ProfileTests\"") && described.contains("\"Tests/Profile\""), "\(described)")
        #expect(sandbox.run(["status"]).exitCode == 0)
        #expect(sandbox.run(["update", "Profile"]).exitCode == 0)
        #expect(try sandbox.read("Packages/Logging/Package.swift") == edited)

        let remove = sandbox.run(["remove", "Profile"])
        #expect(remove.exitCode == 0, "\(remove.standardError)")
        let after = try sandbox.snapshot().filter { !$0.key.hasPrefix(".vipergen") }
        #expect(after == before.filter { !$0.key.hasPrefix(".vipergen") })
    }

    /// A product written over several lines has a line starting `targets: [` before the list of targets.
    @Test func aProductOverSeveralLinesDoesNotHideTheTargetsList() throws {
        let sandbox = try Self.app(
            manifest: """
                let package = Package(
                    name: "Logging",
                    products: [
                        .library(
                            name: "Logging",
                            targets: ["Logging"]
                        ),
                    ],
                    targets: [
                        .target(name: "Logging"),
                    ]
                )

                """)
        let gen = sandbox.run(["gen", "Profile", "vip", "--package", "Packages/Logging"])
        #expect(gen.exitCode == 0, "\(gen.standardError)")
        let manifest = try sandbox.read("Packages/Logging/Package.swift")
        #expect(manifest.contains("    targets: [\n        .target(name: \"Profile\"),\n"), "\(manifest)")
        #expect(manifest.contains("    products: [\n        .library(name: \"Profile\""), "\(manifest)")
    }

    @Test func aTemplateWhoseModulesShareAFileIsRefused() throws {
        let sandbox = try Self.app()
        let before = try sandbox.snapshot()
        let gen = sandbox.run(["gen", "Profile", "bviper", "--package", "Packages/Logging"])
        #expect(gen.exitCode == 1)
        #expect(
            gen.standardError.contains(
                "the template's modules share Router.swift, which a target of its own per module cannot share"),
            "\(gen.standardError)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test(arguments: [
        (
            "let names = [\"A\"]\nlet package = Package(name: \"P\", targets: names.map { .target(name: $0) })\n",
            "its targets are made by code"
        ),
        (
            "let package = Package(\n    name: \"P\",\n    targets: [.target(name: \"A\")]\n)\n",
            "line 3 opens 'targets' with more than 'targets: [' on it"
        ),
        (
            "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"Profile\"),\n    ]\n)\n",
            "it has a target named Profile already"
        ),
    ])
    func aManifestThatCannotTakeAddedLinesIsRefused(manifest: String, reason: String) throws {
        let sandbox = try Self.app(manifest: manifest)
        let before = try sandbox.snapshot()
        let gen = sandbox.run(["gen", "Profile", "vip", "--package", "Packages/Logging"])
        #expect(gen.exitCode == 1)
        #expect(gen.standardError.contains(reason), "\(gen.standardError)")
        #expect(try sandbox.snapshot() == before)
    }
}
