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

    /// Every text each built-in template has had since versions began to order them, oldest first: its version
    /// and its content hash. A module records its template's version, and `update` refuses a template older than
    /// the one recorded (a teammate's vipergen behind yours), which holds only if the version goes up whenever the
    /// text changes. So a change of a template's files is a new version in its template.yml and a new line here.
    static let versions: [String: [(version: String, hash: String)]] = [
        "bviper": [("1.0.0", "4ba304e76cbb01eb6d75c7bc2e8f93ea08e4fbb7d4ec2b7534718996590ba8de")],
        "mvvm-r": [("1.0.0", "436b6e5fce48114ab3862fbee29b03146bca1e6f49ac3f864312bdde357be198")],
        "swiftui-viper": [("1.0.0", "44786035a2571ad24c3a5a5aef89bb2fef42f68d4d3ee9a3ad37ddc46255aebf")],
        "vip": [("1.0.0", "76f9c9573d341be2aa73349d962656263be78d0023402213d86ee95969ed8ef3")],
        "viper": [("1.0.0", "1f6a92914ea6721ec41f71570af85f507120f3a84b8f8703e0826b4e500dc611")],
    ]

    @Test func eachVersionOfABuiltinTemplateIsOneText() throws {
        #expect(Set(Self.versions.keys) == Set(BuiltinTemplates.names))
        for name in BuiltinTemplates.names {
            let template = try TemplateCatalog(folders: [], fileSystem: LocalFileSystem()).template(named: name)
            let history = Self.versions[name] ?? []
            let current = (template.spec.version, BuiltinTemplates.contentHashes[name] ?? "")
            let message =
                "\(name) \(current.0) has files other than those this version had: raise the version in "
                + "Templates/\(name)/template.yml and add (version, \(current.1)) to versions"
            #expect(history.last.map { $0 == current } == true, Comment(rawValue: message))
            let ordered = history.compactMap { TemplateVersion($0.version) }
            #expect(
                ordered.count == history.count && zip(ordered, ordered.dropFirst()).allSatisfy { $0 < $1 }, "\(name)")
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
