import Testing

@testable import XcodeProject

@Suite("A target's dependencies")
struct TargetDependenciesTests {
    @Test("test bundles name the app they test, in the target's order (homeassistant fixture)")
    func dependencies() throws {
        let file = try ProjectFile(
            bytes: TestFiles.read(TestFiles.folder + "/Fixtures/homeassistant/project.pbxproj"), path: "homeassistant")
        #expect(file.dependencies(ofTarget: "Tests-App") == ["App", "SharedTesting"])
        #expect(file.dependencies(ofTarget: "Tests-Shared") == ["Shared-iOS"])
        #expect(file.dependencies(ofTarget: "HomeAssistant-WatchAppTests") == ["WatchApp"])
        #expect(file.dependencies(ofTarget: "Launcher") == [])
        #expect(file.dependencies(ofTarget: "Nothing") == nil)
    }
}
