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

    @Test func foldersACacheListsDoNotCountTowardTheLimit() {
        // A cache knows /p and /p/a; only the other folders are read from the disk.
        let cached: Set<String> = ["/p", "/p/a"]
        var walk = FolderWalk(
            fileSystem: Self.disk, folderLimit: 3, entering: { _, name in name != "Pods" },
            list: { path in (try? Self.disk.listFolder(path)).map { ($0, !cached.contains(path)) } })
        walk.collect(under: "/p")
        #expect(walk.stoppedIn == nil)
        #expect(Set(walk.files) == ["/p/a/One.swift", "/p/a/b/Two.swift", "/p/c/Three.swift", "/p/Top.swift"])
        // Without the cache, the same limit stops the walk.
        var uncached = FolderWalk(fileSystem: Self.disk, folderLimit: 3) { _, name in name != "Pods" }
        uncached.collect(under: "/p")
        #expect(uncached.stoppedIn != nil)
    }
}
