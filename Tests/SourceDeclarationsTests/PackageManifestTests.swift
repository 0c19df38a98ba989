import Foundation
import Testing

@testable import SourceDeclarations

/// Reading the targets of real manifests (Fixtures/Manifests, sources in its README) without running them.
@Suite("Package manifests")
struct PackageManifestTests {
    static func manifest(_ name: String) throws -> PackageManifest {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Manifests/\(name).Package.swift.txt").path
        return PackageManifest.read(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func swiftLogListsItsTargetsAndTheirDependencies() throws {
        let manifest = try Self.manifest("swift-log")
        #expect(!manifest.hasComputedTargets)
        #expect(manifest.targets.map(\.name) == ["Logging", "InMemoryLogging", "LoggingTests", "InMemoryLoggingTests"])
        #expect(manifest.targets.map(\.kind) == ["target", "target", "testTarget", "testTarget"])
        #expect(manifest.targets[3].dependencies == ["InMemoryLogging", "Logging"])
        #expect(manifest.targets[2].folder == "Tests/LoggingTests")
        #expect(manifest.targets[0].folder == "Sources/Logging")
        #expect(manifest.targets[0].line == 30)
    }

    @Test func argumentParserGivesSomeTargetsAPath() throws {
        let manifest = try Self.manifest("swift-argument-parser")
        let roll = try #require(manifest.targets.first { $0.name == "roll" })
        #expect(roll.kind == "executableTarget")
        #expect(roll.folder == "Examples/roll")
        #expect(manifest.targets.contains { $0.name == "ArgumentParser" && $0.folder == "Sources/ArgumentParser" })
        // Its products name targets too (`.executable(name:targets:)`): they are not targets.
        #expect(Set(manifest.targets.map(\.name)).count == manifest.targets.count)
    }

    /// swift-collections makes most of its targets in a function (`Target.target(name: name, ...)`).
    @Test func targetsMadeByCodeAreSaidToBeComputed() throws {
        #expect(try Self.manifest("swift-collections").hasComputedTargets)
        // swift-dependencies appends test targets to `package.targets` when a condition holds.
        let dependencies = try Self.manifest("swift-dependencies")
        #expect(dependencies.hasComputedTargets)
        #expect(dependencies.targets.contains { $0.name == "Dependencies" })
    }

    @Test func commentsStringsAndInterpolationAreNotTargets() {
        let manifest = PackageManifest.read(
            Array(
                #"""
                // .target(name: "Commented"),
                /* .target(name: "Blocked") */
                let package = Package(
                    name: "A",
                    targets: [
                        .target(name: "Quoted", path: "Sources/My \"Odd\" Folder"),
                        .target(name: "\(prefix)Core"),
                        .testTarget(name: "QuotedTests", dependencies: [.target(name: "Quoted"), .product(name: "P", package: "p")]),
                    ]
                )
                """#.utf8))
        #expect(manifest.targets.map(\.name) == ["Quoted", "QuotedTests"])
        #expect(manifest.targets[0].path == #"Sources/My "Odd" Folder"#)
        #expect(manifest.targets[1].dependencies == ["Quoted", "P"])
        #expect(manifest.hasComputedTargets)
    }
}
