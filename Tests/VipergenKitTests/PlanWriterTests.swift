import Foundation
import TestSupport
import Testing

@testable import VipergenKit

@Suite("Writing a plan")
struct PlanWriterTests {
    static func tree(_ root: String) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            files[path] =
                isDirectory.boolValue ? "<dir>" : try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        }
        return files
    }

    @Test(arguments: [1, 2, 5, 10])
    func aFailedWriteLeavesTheTreeAsItWas(failAt: Int) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-writer-\(UUID())").path
        try FileManager.default.createDirectory(atPath: root + "/AgentDetail", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // One file the run overwrites (with --force), one it must not touch.
        try "old protocols\n".write(
            toFile: root + "/AgentDetail/AgentDetailProtocols.swift", atomically: true, encoding: .utf8)
        try "keep me\n".write(toFile: root + "/notes.txt", atomically: true, encoding: .utf8)
        let before = try Self.tree(root)

        let fileSystem = FaultyFileSystem(operation: .write, failAt: failAt)
        var configuration = GoldenTests.configuration(root: root)
        configuration.testPath = root + "/Tests"
        let template = try TemplateCatalog(folders: [], fileSystem: fileSystem).template(named: "bviper")
        let request = GenerationRequest(
            moduleName: try ModuleName("AgentDetail"), date: CalendarDate(year: 2026, month: 11, day: 22),
            overwrite: true)
        let plan = try ModuleGenerator(fileSystem: fileSystem).plan(
            request, template: template, configuration: configuration)
        #expect(plan.files.contains { $0.action == .overwrite })

        let error = #expect(throws: GenerationError.self) { try PlanWriter(fileSystem: fileSystem).write(plan) }
        guard case .writeFailed(_, let reason) = error else {
            Issue.record("expected writeFailed, got \(String(describing: error))")
            return
        }
        #expect(reason == "No space left on device")
        #expect(try Self.tree(root) == before)
    }

    @Test func conflictsStopTheWriteBeforeAnyFileIsTouched() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-writer-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plan = GenerationPlan(
            modules: ["M"], templateName: "t", templateVersion: "1",
            files: [
                PlannedFile(path: root + "/a.swift", contents: "a", action: .create, role: .code),
                PlannedFile(
                    path: root + "/b.swift", contents: "b", action: .conflict, role: .code, previousContents: []),
            ])
        #expect(throws: GenerationError.conflicts([root + "/b.swift"])) {
            try PlanWriter(fileSystem: LocalFileSystem()).write(plan)
        }
        #expect(!FileManager.default.fileExists(atPath: root))
    }
}
