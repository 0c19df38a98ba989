import Files
import Foundation
import Liquid
import TestFileSystems
import TestHelpers
import Testing

@testable import VipergenSettings

/// A catalog may come from anyone: what its templates read stays inside its folder, by path and by link.
@Suite("Catalog folder")
struct CatalogFolderTests {
    static let disk = MemoryFileSystem([
        "/c/cat/t/template.yml": "name: t\n", "/c/cat/t/a.liquid": "A", "/c/secret.txt": "TOP SECRET",
        "/c/cat-other/x.liquid": "X",
    ])

    @Test func readsTheFilesInsideItsFolder() throws {
        let folder = CatalogFolder("/c/./cat/", fileSystem: Self.disk)
        #expect(folder.path == "/c/cat")
        #expect(try folder.text(of: "/c/cat/t/a.liquid", fileSystem: Self.disk) == "A")
        #expect(try folder.text(of: "/c/cat/t/../t/./a.liquid", fileSystem: Self.disk) == "A")
        #expect(try folder.text(of: "/c/cat/t/missing.liquid", fileSystem: Self.disk) == nil)
    }

    @Test(arguments: [
        ("/c/cat/t/../../secret.txt", "/c/secret.txt"), ("/c/cat-other/x.liquid", "/c/cat-other/x.liquid"),
        ("/c/secret.txt", "/c/secret.txt"), ("/c/cat/../cat-other/missing", "/c/cat-other/missing"),
    ])
    func refusesAFileOutsideItsFolderWrittenWithDots(_ file: String, _ normalized: String) {
        let folder = CatalogFolder("/c/cat", fileSystem: Self.disk)
        let error = #expect(throws: FileSystemError.self) { try folder.text(of: file, fileSystem: Self.disk) }
        #expect(error == .outsideCatalog(normalized, catalog: "/c/cat"))
        #expect(
            error?.description
                == "\(normalized): error: the file lies outside its catalog /c/cat (through '..' or a symbolic link); "
                + "a template reads only its catalog's files")
    }

    /// Real links on a real disk: a link to a file or a folder outside is refused, a link inside is followed, and a
    /// catalog reached through a link reads its own files.
    @Test func refusesAFileOutsideItsFolderThroughASymbolicLink() throws {
        let scratch = try TemporaryFolder("catalog")
        let root = scratch.path
        try scratch.write("A", to: "cat/t/a.liquid")
        try scratch.write("TOP SECRET", to: "outside/secret.txt")
        try scratch.link("cat/t/file.liquid", to: root + "/outside/secret.txt")
        try scratch.link("cat/t/folder", to: root + "/outside")
        try scratch.link("cat/t/alias.liquid", to: "a.liquid")
        try scratch.link("linked-cat", to: root + "/cat")

        let disk = LocalFileSystem()
        let folder = CatalogFolder(root + "/cat", fileSystem: disk)
        for file in ["/cat/t/file.liquid", "/cat/t/folder/secret.txt"] {
            #expect(throws: FileSystemError.outsideCatalog(root + file, catalog: root + "/cat")) {
                try folder.text(of: root + file, fileSystem: disk)
            }
        }
        #expect(try folder.text(of: root + "/cat/t/alias.liquid", fileSystem: disk) == "A")
        let linked = CatalogFolder(root + "/linked-cat", fileSystem: disk)
        #expect(try linked.text(of: root + "/linked-cat/t/a.liquid", fileSystem: disk) == "A")
    }

    /// Every file a folder template reads goes through its catalog's folder: spec, files and snippets.
    @Test func aTemplatesSpecFilesAndSnippetsStayInItsCatalog() throws {
        let disk = MemoryFileSystem([
            "/c/cat/t/template.yml": "name: t\n", "/c/cat/t/snippets/h.liquid": "H",
            "/c/cat/shared/common.liquid": "C", "/c/secret.txt": "TOP SECRET",
        ])
        let template = try TemplateCatalog(folders: ["/c/cat"], fileSystem: disk).template(named: "t")
        #expect(try template.text("../shared/common.liquid") == "C", "a sibling in the same catalog")
        #expect(throws: FileSystemError.outsideCatalog("/c/secret.txt", catalog: "/c/cat")) {
            try template.text("../../secret.txt")
        }
        #expect(try template.loadPartial("h")?.render([:]) == "H")
        let error = #expect(throws: TemplateError.self) { try template.loadPartial("../../../secret") }
        #expect(error?.message.contains("outside its catalog") == true)
    }
}
