import DiagnosticText
import Files
import TestFileSystems
import Testing
import TextMerge

@testable import VipergenKit
@testable import VipergenSettings

/// `ModuleUpdater`: which modules an update takes, and how it renders them again over the user's edits.
@Suite("Planning: module updater")
struct ModuleUpdaterTests {
    static let serviceV1 = """
        // {{ module_info.name }} service, by {{ developer.company }}, {{ date }}
        final class {{ module_info.name }}Service {
            func load() {}
        }

        """
    static let serviceV2 = """
        // {{ module_info.name }} service, by {{ developer.company }}, {{ date }} (generated)
        final class {{ module_info.name }}Service {
            func load() {}

            func save() {}
        }

        """
    static let service = "/app/App/Cart/CartService.swift"

    /// A project at /app in memory, with catalogs.yml's settings and a catalog of templates in /app/Templates.
    struct Project {
        var disk = MemoryFileSystem()
        var configuration: ProjectConfiguration

        init() {
            configuration = ProjectConfiguration(defaultsFor: "/app", author: "Jane")
            configuration.file = "/app/catalogs.yml"
            configuration.company = "Old Co"
            configuration.modulePath = "/app/App"
            configuration.testPath = "/app/AppTests"
            configuration.catalogs = [.folder("/app/Templates")]
            disk.files["/app/catalogs.yml"] = "catalogs: [Templates]\n"
        }

        var setup: Setup {
            Setup(
                configuration: configuration,
                catalog: TemplateCatalog(sources: configuration.catalogs, fileSystem: disk, cache: nil),
                folder: "/app")
        }

        /// Writes the `svc` template at `version`: its service file, and `Old.swift` (v1) or `New.swift` (v2).
        mutating func svc(_ version: Int) {
            let other = version == 1 ? "Old" : "New"
            disk.files["/app/Templates/svc/template.yml"] = """
                name: svc
                version: "\(version).0"
                code_files:
                  - {name: Service.swift, path: Service.swift.liquid}
                  - {name: \(other).swift, path: \(other).swift.liquid}

                """
            disk.files["/app/Templates/svc/Service.swift.liquid"] = version == 1 ? serviceV1 : serviceV2
            disk.files["/app/Templates/svc/\(other).swift.liquid"] = "// \(other.lowercased())\n"
            disk.files["/app/Templates/svc/\(version == 1 ? "New" : "Old").swift.liquid"] = nil
        }

        /// Plans `gen` of `modules` from `template` and writes the plan.
        mutating func gen(
            _ modules: [String], _ template: String = "svc", parameters: [String: String] = [:],
            date: CalendarDate = CalendarDate(year: 2026, month: 1, day: 2)
        ) throws {
            let request = GenerationRequest(
                moduleNames: try modules.map { try ModuleName($0) }, parameters: parameters, date: date,
                projectRoot: "/app")
            let plan = try ModuleGenerator(fileSystem: disk).plan(
                request, template: try setup.catalog.template(named: template), configuration: configuration)
            write(plan)
        }

        func update(
            _ modules: [String] = [],
            style: ThreeWayMerge.ConflictStyle = .markers(oursLabel: "yours", theirsLabel: "template")
        ) throws -> GenerationPlan {
            try ModuleUpdater(fileSystem: disk).plan(
                UpdateRequest(modules: modules, conflictStyle: style, now: 0), project: setup)
        }

        /// Writes `plan` as `PlanWriter` would.
        mutating func write(_ plan: GenerationPlan) {
            for file in plan.files {
                switch file.action {
                case .create, .overwrite, .modify: disk.files[file.path] = file.contents
                case .delete: disk.files[file.path] = nil
                case .unchanged, .skip, .conflict: break
                }
            }
        }

        var lock: ModuleLock {
            get throws { try ModuleLock.load(root: "/app", fileSystem: disk) }
        }
    }

    /// A project with the Cart module generated from `svc` 1.0, and the template then moved to 2.0.
    func cartAfterTemplateChange(edit: (inout String) -> Void = { _ in }) throws -> Project {
        var project = Project()
        project.svc(1)
        try project.gen(["Cart"])
        edit(&project.disk.files[Self.service]!)
        project.svc(2)
        return project
    }

    func file(_ path: String, in plan: GenerationPlan) throws -> PlannedFile {
        try #require(plan.files.first { $0.path == path }, "\(path) is not in the plan")
    }

    // MARK: Which modules

    @Test(arguments: [
        ([], ["Cart", "Checkout", "Shop"]),
        (["Shop", "Cart"], ["Cart", "Shop"]),
        (["Checkout", "Checkout"], ["Checkout"]),
    ])
    func theModulesNamedAreTakenSortedByName(names: [String], selected: [String]) throws {
        var disk = MemoryFileSystem()
        for name in ["Cart", "Checkout", "Shop"] {
            let module = ModuleLock.Module(
                name: name, template: "svc", templateVersion: "1.0", parameters: [:], generated: "2026-01-02",
                files: [])
            disk.files[ModuleLock.recordPath(of: name, root: "/app")] = ModuleRecord(module).encoded()
        }
        let lock = try ModuleUpdater.recorded(names, root: "/app", fileSystem: disk)
        #expect(lock.modules.map(\.name) == selected)
    }

    @Test func anUnknownModuleIsRefusedWithADidYouMean() throws {
        var project = Project()
        project.svc(1)
        try project.gen(["Cart", "Checkout"])
        let error = #expect(throws: UpdateError.self) { try project.update(["Crat"]) }
        #expect(error == .unknownModule("Crat", suggestion: "Cart", known: ["Cart", "Checkout"]))
        #expect(
            error?.description
                == "error: no module 'Crat' is recorded; did you mean 'Cart'?\n  recorded modules: Cart, Checkout")
        // Nothing close: no suggestion, but the modules there are.
        #expect(
            throws: UpdateError.unknownModule("Settings", suggestion: nil, known: ["Cart", "Checkout"])
        ) { try project.update(["Settings"]) }
    }

    @Test func withoutCatalogsYmlThereIsNoLockToUpdate() throws {
        var project = Project()
        project.configuration.file = nil
        #expect(throws: UpdateError.noLock) { try project.update() }
        #expect(UpdateError.noLock.description.hasPrefix("error: no catalogs.yml here or above"))
    }

    @Test func anEmptyLockHasNoModuleToName() throws {
        let project = Project()
        let error = #expect(throws: UpdateError.self) { try project.update(["Cart"]) }
        #expect(error == .unknownModule("Cart", suggestion: nil, known: []))
        #expect(error?.description == "error: no module 'Cart' is recorded (none is yet)")
        // Updating everything in an empty lock plans nothing.
        #expect(try project.update().files.isEmpty)
    }

    @Test func aLockThatCannotBeReadIsAnError() throws {
        var project = Project()
        project.disk.files["/app/vipergen.lock"] = "{"
        #expect(throws: ModuleLockError.self) { try project.update() }
        project.disk.files["/app/vipergen.lock"] = nil
        project.disk.files[ModuleLock.recordPath(of: "Cart", root: "/app")] = "{"
        #expect(throws: ModuleLockError.self) { try project.update() }
        #expect(throws: ModuleLockError.self) { try project.update(["Cart"]) }
    }

    @Test func aModuleWhoseTemplateIsGoneIsAnError() throws {
        var project = Project()
        project.svc(1)
        try project.gen(["Cart"])
        project.disk.files = project.disk.files.filter { !$0.key.hasPrefix("/app/Templates/") }
        // The catalog folder stays, with another template in it.
        project.disk.files["/app/Templates/other/template.yml"] = "name: other\n"
        let error = #expect(throws: CatalogError.self) { try project.update() }
        guard case .templateNotFound(let name, _, _, _) = error else {
            Issue.record("expected the template not to be found, got \(String(describing: error))")
            return
        }
        #expect(name == "svc")
    }

    // MARK: Rendering again

    @Test func anUneditedModuleTakesTheNewTemplate() throws {
        var project = try cartAfterTemplateChange()
        let plan = try project.update()
        #expect(plan.modules == ["Cart"] && plan.templates == [.init(name: "svc", version: "2.0")])
        let service = try file(Self.service, in: plan)
        #expect(service.action == .overwrite && service.note == nil)
        #expect(service.contents.hasPrefix("// Cart service, by Old Co, 02/01/2026 (generated)\n"))
        #expect(try file("/app/App/Cart/CartNew.swift", in: plan).action == .create)
        let old = try file("/app/App/Cart/CartOld.swift", in: plan)
        #expect(old.action == .delete && old.note == "no longer in the template")
        #expect(plan.merge.conflicted.isEmpty)

        project.write(plan)
        let cart = try #require(try project.lock.modules.first)
        #expect(cart.templateVersion == "2.0" && cart.generated == "2026-01-02")
        #expect(cart.files.map(\.path).sorted() == ["App/Cart/CartNew.swift", "App/Cart/CartService.swift"])
        #expect(try project.update().writes.isEmpty, "an update right after an update changes nothing")
    }

    @Test func anEditElsewhereIsMergedWithTheTemplatesChange() throws {
        let project = try cartAfterTemplateChange { $0 += "\nextension CartService {\n    func mine() {}\n}\n" }
        let service = try file(Self.service, in: try project.update())
        #expect(service.action == .overwrite && service.note == "merged with your edits")
        #expect(
            service.contents == """
                // Cart service, by Old Co, 02/01/2026 (generated)
                final class CartService {
                    func load() {}

                    func save() {}
                }

                extension CartService {
                    func mine() {}
                }

                """)
        // The lock's new base is the render, not the merged text, so the edit still shows as an edit.
        #expect(service.renderedContents?.contains("mine") == false)
    }

    @Test func anEditOfTheSameLineIsAConflictWithMarkersNamingTheTemplate() throws {
        let project = try cartAfterTemplateChange {
            $0 = $0.replacingOccurrences(of: "02/01/2026\n", with: "02/01/2026, with my notes\n")
        }
        let plan = try project.update()
        let service = try file(Self.service, in: plan)
        #expect(plan.merge.conflicted == [Self.service])
        #expect(service.note == "1 conflicting change")
        #expect(
            service.contents == """
                <<<<<<< yours
                // Cart service, by Old Co, 02/01/2026, with my notes
                =======
                // Cart service, by Old Co, 02/01/2026 (generated)
                >>>>>>> template svc 2.0
                final class CartService {
                    func load() {}

                    func save() {}
                }

                """)
    }

    @Test(arguments: [
        (ThreeWayMerge.ConflictStyle.ours, "// Cart service, by Old Co, 02/01/2026, mine\n"),
        (.theirs, "// Cart service, by Old Co, 02/01/2026 (generated)\n"),
    ])
    func aConflictStyleTakesOneSideWithoutMarkers(style: ThreeWayMerge.ConflictStyle, header: String) throws {
        let project = try cartAfterTemplateChange {
            $0 = $0.replacingOccurrences(of: "02/01/2026\n", with: "02/01/2026, mine\n")
        }
        let plan = try project.update(style: style)
        let service = try file(Self.service, in: plan)
        #expect(plan.merge.conflicted.isEmpty)
        #expect(service.contents.hasPrefix(header) && service.contents.contains("func save() {}"))
        #expect(!service.contents.contains("<<<<<<<"))
    }

    @Test func anEditedFileTheTemplateDroppedIsKept() throws {
        var project = Project()
        project.svc(1)
        try project.gen(["Cart"])
        project.disk.files["/app/App/Cart/CartOld.swift"] = "// old, and mine\n"
        project.svc(2)
        let old = try file("/app/App/Cart/CartOld.swift", in: try project.update())
        #expect(old.action == .skip && old.note == "no longer in the template; kept because you edited it")
    }

    @Test func theRecordedParametersAndDateAndTheCurrentSettingsAreUsed() throws {
        var project = Project()
        project.disk.files["/app/Templates/kind/template.yml"] = """
            name: kind
            version: "1"
            parameters:
              - {name: flavour, type: string}
            code_files:
              - {name: Kind.swift, path: Kind.swift.liquid}

            """
        project.disk.files["/app/Templates/kind/Kind.swift.liquid"] =
            "// {{ custom_parameters.flavour }} by {{ developer.company }}, {{ date }}\n"
        try project.gen(
            ["Cart"], "kind", parameters: ["flavour": "sweet"], date: CalendarDate(year: 2025, month: 7, day: 9))
        project.configuration.company = "New Co"
        let plan = try project.update()
        let kind = try file("/app/App/Cart/CartKind.swift", in: plan)
        #expect(kind.action == .overwrite && kind.contents == "// sweet by New Co, 09/07/2025\n")
        let origin = try #require(plan.records.origins["Cart"])
        #expect(origin.parameters == ["flavour": "sweet"] && origin.date == CalendarDate(year: 2025, month: 7, day: 9))
        #expect(origin.settings["company"] == "New Co")
    }

    @Test func onlyTheModulesNamedAreRenderedAndEachWithItsOwnTemplate() throws {
        var project = Project()
        project.svc(1)
        try project.gen(["Cart", "Checkout"])
        project.disk.files["/app/Templates/note/template.yml"] =
            "name: note\nversion: \"3\"\ncode_files:\n  - {name: Note.swift, path: Note.swift.liquid}\n"
        project.disk.files["/app/Templates/note/Note.swift.liquid"] = "// {{ module_info.name }} note\n"
        try project.gen(["Shop"], "note")
        project.svc(2)

        let some = try project.update(["Checkout"])
        #expect(some.modules == ["Checkout"])
        #expect(Set(some.files.compactMap(\.module)) == ["Checkout"])

        let all = try project.update()
        #expect(all.modules == ["Cart", "Checkout", "Shop"])
        #expect(all.records.origins["Cart"]?.template == "svc" && all.records.origins["Cart"]?.templateVersion == "2.0")
        #expect(all.records.origins["Shop"]?.template == "note" && all.records.origins["Shop"]?.templateVersion == "3")
        // The plan names every template it renders, not the last module's.
        #expect(all.templates == [.init(name: "svc", version: "2.0"), .init(name: "note", version: "3")])
        #expect(try file("/app/App/Shop/ShopNote.swift", in: all).action == .unchanged)
        #expect(try file("/app/App/Checkout/CheckoutService.swift", in: all).action == .overwrite)
        // Each module's record is its own file; only Checkout's changed.
        #expect(try file("/app/.vipergen/modules/Checkout/record.json", in: all).action == .overwrite)
        #expect(try file("/app/.vipergen/modules/Shop/record.json", in: all).action == .unchanged)
    }
}
