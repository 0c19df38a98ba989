import Files
import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// `OriginStep`: what each module is generated from — template, version, source, commit, hash, parameters,
/// settings and date — recorded for the lock.
@Suite("Planning: origin step")
struct OriginStepTests {
    static let date = CalendarDate(year: 2026, month: 11, day: 25)

    func origins(_ context: StepContexts) throws -> [String: ModuleOrigin] {
        let draft = try run(module: [OriginStep()], context)
        #expect(draft.plan.files.isEmpty, "the step records, it renders nothing")
        return draft.plan.records.origins
    }

    @Test func everyModuleOfTheRequestGetsItsOrigin() throws {
        let context = try planningContext(
            modules: ["Cart", "Checkout"], fileSystem: MemoryFileSystem(), parameters: ["flavour": "sweet"]
        ) {
            $0.file = "/app/catalogs.yml"
            $0.company = "Acme"
            $0.prefix = "AC"
            $0.modulePath = "/app/App"
            $0.projectTargets = ["App", "Widget"]
        }
        let origins = try origins(context)
        #expect(origins.keys.sorted() == ["Cart", "Checkout"])
        let hash = try context.template.contentHash()
        #expect(hash.count == 64)
        #expect(
            origins["Cart"]
                == ModuleOrigin(
                    template: "bviper", templateVersion: context.template.spec.version, templateSource: "built-in",
                    catalog: "built-in",
                    templateCommit: nil, templateHash: hash, parameters: ["flavour": "sweet"],
                    settings: [
                        "project_name": "App", "product_module_name": "app", "prefix": "AC", "company": "Acme",
                        "author": "Jane", "module_path": "App", "test_path": "Tests", "project_targets": "App,Widget",
                        "test_targets": "", "description": "Cart module",
                    ], date: Self.date))
        #expect(origins["Checkout"]?.settings["description"] == "Checkout module")
    }

    @Test func aDescriptionGivenIsRecordedForEveryModule() throws {
        var context = try planningContext(modules: ["Cart", "Checkout"], fileSystem: MemoryFileSystem()) {
            $0.file = "/app/catalogs.yml"
        }
        context.modules = ModuleContext(
            GenerationRequest(
                moduleNames: context.modules.modules, description: "Shopping", date: context.modules.date),
            template: context.template, configuration: context.configuration, fileSystem: context.plan.fileSystem)
        let origins = try origins(context)
        #expect(origins.values.map { $0.settings["description"] } == ["Shopping", "Shopping"])
    }

    @Test func withoutALockNothingIsRecorded() throws {
        let defaults = try planningContext(fileSystem: MemoryFileSystem())
        #expect(try origins(defaults).isEmpty)
        let elsewhere = try planningContext(fileSystem: MemoryFileSystem()) {
            $0.file = "/app/catalogs.yml"
            $0.testPath = "/tmp/tests"
        }
        #expect(try origins(elsewhere).isEmpty)
    }

    /// A context for the `svc` template in `templateFolder` (a catalog at `catalogFolder` from `source`).
    func folderContext(
        _ disk: MemoryFileSystem, templateFolder: String = "/app/Templates/svc",
        catalogFolder: String = "/app/Templates", source: CatalogSource = .folder("/app/Templates")
    ) throws -> StepContexts {
        let context = try planningContext(modules: ["Cart"], fileSystem: disk) { $0.file = "/app/catalogs.yml" }
        let template = try #require(
            try TemplateCatalog(folders: [], fileSystem: disk).load(
                "svc", templateFolder: templateFolder, source: source, catalogFolder: catalogFolder))
        return StepContexts(
            request: context.request,
            modules: ModuleContext(
                GenerationRequest(moduleNames: context.modules.modules, date: context.modules.date),
                template: template, configuration: context.configuration, fileSystem: disk),
            plan: context.plan)
    }

    static let svc = [
        "/app/Templates/svc/template.yml":
            "name: svc\nversion: \"1.2\"\ncode_files:\n  - {name: A.swift, path: A.liquid}\n",
        "/app/Templates/svc/A.liquid": "// a\n",
    ]

    @Test func aFolderTemplateIsRecordedRelativeToTheProject() throws {
        let origin = try #require(try origins(try folderContext(MemoryFileSystem(Self.svc)))["Cart"])
        #expect(origin.template == "svc" && origin.templateVersion == "1.2")
        #expect(origin.templateSource == "Templates/svc" && origin.templateCommit == nil)
    }

    @Test(arguments: [
        ("/app/Templates/svc/A.liquid", "// a, edited\n"),
        ("/app/Templates/svc/B.liquid", "// a file added\n"),
        ("/app/Templates/svc/snippets/header.liquid", "// a snippet added\n"),
    ])
    func anyChangeToTheTemplatesFilesChangesItsHash(path: String, contents: String) throws {
        let before = try origins(try folderContext(MemoryFileSystem(Self.svc)))["Cart"]?.templateHash
        var changed = Self.svc
        changed[path] = contents
        let after = try origins(try folderContext(MemoryFileSystem(changed)))["Cart"]?.templateHash
        #expect(before != nil && after != nil && before != after)
        // The same files hash alike.
        #expect(try origins(try folderContext(MemoryFileSystem(Self.svc)))["Cart"]?.templateHash == before)
    }

    @Test func aGitTemplateRecordsItsURLRefAndCheckedOutCommit() throws {
        let commit = "0123456789abcdef0123456789abcdef01234567"
        var files = Dictionary(
            uniqueKeysWithValues: Self.svc.map {
                ($0.key.replacingOccurrences(of: "/app/Templates", with: "/cache/t"), $0.value)
            })
        files["/cache/t/.git/HEAD"] = "ref: refs/heads/main\n"
        files["/cache/t/.git/refs/heads/main"] = commit + "\n"
        let context = try folderContext(
            MemoryFileSystem(files), templateFolder: "/cache/t/svc", catalogFolder: "/cache/t",
            source: .git(GitReference(url: "https://example.com/team/templates.git", ref: "v1")))
        let origin = try #require(try origins(context)["Cart"])
        #expect(origin.templateSource == "https://example.com/team/templates.git@v1")
        #expect(origin.templateCommit == commit)
    }
}
