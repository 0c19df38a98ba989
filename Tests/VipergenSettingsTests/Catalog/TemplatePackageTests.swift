import Liquid
import TestFileSystems
import Testing

@testable import VipergenSettings

/// A found template reads its own files and snippets, built in or from its folder, and names them in messages.
@Suite("Template package")
struct TemplatePackageTests {
    static let disk = RawFileSystem(
        files: ["/c/t/snippets/latin1.liquid": [0x63, 0x61, 0x66, 0xE9]],
        text: [
            "/c/t/template.yml": "name: t\n", "/c/t/Code/View.liquid": "view",
            "/c/t/snippets/header.liquid": "H {{ a }}", "/c/t/snippets/bad.liquid": "ok\n{% if a = b %}{% endif %}",
        ])

    static func folderTemplate() throws -> TemplatePackage {
        try TemplateCatalog(folders: ["/c"], fileSystem: disk).template(named: "t")
    }

    @Test func aBuiltInTemplateReadsItsEmbeddedFiles() throws {
        let template = try TemplateCatalog(folders: [], fileSystem: MemoryFileSystem()).template(named: "bviper")
        #expect(template.displayPath("Code/Protocols.swift.liquid") == "builtin:bviper/Code/Protocols.swift.liquid")
        #expect(try template.text("template.yml") == BuiltinTemplates.text(at: "bviper/template.yml"))
        #expect(try template.text("Code/Missing.liquid") == nil)
        #expect(try template.loadPartial("header")?.name == "builtin:bviper/snippets/header.liquid")
        #expect(try template.loadPartial("nope") == nil)
    }

    @Test func aFolderTemplateReadsItsFolder() throws {
        let template = try Self.folderTemplate()
        #expect(template.displayPath("Code/View.liquid") == "/c/t/Code/View.liquid")
        #expect(try template.text("Code/View.liquid") == "view")
        #expect(try template.text("Code/Missing.liquid") == nil)
        #expect(template.sourceDescription == "/c/t")
    }

    @Test(arguments: ["header", "header.liquid"])
    func aSnippetIsReadFromSnippetsWithOrWithoutItsExtension(_ name: String) throws {
        let partial = try #require(try Self.folderTemplate().loadPartial(name))
        #expect(partial.name == "/c/t/snippets/header.liquid")
        #expect(try partial.render(["a": "x"]) == "H x")
    }

    @Test func aSnippetThatDoesNotParseIsAnErrorInTheSnippet() throws {
        let error = #expect(throws: TemplateError.self) { try Self.folderTemplate().loadPartial("bad") }
        #expect(error?.templateName == "/c/t/snippets/bad.liquid")
        #expect(error?.line == 2 && error?.column == 9)
    }

    /// A snippet that exists but cannot be read is not called missing: the reason is kept.
    @Test func aSnippetThatIsNotUTF8SaysSo() throws {
        let error = #expect(throws: TemplateError.self) { try Self.folderTemplate().loadPartial("latin1") }
        #expect(error?.kind == .partial)
        #expect(
            error?.message
                == "/c/t/snippets/latin1.liquid:1:4: error: the file is not UTF-8 text (byte 0xE9 here); save it as UTF-8"
        )
    }
}
