import Foundation
import TestFileSystems
import Testing

@testable import VipergenKit

/// What init proposes for the real projects of Tests/XcodeProjectTests/Fixtures (sources and facts in its README),
/// read with nothing on disk but the project file: the folders come from the project alone.
@Suite("Xcode project defaults for init")
struct XcodeProjectDefaultsTests {
    /// A fixture, the `.xcodeproj` name it has in its repository, and what init should propose.
    struct Case: Sendable, CustomStringConvertible {
        var fixture: String
        var project: String
        var sourceFolder: String
        var moduleFolder: String?
        var testTarget: String?
        var testReason: TestBundleChoice.Reason?
        var description: String { fixture }
    }

    // The "group folder for new module" column of the fixtures' README, except where noted.
    static let cases: [Case] = [
        // No folder is named "Sequel Pro" or "sequel-pro": Source holds most of the app's sources.
        Case(
            fixture: "sequelpro", project: "sequel-pro", sourceFolder: "Source", testTarget: "Unit Tests",
            testReason: .onlyOne),
        Case(
            fixture: "countries", project: "CountriesSwiftUI", sourceFolder: "CountriesSwiftUI",
            moduleFolder: "CountriesSwiftUI/UI/Screens", testTarget: "UnitTests", testReason: .onlyOne),
        Case(fixture: "stats", project: "Stats", sourceFolder: "Stats", testTarget: "Tests", testReason: .onlyOne),
        // The README's IceCubesApp/App is where the app's own code is; IceCubesApp is the folder named after it.
        Case(fixture: "icecubes", project: "IceCubesApp", sourceFolder: "IceCubesApp"),
        Case(
            fixture: "mastodon", project: "Mastodon", sourceFolder: "Mastodon", moduleFolder: "Mastodon/Scene",
            testTarget: "MastodonTests", testReason: .onlyOne),
        // The README's iOS is the group of NetNewsWire-iOS; the first app target, NetNewsWire, is the Mac app.
        Case(
            fixture: "netnewswire", project: "NetNewsWire", sourceFolder: "Mac", testTarget: "NetNewsWireTests",
            testReason: .namedAfterApp),
        Case(
            fixture: "axterm", project: "AXTerm", sourceFolder: "AXTerm", testTarget: "AXTermTests",
            testReason: .namedAfterApp),
        Case(fixture: "foundationlab", project: "FoundationLab", sourceFolder: "Foundation Lab"),
        // Sources/App/Scenes holds UIScene delegates, no subfolders: not a folder of modules.
        Case(
            fixture: "homeassistant", project: "HomeAssistant", sourceFolder: "Sources/App", testTarget: "Tests-App",
            testReason: .testsApp),
    ]

    @Test(arguments: cases)
    func realProjects(_ expected: Case) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let text = try String(
            contentsOfFile: "\(root)/XcodeProjectTests/Fixtures/\(expected.fixture)/project.pbxproj", encoding: .utf8)
        let projectPath = "/p/\(expected.project).xcodeproj"
        let defaults = try XcodeProjectDefaults.read(
            projectPath, fileSystem: MemoryFileSystem(["\(projectPath)/project.pbxproj": text]))
        #expect(defaults.sourceFolder == expected.sourceFolder)
        #expect(defaults.moduleFolder?.path == expected.moduleFolder)
        #expect(defaults.testTarget == expected.testTarget)
        #expect(defaults.testChoice?.reason == expected.testReason)
    }
}
