import Foundation
import Testing

@testable import VipergenKit

@Suite("Built-in templates")
struct BuiltinTemplatesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func embeddedCopyMatchesTemplatesFolder() throws {
        let files = try TemplateEmbedding.collect(from: Self.root + "/Templates", fileSystem: LocalFileSystem())
        let expected = TemplateEmbedding.swiftSource(for: files)
        let actual = try String(contentsOfFile: Self.root + "/" + TemplateEmbedding.generatedFile, encoding: .utf8)
        #expect(
            actual == expected,
            "\(TemplateEmbedding.generatedFile) is stale: run `\(TemplateEmbedding.command)` from the package root")
    }

    @Test func embeddedFilesAreTheTemplatesFolder() throws {
        let files = try TemplateEmbedding.collect(from: Self.root + "/Templates", fileSystem: LocalFileSystem())
        #expect(BuiltinTemplates.files == Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        #expect(BuiltinTemplates.names.contains("bviper"))
    }

    @Test func literalsCompileBackToTheExactText() throws {
        let texts = [
            "plain", "with \"quotes\" and \\backslashes\\", "multi\nline\n", "ends \"\"\"# oddly\n\\#(x)\n",
            "crlf\r\nline\r\n", "tab\tand\u{7}bell\n", "", "no trailing newline\n  indented",
        ]
        let source = "let texts: [String] = [\n" + texts.map { TemplateEmbedding.literal($0) + ",\n" }.joined() + "]\n"
            + "for text in texts { print(Array(text.utf8)) }\n"
        let output = try SwiftCompiler().runProgram(source)
        #expect(output == texts.map { "\(Array($0.utf8))\n" }.joined())
    }
}
