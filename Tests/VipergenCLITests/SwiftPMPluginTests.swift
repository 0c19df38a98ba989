import Foundation
import TestHelpers
import Testing

/// The command plugin, end to end: a package that depends on this one by path runs
/// `swift package --allow-writing-to-package-directory vipergen ...` with no install step. SwiftPM builds vipergen
/// for it (into `.build-plugin-test/` of this repository, kept between runs), so the first run takes a while.
@Suite("SwiftPM command plugin", .serialized)
struct SwiftPMPluginTests {
    /// A package named Shop with a library and its tests, and a catalogs.yml that puts modules into the library's
    /// folder.
    static func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("plugin")
        _ = try folder.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: \(String(reflecting: repositoryRoot)))],
                targets: [
                    .target(name: "Shop"),
                    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
                ]
            )

            """, to: "Package.swift")
        _ = try folder.write("public struct Shop {}\n", to: "Sources/Shop/Shop.swift")
        _ = try folder.write("import Shop\n", to: "Tests/ShopTests/ShopTests.swift")
        _ = try folder.write(
            """
            project_name: "Shop"
            module_path: "Sources/Shop/Modules"
            test_path: "Tests/ShopTests/Modules"

            """, to: "catalogs.yml")
        return folder
    }

    /// `swift package [--allow-writing-to-package-directory] vipergen <arguments>` in `folder`.
    static func plugin(_ arguments: [String], in folder: TemporaryFolder, allowWriting: Bool = true) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "package", "--scratch-path", repositoryRoot + "/.build-plugin-test"]
            + (allowWriting ? ["--allow-writing-to-package-directory"] : []) + ["vipergen"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let output = try runCapturingOutput(process)
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func genStatusAndRemoveRunThroughThePluginInTheDependentPackage() throws {
        let package = try Self.package()
        let gen = try Self.plugin(["gen", "Profile", "bviper"], in: package)
        #expect(gen.status == 0, "\(gen.output)")
        #expect(gen.output.contains("generated Profile from 'bviper'"), "\(gen.output)")
        for path in [
            "Sources/Shop/Modules/Profile/Presenter/ProfilePresenter.swift", "Sources/Shop/Modules/Router.swift",
            "Tests/ShopTests/Modules/Profile/Presenter/ProfilePresenterTests.swift",
            ".vipergen/modules/Profile/record.json",
        ] {
            #expect(FileManager.default.fileExists(atPath: package.appending(path)), "\(path)")
        }
        #expect(try Self.plugin(["status"], in: package).status == 0)

        // vipergen's own exit status comes through in SwiftPM's words: a script can tell a broken module.
        try FileManager.default.removeItem(
            atPath: package.appending("Sources/Shop/Modules/Profile/ProfileProtocols.swift"))
        let broken = try Self.plugin(["status"], in: package)
        #expect(broken.status != 0)
        #expect(broken.output.contains("Plugin ended with exit code 3"), "\(broken.output)")
        #expect(broken.output.contains("missing  Sources/Shop/Modules/Profile/ProfileProtocols.swift"))

        let remove = try Self.plugin(["remove", "Profile", "--force"], in: package)
        #expect(remove.status == 0, "\(remove.output)")
        #expect(!FileManager.default.fileExists(atPath: package.appending("Sources/Shop/Modules")))
        #expect(FileManager.default.fileExists(atPath: package.appending("Sources/Shop/Shop.swift")))
    }

    @Test func withoutPermissionToWriteNothingIsWritten() throws {
        let package = try Self.package()
        let run = try Self.plugin(["gen", "Profile", "bviper"], in: package, allowWriting: false)
        #expect(run.status != 0)
        #expect(run.output.contains("--allow-writing-to-package-directory"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: package.appending("Sources/Shop/Modules")))
    }
}
