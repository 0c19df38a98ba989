import DiagnosticText
import Synchronization
import TestFileSystems
import Testing

@testable import VipergenSettings

/// The composition root: the settings file found from the current folder, and the catalog it declares.
@Suite("Setup")
struct SetupTests {
    @Test func theNearestSettingsFileWinsAndCatalogsYmlWinsInOneFolder() {
        let disk = MemoryFileSystem([
            "/p/catalogs.yml": "", "/p/Rambafile": "", "/p/a/Rambafile": "", "/p/a/b/c/file": "",
            "/q/Rambafile/not-a-file": "", "/q/r/file": "",
        ])
        #expect(Setup.settingsFile(from: "/p", in: disk) == "/p/catalogs.yml")
        #expect(Setup.settingsFile(from: "/p/a/b/c", in: disk) == "/p/a/Rambafile")
        #expect(Setup.settingsFile(from: "/q/r", in: disk) == nil)
    }

    @Test func withoutSettingsTheFolderHasDefaultsAndOnlyBuiltInTemplates() throws {
        let project = try Setup.load(from: "/work/Shop", fileSystem: MemoryFileSystem(), defaultAuthor: "tester")
        var defaults = ProjectConfiguration(defaultsFor: "/work/Shop", author: "tester")
        defaults.authorIsPersonal = true
        var loaded = project.configuration
        // The developer's own name, found when first read.
        #expect(!loaded.authorIsKnown)
        #expect(loaded.author == "tester")
        #expect(loaded.authorIsKnown)
        loaded.author = "tester"
        #expect(loaded == defaults)
        #expect(project.catalog.sources.isEmpty)
        #expect(project.catalog.cache?.root == nil)
        #expect(try project.catalog.template(named: "bviper").origin == .builtin)
    }

    @Test func theDevelopersOwnNameIsLookedForOnlyWhenReadAndOnce() throws {
        let lookups = Lookups()
        let project = try Setup.load(
            from: "/work/Shop", fileSystem: MemoryFileSystem(),
            defaultAuthor: {
                lookups.add()
                return "Ada"
            })
        var configuration = project.configuration
        #expect(configuration.authorIsPersonal)
        #expect(configuration.renderSettings(relativeTo: "/work/Shop")["author"] == nil)
        #expect(lookups.value == 0)
        let copy = configuration
        #expect(copy.author == "Ada")
        // Copies share the name found: the original now knows it, and records it, without a second lookup.
        #expect(configuration.authorIsKnown)
        #expect(configuration.renderSettings(relativeTo: "/work/Shop")["author"] == "Ada")
        #expect(configuration.author == "Ada")
        #expect(lookups.value == 1)
        // A name set explicitly (`--author`, `update` keeping a recorded one) replaces the late one.
        configuration.author = "Grace"
        #expect(configuration.authorIsKnown && configuration.author == "Grace")
        #expect(lookups.value == 1)
        // Settings that name an author never look for the developer's.
        let named = try Setup.load(
            from: "/p", fileSystem: MemoryFileSystem(["/p/catalogs.yml": "author: Team\n"]),
            defaultAuthor: {
                lookups.add()
                return "Ada"
            })
        #expect(named.configuration.author == "Team" && !named.configuration.authorIsPersonal)
        #expect(lookups.value == 1)
    }

    @Test func catalogsYmlDeclaresTheSettingsAndTheCatalogs() throws {
        let disk = MemoryFileSystem([
            "/p/catalogs.yml": "project_name: Shop\ncatalogs:\n  - Templates\n",
            "/p/Templates/mine/template.yml": "name: mine\n", "/p/App/file": "",
        ])
        let project = try Setup.load(
            from: "/p/App", fileSystem: disk, defaultAuthor: "tester", environment: ["VIPERGEN_CACHE_DIR": "cache"])
        #expect(project.configuration.projectName == "Shop" && project.configuration.author == "tester")
        #expect(project.configuration.file == "/p/catalogs.yml")
        #expect(project.catalog.sources.map(\.location) == [.folder("/p/Templates")])
        #expect(try project.catalog.template(named: "mine").origin == .folder("/p/Templates/mine"))
        #expect(project.catalog.cache?.root == "/p/App/cache", "relative to the current folder")
    }

    @Test func aRambafileTakesGenerambasSavedUserNameAsTheAuthor() throws {
        var files = ["/r/Rambafile": "project_name: Legacy\n"]
        let withoutSaved = try Setup.load(
            from: "/r", fileSystem: MemoryFileSystem(files), defaultAuthor: "tester", environment: ["HOME": "/home/u"])
        #expect(withoutSaved.configuration.author == "tester")
        files["/home/u/.generamba/settings.yml"] = "username: generamba-user\n"
        let project = try Setup.load(
            from: "/r", fileSystem: MemoryFileSystem(files), defaultAuthor: "tester", environment: ["HOME": "/home/u"])
        #expect(project.configuration.projectName == "Legacy")
        #expect(project.configuration.author == "generamba-user")
        #expect(project.configuration.file == "/r/Rambafile")
    }

    @Test func aBrokenSettingsFileIsAnErrorAtItsPlace() {
        let disk = MemoryFileSystem(["/p/catalogs.yml": "project_name: A\nprefx: B\n"])
        let error = #expect(throws: Diagnostics.self) {
            try Setup.load(from: "/p", fileSystem: disk, defaultAuthor: "tester")
        }
        #expect(error?.items.map { "\($0.file):\($0.line):\($0.column)" } == ["/p/catalogs.yml:2:1"])
    }

    /// A template folder near the project that no catalog lists is named, relative to the project, when the
    /// template asked for is not found.
    @Test func aTemplateNoCatalogListsIsNamedWhenTheTemplateIsNotFound() throws {
        var disk = MemoryFileSystem()
        disk.files["/app/Drafts/mine/template.yml"] = "name: mine\n"
        disk.files["/app/catalogs.yml"] = "project_name: App\n"
        let setup = try Setup.load(from: "/app/Sources", fileSystem: disk, defaultAuthor: "Jane")
        #expect(setup.root == "/app" && setup.folder == "/app/Sources")
        let error = #expect(throws: CatalogError.self) { try setup.template(named: "mien") }
        guard case .templateNotFound(_, _, _, let nearby) = error else {
            Issue.record("expected templateNotFound, got \(String(describing: error))")
            return
        }
        #expect(nearby == ["Drafts/mine"])
    }
}

/// How many times a test's default author was looked for.
private final class Lookups: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
