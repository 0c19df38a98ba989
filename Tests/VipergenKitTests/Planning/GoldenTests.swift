import Files
import Foundation
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// Generates built-in templates for a fixed project and date and compares every file with the reviewed copy in
/// `Fixtures/<template>-<Module>/expected/`. Set `VIPERGEN_RECORD_GOLDEN=1` to re-record; the test then fails
/// so that nobody records by accident.
@Suite("Golden output")
struct GoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .path

    /// The project every golden file is generated for.
    static func configuration(root: String) -> ProjectConfiguration {
        var configuration = ProjectConfiguration(defaultsFor: root, author: "Jane Appleseed")
        configuration.projectName = "AgentApp"
        configuration.productModuleName = "AgentApp"
        configuration.company = "Example Corp"
        return configuration
    }

    /// Renders `template` for `module` as if into `root`: relative path -> contents.
    static func render(
        _ template: String, module: String, root: String = "/golden", configuration: ProjectConfiguration? = nil
    ) throws -> [String: String] {
        let fileSystem = LocalFileSystem()
        let package = try TemplateCatalog(folders: [], fileSystem: fileSystem).template(named: template)
        let request = GenerationRequest(
            moduleName: try ModuleName(module), date: CalendarDate(year: 2026, month: 11, day: 22))
        let plan = try ModuleGenerator(fileSystem: fileSystem)
            .plan(request, template: package, configuration: configuration ?? Self.configuration(root: root))
        return Dictionary(uniqueKeysWithValues: plan.files.map { (Path.relative($0.path, to: root), $0.contents) })
    }

    @Test(arguments: GeneratedCodeTests.templates.map { ($0, "AgentDetail") })
    func matchesTheReviewedOutput(_ template: String, _ module: String) throws {
        let expectedRoot = "\(Self.fixtures)/\(template)-\(module)/expected"
        let actual = try Self.render(template, module: module)
        if ProcessInfo.processInfo.environment["VIPERGEN_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(atPath: expectedRoot)
            for (path, contents) in actual {
                let url = URL(fileURLWithPath: expectedRoot + "/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
            Issue.record("re-recorded \(expectedRoot); review the files, then run again without VIPERGEN_RECORD_GOLDEN")
            return
        }
        // Bytes, not Strings: Swift's String equality treats NFC and NFD spellings of one text as equal.
        let expected = try Self.readTreeBytes(expectedRoot)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, contents) in actual.sorted(by: { $0.key < $1.key }) {
            #expect(Array(contents.utf8) == expected[path], "\(path) differs from \(expectedRoot)/\(path)")
        }
    }

    /// Every file under `root` by relative path, as bytes.
    static func readTreeBytes(_ root: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                files[path] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            }
        }
        return files
    }

    static func readTree(_ root: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                files[path] = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            }
        }
        return files
    }
}
