import Files
import JSON
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// vipergen.lock: its JSON, how a plan is recorded in it, and `status` against the disk.
@Suite("Module lock")
struct ModuleLockTests {
    static let cart = ModuleLock.Module(
        name: "Cart", template: "bviper", templateVersion: "1.0.0", parameters: ["use_cases": "Fetch,Save"],
        generated: "2026-01-02",
        files: [
            ModuleLock.File(path: "App/Cart/CartView.swift", sha256: SHA256.hex(Array("view".utf8))),
            ModuleLock.File(path: "App/Cart/CartPresenter.swift", sha256: SHA256.hex(Array("presenter".utf8))),
            ModuleLock.File(path: "Tests/Cart/CartTests.swift", sha256: SHA256.hex(Array("tests".utf8))),
        ])

    @Test func theFileIsSortedPrettyJSON() {
        let lock = ModuleLock(modules: [
            ModuleLock.Module(
                name: "A", template: "t", templateVersion: "", parameters: [:], generated: "2026-01-02",
                files: [ModuleLock.File(path: "A/A.swift", sha256: "ab")])
        ])
        #expect(
            lock.encoded() == """
                {
                  "modules" : [
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
                      "template" : "t",
                      "template_version" : ""
                    }
                  ],
                  "schema_version" : 2
                }

                """)
    }

    @Test func aLockReadsBackAsItWasWritten() throws {
        let lock = ModuleLock(modules: [
            Self.cart,
            ModuleLock.Module(
                name: "Shop \"Ü\"", template: "t", templateVersion: "2", parameters: [:], generated: "2026-01-03",
                files: []),
        ])
        let disk = MemoryFileSystem(["/p/vipergen.lock": lock.encoded()])
        #expect(try ModuleLock.load(from: "/p/vipergen.lock", fileSystem: disk) == lock)
        #expect(try JSONValue.parse(lock.encoded()).decode(ModuleLock.self) == lock)
    }

    @Test func noFileIsAnEmptyLock() throws {
        let lock = try ModuleLock.load(from: "/p/vipergen.lock", fileSystem: MemoryFileSystem())
        #expect(lock == ModuleLock())
        #expect(lock.schemaVersion == ModuleLock.currentSchemaVersion && lock.modules.isEmpty)
    }

    @Test(arguments: [
        ("{", "it is not a vipergen lock file (line 1, column 2: expected a key in double quotes)"),
        ("[]", "it is not a vipergen lock file (the file must be an object)"),
        (#"{"modules": []}"#, "it is not a vipergen lock file (the file has no 'schema_version')"),
        (
            #"{"schema_version": "1", "modules": []}"#,
            "it is not a vipergen lock file (schema_version must be a whole number)"
        ),
        (
            #"{"schema_version": 1, "modules": [{"name": "A"}]}"#,
            "it is not a vipergen lock file (modules[0] has no 'template')"
        ),
        (
            #"{"schema_version": 1, "modules": [{"name": "A", "template": "t", "template_version": "1", "parameters": {"k": 1}, "generated": "", "files": []}]}"#,
            "it is not a vipergen lock file (modules[0].parameters.k must be text)"
        ),
        (
            #"{"schema_version": 1, "modules": [{"name": "A", "template": "t", "template_version": "1","#
                + #" "parameters": {}, "generated": "2026-11-22", "files": [{"path": 3, "sha256": "x"}]}]}"#,
            "it is not a vipergen lock file (modules[0].files[0].path must be text)"
        ),
        (#"{"schema_version": 3, "modules": []}"#, "it was written by a newer vipergen (schema 3)"),
    ])
    func aFileThatIsNotALockThisVersionReadsIsRefused(_ text: String, _ reason: String) {
        let disk = MemoryFileSystem(["/p/vipergen.lock": text])
        let error = #expect(throws: ModuleLockError.self) {
            try ModuleLock.load(from: "/p/vipergen.lock", fileSystem: disk)
        }
        #expect(error?.reason == reason)
        #expect(error?.description == "/p/vipergen.lock: error: cannot read the lock file: \(reason)")
    }

    @Test func aFileThatIsNotUTF8IsRefused() {
        let disk = RawFileSystem(files: ["/p/vipergen.lock": [0x7B, 0xFF, 0x7D]])
        let error = #expect(throws: ModuleLockError.self) {
            try ModuleLock.load(from: "/p/vipergen.lock", fileSystem: disk)
        }
        #expect(error?.reason == "it is not a vipergen lock file (it is not UTF-8 text)")
    }

    static func file(_ path: String, _ contents: String, _ action: PlannedFile.Action, module: String?) -> PlannedFile {
        PlannedFile(
            path: path, contents: contents, action: action, role: module == nil ? .shared : .code, module: module)
    }

    @Test func theEntriesOfAPlanAreItsModulesWithEveryFileAsWritten() {
        let zeta = ModuleLock.Module(
            name: "Zeta", template: "viper", templateVersion: "0.9", parameters: [:], generated: "2025-01-01",
            files: [ModuleLock.File(path: "Zeta/Zeta.swift", sha256: "00")])
        let old = ModuleLock(modules: [zeta, Self.cart])
        var plan = GenerationPlan(
            modules: ["Shop", "Cart"], templates: [.init(name: "bviper", version: "2.0.0")],
            files: [
                Self.file("/p/App/Cart/CartView.swift", "new view", .overwrite, module: "Cart"),
                Self.file("/p/App/Cart/CartPresenter.swift", "presenter", .unchanged, module: "Cart"),
                Self.file("/p/App/Cart/CartRouter.swift", "router", .skip, module: "Cart"),
                Self.file("/p/App/Cart/CartInteractor.swift", "interactor", .conflict, module: "Cart"),
                Self.file("/p/App/Router.swift", "shared", .create, module: nil),
                Self.file("/p/App/Shop/ShopView.swift", "shop", .create, module: "Shop"),
                Self.file("/elsewhere/Shop/ShopTests.swift", "tests", .create, module: "Shop"),
                PlannedFile(path: "/p/Routes.swift", contents: "routes", action: .modify, role: .project),
            ])
        for module in plan.modules {
            plan.records.origins[module] = ModuleOrigin(
                template: "bviper", templateVersion: "2.0.0", templateSource: "built-in", catalog: "built-in",
                templateHash: "ab",
                parameters: ["k": "v"], settings: ["author": "Jane"], date: CalendarDate(year: 2026, month: 3, day: 4))
        }
        // The lock step makes the entries from the plan and its origins, in the plan's order; Zeta is not touched.
        let entries = LockStep.entries(
            for: plan, previous: old, root: "/p", hashes: LockStep.renderedHashes(of: plan))
        #expect(entries.map(\.name) == ["Shop", "Cart"])
        #expect(
            entries[1]
                == ModuleLock.Module(
                    name: "Cart", template: "bviper", templateVersion: "2.0.0", parameters: ["k": "v"],
                    generated: "2026-03-04",
                    files: [
                        ModuleLock.File(path: "App/Cart/CartView.swift", sha256: SHA256.hex(Array("new view".utf8))),
                        ModuleLock.File(
                            path: "App/Cart/CartPresenter.swift", sha256: SHA256.hex(Array("presenter".utf8))),
                    ], templateSource: "built-in", templateHash: "ab", settings: ["author": "Jane"]))
        // A file outside the lock's folder is recorded by its absolute path.
        #expect(entries[0].files.map(\.path) == ["App/Shop/ShopView.swift", "/elsewhere/Shop/ShopTests.swift"])
    }

    @Test func aModuleWithoutAnOriginIsNotRecorded() {
        let plan = GenerationPlan(
            modules: ["Cart"], files: [Self.file("/p/App/Cart/CartView.swift", "view", .create, module: "Cart")])
        let hashes = LockStep.renderedHashes(of: plan)
        #expect(LockStep.entries(for: plan, previous: ModuleLock(modules: []), root: "/p", hashes: hashes).isEmpty)
    }

    /// Hundreds of modules are read on every core at once: each keeps its place, and the error of a damaged record
    /// is the first in name order, as when they were read one after the other.
    @Test func manyModulesAreReadInTheirOrder() throws {
        var files: [String: String] = [:]
        var expected: [String: FileStatus] = [:]
        for index in 0..<600 {
            let name = "M" + String(index + 1000)
            let path = "App/\(name)/\(name).swift"
            var module = Self.cart
            module.name = name
            module.files = [ModuleLock.File(path: path, sha256: SHA256.hex(Array(name.utf8)))]
            files["/p/.vipergen/modules/\(name)/record.json"] = ModuleRecord(module).encoded()
            switch index % 3 {
            case 0: expected[name] = .missing
            case 1: (files["/p/" + path], expected[name]) = (name, .generated)
            default: (files["/p/" + path], expected[name]) = (name + " edited", .edited)
            }
        }
        let lock = try ModuleLock.load(root: "/p", fileSystem: MemoryFileSystem(files))
        #expect(lock.modules.map(\.name) == expected.keys.sorted())
        let status = try lock.status(root: "/p", fileSystem: MemoryFileSystem(files))
        #expect(status.map(\.module.name) == expected.keys.sorted())
        for (module, states) in status {
            #expect(states.map(\.state) == [expected[module.name]], "\(module.name)")
        }
        files["/p/.vipergen/modules/M1300/record.json"] = "{ damaged"
        files["/p/.vipergen/modules/M1100/record.json"] = "{ damaged"
        let error = #expect(throws: ModuleLockError.self) {
            try ModuleLock.load(root: "/p", fileSystem: MemoryFileSystem(files))
        }
        #expect(error?.description.contains("M1100/record.json") == true, "\(String(describing: error))")
    }

    /// A module still only in an old single-file lock counts for its template's shared files, even beside a folder
    /// of bases without a record (left by hand, or by a branch that had begun the move).
    @Test func anotherModuleOfTheTemplateIsFoundInAnOldLock() throws {
        var old = Self.cart
        old.name = "Old"
        let disk = MemoryFileSystem([
            "/p/" + ModuleLock.fileName: ModuleLock(modules: [old]).encoded(),
            "/p/.vipergen/modules/Old/bases/ab": "view",
        ])
        #expect(try ModuleLock.anyRecorded(madeFrom: ["bviper"], except: ["Cart"], root: "/p", fileSystem: disk))
        #expect(try !ModuleLock.anyRecorded(madeFrom: ["viper"], except: ["Cart"], root: "/p", fileSystem: disk))
        #expect(try !ModuleLock.anyRecorded(madeFrom: ["bviper"], except: ["Old"], root: "/p", fileSystem: disk))
        #expect(!disk.isEmptyFolder("/p/missing") && !disk.isEmptyFolder("/p/.vipergen/modules/Old"))
    }

    @Test func statusComparesEachRecordedFileWithTheDisk() throws {
        var outside = Self.cart
        outside.name = "Outside"
        outside.files = [ModuleLock.File(path: "/elsewhere/O.swift", sha256: SHA256.hex(Array("o".utf8)))]
        let lock = ModuleLock(modules: [Self.cart, outside])
        let disk = MemoryFileSystem([
            "/p/App/Cart/CartView.swift": "view", "/p/App/Cart/CartPresenter.swift": "presenter, edited",
            "/elsewhere/O.swift": "o",
        ])
        let status = try lock.status(root: "/p", fileSystem: disk)
        #expect(status.map(\.module.name) == ["Cart", "Outside"])
        #expect(status[0].files.map(\.0.path) == Self.cart.files.map(\.path))
        #expect(status[0].files.map(\.1) == [.generated, .edited, .missing])
        #expect(status[1].files.map(\.1) == [.generated])
    }
}
