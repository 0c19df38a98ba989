import Files
import Foundation
import JSON
import TestFileSystems
import Testing

@testable import VipergenKit

/// One record file per module: its JSON, how records and an old single-file lock are read together, and that
/// planning one module reads no other module's record.
@Suite("Module records")
struct ModuleRecordTests {
    static func module(_ name: String, version: String = "1") -> ModuleLock.Module {
        ModuleLock.Module(
            name: name, template: "t", templateVersion: version, parameters: [:], generated: "2026-01-02",
            files: [ModuleLock.File(path: "\(name)/\(name).swift", sha256: "ab")])
    }

    @Test func aRecordIsTheModuleWithItsSchemaInSortedPrettyJSON() throws {
        let text = ModuleRecord(Self.module("A")).encoded()
        #expect(
            text == """
                {
                  "files" : [
                    {
                      "path" : "A/A.swift",
                      "sha256" : "ab"
                    }
                  ],
                  "generated" : "2026-01-02",
                  "name" : "A",
                  "parameters" : {},
                  "schema_version" : 3,
                  "template" : "t",
                  "template_version" : "1"
                }

                """)
        #expect(try ModuleRecord.decode(Array(text.utf8), path: "r", name: "A") == Self.module("A"))
    }

    /// Every optional key present: the record is built as a `JSONValue` (`JSONRepresentable`), not through
    /// `Codable`, and must still be what `Decodable` reads back.
    @Test func aRecordWithEveryKeyReadsBackTheSame() throws {
        var module = ModuleLock.Module(
            name: "Cart", template: "bviper", templateVersion: "2.0", parameters: ["style": "plain"],
            generated: "2026-11-27", files: [ModuleLock.File(path: "Cart/Cart.swift", sha256: "cd")],
            templateSource: "built-in", templateCommit: "abc123", templateHash: "ef", settings: ["company": "Acme"])
        module.injections = [ModuleLock.Injected(path: "Router.swift", lines: ["    case cart", "\"quoted\""])]
        module.createdFolders = ["Cart"]
        module.gitAttributes = ModuleLock.AddedAttributes(
            path: ".gitattributes", lines: ["*.pbxproj merge=vipergen"], createdFile: true)
        let text = ModuleRecord(module).encoded()
        #expect(
            text == #"""
                {
                  "created_folders" : [
                    "Cart"
                  ],
                  "files" : [
                    {
                      "path" : "Cart/Cart.swift",
                      "sha256" : "cd"
                    }
                  ],
                  "generated" : "2026-11-27",
                  "git_attributes" : {
                    "created_file" : true,
                    "lines" : [
                      "*.pbxproj merge=vipergen"
                    ],
                    "path" : ".gitattributes"
                  },
                  "injections" : [
                    {
                      "lines" : [
                        "    case cart",
                        "\"quoted\""
                      ],
                      "path" : "Router.swift"
                    }
                  ],
                  "name" : "Cart",
                  "parameters" : {
                    "style" : "plain"
                  },
                  "schema_version" : 3,
                  "settings" : {
                    "company" : "Acme"
                  },
                  "template" : "bviper",
                  "template_commit" : "abc123",
                  "template_hash" : "ef",
                  "template_source" : "built-in",
                  "template_version" : "2.0"
                }

                """#)
        #expect(try ModuleRecord.decode(Array(text.utf8), path: "r", name: "Cart") == module)
        // Through `Encodable` (the single-file lock and `--json` documents embed modules), the same value.
        #expect(try JSONValue(encoding: module) == module.json)
    }

    @Test(arguments: [
        ("{", "A", "it is not a vipergen module record (line 1, column 2: expected a key in double quotes)"),
        (#"{"name": "A"}"#, "A", "it is not a vipergen module record (the file has no 'schema_version')"),
        ("NEWER", "A", "it was written by a newer vipergen (schema 4)"),
        ("RECORD", "B", "it records the module 'A', not 'B' as its folder says"),
    ])
    func aFileThatIsNotARecordOfThisModuleIsRefused(_ text: String, _ name: String, _ reason: String) {
        var record = ModuleRecord(Self.module("A"))
        if text == "NEWER" { record.schemaVersion = 4 }
        let bytes = Array((text == "NEWER" || text == "RECORD" ? record.encoded() : text).utf8)
        let error = #expect(throws: ModuleLockError.self) {
            try ModuleRecord.decode(bytes, path: "/p/.vipergen/modules/\(name)/record.json", name: name)
        }
        #expect(error?.reason == reason)
        #expect(error?.description.hasPrefix("/p/.vipergen/modules/\(name)/record.json: error: ") == true)
    }

    @Test func everyModuleIsItsRecordOrAnEntryOfAnOldLockNotMovedYet() throws {
        var disk = MemoryFileSystem([
            "/p/vipergen.lock": ModuleLock(modules: [Self.module("A", version: "old"), Self.module("C")]).encoded(),
            // A folder without a record (bases left by hand) is no module.
            "/p/.vipergen/modules/Stray/bases/ab": "x",
        ])
        for module in [Self.module("A", version: "new"), Self.module("B")] {
            disk.files[ModuleLock.recordPath(of: module.name, root: "/p")] = ModuleRecord(module).encoded()
        }
        let all = try ModuleLock.load(root: "/p", fileSystem: disk)
        #expect(all.modules.map(\.name) == ["A", "B", "C"])
        #expect(all.modules[0].templateVersion == "new", "a record wins over the old lock's entry")
        let some = try ModuleLock.load(["C", "A", "Z"], root: "/p", fileSystem: disk)
        #expect(some.modules.map(\.name) == ["C", "A"])
        #expect(try ModuleLock.recordedNames(root: "/p", fileSystem: disk) == ["A", "B", "Stray"], "listed, not read")
    }

    /// The paths a planning step read or listed.
    /// The paths read, noted from any thread (the records may be read in parallel).
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var noted: [String] = []
        var paths: [String] { lock.withLock { noted } }
        func note(_ path: String) { lock.withLock { noted.append(path) } }
    }

    /// A memory disk that notes every path read or listed.
    struct RecordingFileSystem: ForwardingFileSystem {
        let base: any FileSystem
        let reads: Reads

        func contents(of path: String) throws -> [UInt8]? {
            reads.note(path)
            return try base.contents(of: path)
        }

        func listDirectory(_ path: String) throws -> [String] {
            reads.note(path + "/")
            return try base.listDirectory(path)
        }
    }

    @Test func planningAModuleReadsNoOtherModulesRecordOrBases() throws {
        var disk = MemoryFileSystem(["/app/catalogs.yml": ""])
        for name in ["Other", "Zeta"] {
            disk.files[ModuleLock.recordPath(of: name, root: "/app")] = "{ damaged"
            disk.files[ModuleLock.basePath(of: name, hash: "ab", root: "/app")] = "unused"
        }
        let reads = Reads()
        let fileSystem = RecordingFileSystem(base: disk, reads: reads)
        let context = try planningContext(fileSystem: fileSystem) { $0.file = "/app/catalogs.yml" }
        let draft = try run(
            module: [OriginStep(), RenderStep()], plan: [MergeStep(), ClassifyStep(), LockStep(), LockMigrationStep()],
            context)
        #expect(draft.plan.files.last?.path == "/app/.vipergen/modules/AgentDetail/record.json")
        let modules = "/app/.vipergen/modules/"
        let touched = reads.paths.filter { $0.hasPrefix(modules) }
        #expect(!touched.isEmpty && touched.allSatisfy { $0.hasPrefix(modules + "AgentDetail/") }, "\(touched)")
        #expect(
            !draft.plan.files.contains { $0.path.hasPrefix(modules + "Other") || $0.path.hasPrefix(modules + "Zeta") })
    }

    @Test func anUpdateDeletesOnlyItsOwnModulesUnusedBases() throws {
        let entry = Self.module("A")
        let disk = MemoryFileSystem([
            ModuleLock.basePath(of: "A", hash: "ab", root: "/p"): "used",
            ModuleLock.basePath(of: "A", hash: "cd", root: "/p"): "replaced",
            ModuleLock.basePath(of: "B", hash: "cd", root: "/p"): "B's own",
        ])
        let unused = try LockStep.unusedBases(of: "A", keeping: entry, root: "/p", fileSystem: disk)
        #expect(unused.map(\.path) == [ModuleLock.basePath(of: "A", hash: "cd", root: "/p")])
        #expect(unused.allSatisfy { $0.action == .delete && $0.role == .base })
    }

    @Test func aBaseIsFoundInItsModulesFolderOrWhereTheOldLockKeptIt() throws {
        let text = Array("generated\n".utf8)
        let file = ModuleLock.File(path: "A/A.swift", sha256: SHA256.hex(text))
        let moved = MemoryFileSystem([ModuleLock.basePath(of: "A", hash: file.sha256, root: "/p"): "generated\n"])
        let old = MemoryFileSystem([ModuleLock.legacyBasePath(for: file.sha256, root: "/p"): "generated\n"])
        let damaged = MemoryFileSystem([ModuleLock.basePath(of: "A", hash: file.sha256, root: "/p"): "edited\n"])
        #expect(try ModuleLock.base(of: file, module: "A", root: "/p", fileSystem: moved) == text)
        #expect(try ModuleLock.base(of: file, module: "A", root: "/p", fileSystem: old) == text)
        #expect(try ModuleLock.base(of: file, module: "A", root: "/p", fileSystem: damaged) == nil)
        #expect(try ModuleLock.base(of: file, module: "B", root: "/p", fileSystem: moved) == nil, "not another's")
    }
}
