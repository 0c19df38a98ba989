import Testing

@testable import VipergenSettings

/// The settings a command line gives over catalogs.yml's.
@Suite("Setting overrides")
struct SettingOverridesTests {
    static func configuration() -> ProjectConfiguration {
        var configuration = ProjectConfiguration(defaultsFor: "/app", author: "Jane")
        configuration.xcodeProject = XcodeProjectSettings(projectPath: "/app/App.xcodeproj")
        return configuration
    }

    @Test func nothingGivenChangesNothing() {
        var configuration = Self.configuration()
        SettingOverrides().apply(to: &configuration, root: "/app")
        #expect(configuration == Self.configuration())
    }

    @Test func outputPutsTestsInsideItUnlessTestOutputSaysOtherwise() {
        var overrides = SettingOverrides()
        overrides.output = "/tmp/out"
        var configuration = Self.configuration()
        overrides.apply(to: &configuration, root: "/app")
        #expect(configuration.modulePath == "/tmp/out" && configuration.testPath == "/tmp/out/Tests")
        overrides.testOutput = "/tmp/tests"
        overrides.apply(to: &configuration, root: "/app")
        #expect(configuration.testPath == "/tmp/tests")
    }

    @Test func generambaPathsAreRelativeToTheProjectAndSetTheGroupsToo() {
        var overrides = SettingOverrides()
        overrides.modulePath = "App/Modules/"
        overrides.testFolder = "AppTests"
        overrides.testGroup = "AppTests/Modules"
        var configuration = Self.configuration()
        overrides.apply(to: &configuration, root: "/app")
        #expect(configuration.modulePath == "/app/App/Modules")
        #expect(configuration.xcodeProject?.codeGroupPath == ["App", "Modules"])
        #expect(configuration.testPath == "/app/AppTests")
        #expect(configuration.xcodeProject?.testGroupPath == ["AppTests", "Modules"])
    }

    @Test func aGivenProjectIsEditedEvenIfGeneratedAndNoProjectMeansNone() {
        var overrides = SettingOverrides()
        overrides.xcodeproj = "/app/Other.xcodeproj"
        overrides.targets = ["App"]
        var configuration = Self.configuration()
        overrides.apply(to: &configuration, root: "/app")
        #expect(configuration.xcodeProject?.projectPath == "/app/Other.xcodeproj")
        #expect(configuration.xcodeProject?.editsGeneratedProject == true)
        #expect(configuration.projectTargets == ["App"])
        overrides.noXcodeproj = true
        overrides.apply(to: &configuration, root: "/app")
        #expect(configuration.xcodeProject == nil)
    }
}
