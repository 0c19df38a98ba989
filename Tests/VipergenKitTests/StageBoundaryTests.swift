import Foundation
import TestHelpers
import Testing

/// The stages that are targets of their own are kept apart by the build: VipergenSettings (environment,
/// configuration, catalogs) comes before VipergenKit (planning and writing), and VipergenMerging (the merge driver)
/// uses the settings only. A scratch copy of this package gets an upward import and must then fail to build, with
/// SwiftPM's check of undeclared imports on, as in `.ci/run`: without it, a module built earlier in the same build
/// folder could be imported by a target that does not declare it.
@Suite("Stage boundaries kept by the build", .serialized)
struct StageBoundaryTests {
    /// A copy of the package's manifest, sources and tests in a scratch folder.
    static func copyOfThePackage() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("layering")
        for item in ["Package.swift", "Sources", "Tests", "Templates"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/" + item, toPath: folder.appending(item))
        }
        return folder
    }

    /// `swift build --target <target>` in `folder`, with undeclared imports an error.
    static func build(_ target: String, in folder: TemporaryFolder) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--target", target, "--explicit-target-dependency-import-check", "error",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let output = try runCapturingOutput(process)
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Puts `import VipergenKit` and a use of one of its types at the top of `file`, which is returned as it was.
    static func addUpwardImport(to file: String) throws -> String {
        let original = try String(contentsOfFile: file, encoding: .utf8)
        try ("import VipergenKit\n\nlet upward: ModuleLock? = nil\n" + original)
            .write(toFile: file, atomically: true, encoding: .utf8)
        return original
    }

    @Test func anUpwardImportFailsToBuild() throws {
        let package = try Self.copyOfThePackage()
        // As it is, the copy builds, and VipergenKit is then a built module beside the others.
        let kit = try Self.build("VipergenKit", in: package)
        try #require(kit.status == 0, "\(kit.output)")

        let settingsFile = package.appending("Sources/VipergenSettings/Setup.swift")
        let settingsText = try Self.addUpwardImport(to: settingsFile)
        let settings = try Self.build("VipergenSettings", in: package)
        #expect(settings.status != 0)
        #expect(
            settings.output.contains("VipergenSettings") && settings.output.contains("VipergenKit"),
            "\(settings.output)")
        try settingsText.write(toFile: settingsFile, atomically: true, encoding: .utf8)

        let merging = try Self.build("VipergenMerging", in: package)
        try #require(merging.status == 0, "\(merging.output)")
        _ = try Self.addUpwardImport(to: package.appending("Sources/VipergenMerging/MergeDriver.swift"))
        let upward = try Self.build("VipergenMerging", in: package)
        #expect(upward.status != 0)
        #expect(
            upward.output.contains("imports another target (VipergenKit) in the package without declaring it"),
            "\(upward.output)")
    }
}
