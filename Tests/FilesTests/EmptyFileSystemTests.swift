import Files
import Testing

/// The preview's disk: nothing on it, and nothing can be written to it.
@Suite("Empty file system")
struct EmptyFileSystemTests {
    @Test func nothingIsThere() throws {
        let disk = EmptyFileSystem()
        for path in ["/", "/tmp", "/etc/passwd", "relative"] {
            #expect(try disk.contents(of: path) == nil)
            #expect(try disk.text(of: path) == nil)
            #expect(!disk.fileExists(path) && !disk.isDirectory(path))
            #expect(try disk.listDirectory(path).isEmpty)
            #expect(disk.resolvingSymlinks(path) == path)
            #expect(disk.fileSize(path) == nil)
        }
    }

    @Test func everyWriteIsRefused() {
        let disk = EmptyFileSystem()
        let writes: [() throws -> Void] = [
            { try disk.createDirectory("/a") }, { try disk.write([1], to: "/a") }, { try disk.create([1], at: "/a") },
            { try disk.moveItem(from: "/a", to: "/b") }, { try disk.removeItem("/a") },
        ]
        for write in writes {
            let error = #expect(throws: EmptyFileSystem.ReadOnly.self) { try write() }
            #expect(error?.description == "a preview writes nothing")
        }
    }
}
