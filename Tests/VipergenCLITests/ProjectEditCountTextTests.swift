import Testing

@testable import VipergenCLI
@testable import VipergenKit

/// The plan's line of an Xcode project file says what the edit adds and removes.
@Suite("Project edit text")
struct ProjectEditCountTextTests {
    @Test func theTextCountsFilesGroupsAndTargets() {
        var count = ProjectEditCount()
        count.files = 2
        count.groups = 1
        count.byTarget = [.init(target: "App", files: 2)]
        #expect(count.text == "adds 2 files and 1 group; 2 to App")
        count.files = 1
        count.groups = 0
        count.byTarget = [.init(target: "App", files: 1), .init(target: "AppTests", files: 1)]
        count.removed = 1
        #expect(count.text == "adds 1 file; 1 to App, 1 to AppTests; removes 1 file")
        var removal = ProjectEditCount()
        removal.removed = 3
        #expect(removal.text == "removes 3 files")
    }
}
