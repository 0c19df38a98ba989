import Testing
import XcodeProject

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Xcode targets")
struct XcodeTargetsTests {
    @Test func configuredTargetsWinElseTheOnlyAppAndUnitTestTargets() throws {
        let file = try ProjectFile(bytes: Array(agentAppProject.utf8), path: "project.pbxproj")
        #expect(XcodeTargets.resolve(["A", "B"], tests: false, in: file) == ["A", "B"])
        #expect(XcodeTargets.resolve([], tests: false, in: file) == ["AgentApp"])
        #expect(XcodeTargets.resolve([], tests: true, in: file) == ["AgentAppTests"])
    }

    @Test func aProjectWithSeveralAppTargetsHasNoDefault() throws {
        let two = agentAppProject.replacingOccurrences(
            of: "productType = \"com.apple.product-type.bundle.unit-test\"",
            with: "productType = \"com.apple.product-type.application\"")
        let file = try ProjectFile(bytes: Array(two.utf8), path: "project.pbxproj")
        #expect(XcodeTargets.resolve([], tests: false, in: file) == nil)
        #expect(XcodeTargets.resolve([], tests: true, in: file) == nil)
    }

    @Test func theProjectsDefaultsForInitComeFromItsTargetsAndGroups() throws {
        let defaults = try XcodeProjectDefaults.read("/app/AgentApp.xcodeproj", fileSystem: projectDisk())
        #expect(
            defaults
                == XcodeProjectDefaults(
                    projectPath: "/app/AgentApp.xcodeproj", projectName: "AgentApp", appTarget: "AgentApp",
                    testTarget: "AgentAppTests", sourceFolder: "AgentApp", testFolder: "AgentAppTests",
                    testChoice: TestBundleChoice(chosen: "AgentAppTests", reason: .onlyOne, others: []),
                    targets: ["AgentApp", "AgentAppTests"]))
    }

    @Test(arguments: [("project.yml", ExternalProjectGenerator.xcodeGen), ("Project.swift", .tuist)])
    func aManifestBesideTheProjectNamesItsGenerator(manifest: String, generator: ExternalProjectGenerator) {
        let disk = projectDisk(["/app/\(manifest)": "x"])
        #expect(ExternalProjectGenerator.generating("/app/AgentApp.xcodeproj", fileSystem: disk) == generator)
        #expect(ExternalProjectGenerator.generating("/app/AgentApp.xcodeproj", fileSystem: projectDisk()) == nil)
    }

    @Test func theAuditFindsFilesMissingFromTheProjectOrTheirTargets() throws {
        var configuration = ProjectConfiguration(defaultsFor: "/app", author: "")
        configuration.testPath = "/app/AgentAppTests"
        configuration.xcodeProject = XcodeProjectSettings(projectPath: "/app/AgentApp.xcodeproj")
        let disk = projectDisk([
            "/app/AgentApp/AppDelegate.swift": "", "/app/AgentApp/New.swift": "",
            "/app/AgentAppTests/AgentAppTests.swift": "",
        ])
        let (gaps, _) = try XcodeProjectAudit.membership(
            of: [
                "/app/AgentApp/AppDelegate.swift", "/app/AgentApp/New.swift", "/app/AgentAppTests/AgentAppTests.swift",
                "/app/AgentApp/Gone.swift",
            ], missing: ["/app/AgentApp/Gone.swift"], configuration: configuration, fileSystem: disk)
        #expect(
            gaps == [
                ProjectMembershipGap(path: "/app/AgentApp/New.swift", isInProject: false, missingTargets: ["AgentApp"])
            ])
    }
}
