import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenSettings

@Suite("Built-in templates")
struct BuiltinTemplatesTests {
    @Test func embeddedCopyMatchesTemplatesFolder() throws {
        let files = try TemplateEmbedding.collect(from: repositoryRoot + "/Templates", fileSystem: LocalFileSystem())
        let expected = TemplateEmbedding.swiftSource(for: files)
        let actual = try String(contentsOfFile: repositoryRoot + "/" + TemplateEmbedding.generatedFile, encoding: .utf8)
        #expect(
            actual == expected,
            "\(TemplateEmbedding.generatedFile) is stale: run `\(TemplateEmbedding.command)` from the package root")
    }

    @Test func embeddedFilesAreTheTemplatesFolder() throws {
        let files = try TemplateEmbedding.collect(from: repositoryRoot + "/Templates", fileSystem: LocalFileSystem())
        #expect(BuiltinTemplates.files.map(\.path) == files.map(\.path))
        #expect(BuiltinTemplates.files.map(\.text) == files.map(\.text))
        #expect(BuiltinTemplates.names == ["bviper", "mvvm-r", "swiftui-viper", "vip", "viper"])
    }

    /// Each file is found by its path, and only by the whole of it; a template's files by its folder.
    @Test func filesAreFoundByPath() {
        for file in BuiltinTemplates.files {
            #expect(BuiltinTemplates.text(at: file.path) == file.text, "\(file.path)")
            #expect(BuiltinTemplates.text(at: file.path + "x") == nil)
            #expect(BuiltinTemplates.text(at: String(file.path.dropLast())) == nil)
        }
        #expect(BuiltinTemplates.text(at: "") == nil && BuiltinTemplates.text(at: "zzz/template.yml") == nil)
        let bviper = BuiltinTemplates.files(under: "bviper/")
        #expect(bviper.map(\.path) == BuiltinTemplates.files.map(\.path).filter { $0.hasPrefix("bviper/") })
        #expect(bviper.contains { $0.path == "bviper/template.yml" })
        #expect(BuiltinTemplates.files(under: "nothing/").isEmpty)
        #expect(BuiltinTemplates.files(under: "").count == BuiltinTemplates.files.count)
    }

    /// The content hash embedded for each built-in template is the one computed from its files, and a copy of the
    /// template in a folder has the same: a module generated from either records the same template.
    @Test func embeddedContentHashesAreTheTemplatesOwn() throws {
        #expect(Set(BuiltinTemplates.contentHashes.keys) == Set(BuiltinTemplates.names))
        let folder = try TemporaryFolder()
        for name in BuiltinTemplates.names {
            let builtin = try TemplateCatalog(folders: [], fileSystem: LocalFileSystem()).template(named: name)
            #expect(TemplatePackage.contentHash(of: try builtin.files()) == BuiltinTemplates.contentHashes[name])
            #expect(try builtin.contentHash() == BuiltinTemplates.contentHashes[name])
            for (path, contents) in try builtin.files() {
                _ = try folder.write(contents, to: name + "/" + path)
            }
            let copy = try TemplateCatalog(folders: [folder.path], fileSystem: LocalFileSystem()).template(named: name)
            #expect(try copy.contentHash() == BuiltinTemplates.contentHashes[name], "\(name)")
        }
    }

    @Test func literalsCompileBackToTheExactText() throws {
        let texts = [
            "plain", "with \"quotes\" and \\backslashes\\", "multi\nline\n", "ends \"\"\"# oddly\n\\#(x)\n",
            "crlf\r\nline\r\n", "tab\tand\u{7}bell\n", "", "no trailing newline\n  indented",
        ]
        let source =
            "let texts: [String] = [\n" + texts.map { TemplateEmbedding.literal($0) + ",\n" }.joined() + "]\n"
            + "for text in texts { print(Array(text.utf8)) }\n"
        let output = try SwiftCompiler().runProgram(source)
        #expect(output == texts.map { "\(Array($0.utf8))\n" }.joined())
    }

    /// The repository's own Swift is formatted with its `.swift-format`, like the code it generates. The embedded
    /// templates (generated) and the golden files (output under test) are left out.
    @Test func repositorySourcesAreFormatted() throws {
        var files: [String] = []
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: repositoryRoot + "/" + folder)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift"), !path.contains("Fixtures/"),
                    !path.hasSuffix("BuiltinTemplates.generated.swift")
                else { continue }
                files.append(repositoryRoot + "/" + folder + "/" + path)
            }
        }
        #expect(files.count > 50)
        let findings = try SwiftCompiler().run(
            ["format", "lint", "--strict", "--configuration", repositoryRoot + "/.swift-format"] + files.sorted(),
            executable: "swift")
        #expect(findings.isEmpty, "run `swift format --in-place` on:\n\(findings)")
    }
}
