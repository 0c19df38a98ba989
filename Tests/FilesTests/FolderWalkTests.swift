import Files
import TestFileSystems
import Testing

@Suite("Folder walk")
struct FolderWalkTests {
    static let disk = MemoryFileSystem([
        "/p/a/One.swift": "", "/p/a/b/Two.swift": "", "/p/.git/Hidden.swift": "", "/p/Pods/Dep.swift": "",
        "/p/c/Three.swift": "", "/p/Top.swift": "",
    ])

    @Test func findsTheFilesBelowSkippingHiddenAndRefusedFolders() {
        var walk = FolderWalk(fileSystem: Self.disk, folderLimit: 100) { _, name in name != "Pods" }
        walk.collect(under: "/p")
        #expect(Set(walk.files) == ["/p/a/One.swift", "/p/a/b/Two.swift", "/p/c/Three.swift", "/p/Top.swift"])
        #expect(walk.stoppedIn == nil)
    }

    @Test func stopsAfterItsFolderLimitAndSaysWhere() {
        var walk = FolderWalk(fileSystem: Self.disk, folderLimit: 2)
        walk.collect(under: "/p")
        #expect(walk.stoppedIn != nil)
        #expect(walk.files.count < 5)
        // The limit holds over later calls too.
        let found = walk.files.count
        walk.collect(under: "/p/c")
        #expect(walk.files.count == found)
    }
}
