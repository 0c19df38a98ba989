import TestFileSystems
import Testing

@testable import VipergenSettings

/// Finding templates: catalogs in declared order, then the built-in ones; `catalog/template`; did-you-mean.
@Suite("Template catalog")
struct TemplateCatalogTests {
    static let disk = MemoryFileSystem([
        "/c1/viper/template.yml": "name: viper\nsummary: mine\n",
        "/c1/alpha/template.yml": "name: alpha\n",
        "/c1/.hidden/template.yml": "name: hidden\n",
        "/c1/notes.txt": "not a template",
        "/c2/viper/template.yml": "name: viper\nsummary: theirs\n",
        "/c2/beta/beta.rambaspec": "name: beta\n{% if custom_parameters.x %}summary: x\n{% endif %}",
        "/c2/gamma/template.yml": "name: gamma\nsummary: yml\n",
        "/c2/gamma/gamma.rambaspec": "name: gamma\nsummary: rambaspec\n",
    ])

    static let catalog = TemplateCatalog(folders: ["/c1", "/c2"], fileSystem: disk)

    @Test func theFirstCatalogThatHasTheNameWinsAndHidesTheOthers() throws {
        let match = try Self.catalog.resolve("viper")
        #expect(match.template.origin == .folder("/c1/viper"))
        #expect(match.template.spec.summary == "mine")
        #expect(match.template.source == .folder("/c1"))
        #expect(match.shadowed.map(\.origin) == [.folder("/c2/viper"), .builtin])
        #expect(try Self.catalog.template(named: "viper").origin == .folder("/c1/viper"))
    }

    @Test func builtInTemplatesComeLast() throws {
        let match = try Self.catalog.resolve("bviper")
        #expect(match.template.origin == .builtin && match.shadowed.isEmpty)
        #expect(match.template.sourceDescription == "built-in")
        #expect(match.template.source == nil)
    }

    @Test func templateYmlIsPreferredToARambaspecAndARambaspecIsGenerambaFormat() throws {
        let gamma = try Self.catalog.template(named: "gamma")
        #expect(gamma.spec.summary == "yml" && !gamma.isGenerambaFormat && gamma.specPath == "template.yml")
        let beta = try Self.catalog.template(named: "beta")
        #expect(beta.isGenerambaFormat && beta.specPath == "beta.rambaspec")
        // Listed with no variables; the spec's Liquid is kept for generation.
        #expect(beta.spec.summary.isEmpty)
        #expect(beta.specText.contains("{% if custom_parameters.x %}"))
    }

    @Test(arguments: [
        ("c2/viper", TemplateOrigin.folder("/c2/viper")), ("c1/viper", .folder("/c1/viper")),
        ("built-in/viper", .builtin), ("c2/beta", .folder("/c2/beta")),
    ])
    func catalogSlashTemplatePicksOneCatalog(_ name: String, _ origin: TemplateOrigin) throws {
        let match = try Self.catalog.resolve(name)
        #expect(match.template.origin == origin)
        #expect(match.shadowed.isEmpty)
    }

    static let notFound: [(name: String, error: CatalogError)] = [
        (
            "alpah",
            .templateNotFound(name: "alpah", suggestion: "alpha", searched: ["/c1", "/c2", "built-in templates"])
        ),
        (
            "bvipre",
            .templateNotFound(name: "bvipre", suggestion: "bviper", searched: ["/c1", "/c2", "built-in templates"])
        ),
        (
            "zzzzzzzz",
            .templateNotFound(name: "zzzzzzzz", suggestion: nil, searched: ["/c1", "/c2", "built-in templates"])
        ),
        ("c3/viper", .catalogNotFound(name: "c3", suggestion: "c1", known: ["c1", "c2", "built-in"])),
        ("bult-in/viper", .catalogNotFound(name: "bult-in", suggestion: "built-in", known: ["c1", "c2", "built-in"])),
        ("c2/alpha", .templateNotFound(name: "alpha", suggestion: nil, searched: ["/c2"])),
        ("c2/betta", .templateNotFound(name: "betta", suggestion: "beta", searched: ["/c2"])),
        ("built-in/alpha", .templateNotFound(name: "alpha", suggestion: nil, searched: ["built-in templates"])),
        ("built-in/vip3r", .templateNotFound(name: "vip3r", suggestion: "viper", searched: ["built-in templates"])),
    ]

    @Test(arguments: notFound)
    func anUnknownNameSuggestsTheClosestOne(_ name: String, _ expected: CatalogError) {
        #expect(throws: expected) { try Self.catalog.resolve(name) }
    }

    @Test func theNotFoundMessageSaysWhereItLookedAndWhatToRun() {
        let error = #expect(throws: CatalogError.self) { try Self.catalog.resolve("alpah") }
        #expect(
            error?.description == """
                error: no template named 'alpah'; did you mean 'alpha'?
                  searched: /c1, /c2, built-in templates
                  run 'vipergen list' to see every template
                """)
        let catalog = #expect(throws: CatalogError.self) { try Self.catalog.resolve("c3/viper") }
        #expect(
            catalog?.description == "error: no catalog named 'c3'; did you mean 'c1'?\n  catalogs: c1, c2, built-in")
    }

    @Test func theListingHasEachNameOnceInLookupOrderWithItsDuplicates() {
        let listing = Self.catalog.listing()
        let names = listing.templates.map(\.spec.name)
        #expect(names == ["alpha", "viper", "beta", "gamma"] + TemplateCatalog.builtinNames.filter { $0 != "viper" })
        #expect(!names.contains("hidden"), "folders starting with a dot are not templates")
        #expect(listing.duplicates.map(\.template.origin) == [.folder("/c1/viper")])
        #expect(listing.duplicates.first?.shadowed.map(\.origin) == [.folder("/c2/viper"), .builtin])
        #expect(listing.problems.isEmpty)
    }

    @Test func aBrokenSpecIsAnErrorUnlessAnEarlierCatalogHasTheTemplate() throws {
        let disk = MemoryFileSystem([
            "/c1/broken/template.yml": "nme: broken\n",
            "/c1/fine/template.yml": "name: fine\n",
            "/c2/fine/template.yml": "name: [broken\n",
        ])
        let catalog = TemplateCatalog(folders: ["/c1", "/c2"], fileSystem: disk)
        let error = #expect(throws: CatalogError.self) { try catalog.resolve("broken") }
        guard case .invalidTemplate(let diagnostics) = error else {
            Issue.record("expected invalidTemplate, got \(String(describing: error))")
            return
        }
        #expect(
            diagnostics.items.map { "\($0.file):\($0.line):\($0.column)" } == [
                "/c1/broken/template.yml:1:1", "/c1/broken/template.yml:1:1",
            ])
        #expect(try catalog.resolve("fine").template.origin == .folder("/c1/fine"))
        // The listing goes on past a broken template and reports it.
        let listing = catalog.listing()
        #expect(listing.templates.first?.spec.name == "fine")
        #expect(listing.problems.count == 2)
    }

    /// A declared folder that is not there is a mistake in the settings, unless the template was found before it.
    @Test func aMissingCatalogFolderIsAnErrorUntilTheTemplateIsFound() throws {
        let missing = TemplateCatalog(folders: ["/nowhere", "/c1"], fileSystem: Self.disk)
        #expect(throws: CatalogError.catalogFolderMissing(.folder("/nowhere"))) { try missing.resolve("alpha") }
        let later = TemplateCatalog(folders: ["/c1", "/nowhere"], fileSystem: Self.disk)
        #expect(try later.resolve("alpha").template.origin == .folder("/c1/alpha"))
        // The listing reports it and lists the rest.
        let listing = missing.listing()
        #expect(listing.problems == [.catalogFolderMissing(.folder("/nowhere"))])
        #expect(listing.templates.first?.spec.name == "alpha")
        #expect(
            CatalogError.catalogFolderMissing(.folder("/nowhere")).description
                == "error: the catalog folder /nowhere does not exist; create it (vipergen template create puts a "
                + "template in it) or remove the entry")
    }

    @Test func aSourceOfOneTemplateHasItsFilesAtTheTop() throws {
        let disk = MemoryFileSystem(["/solo/template.yml": "name: solo\n", "/solo/Code/A.liquid": "a"])
        let source = CatalogSource(name: "mine", location: .folder("/solo"), template: "solo")
        let catalog = TemplateCatalog(sources: [source], fileSystem: disk, cache: nil)
        #expect(try catalog.resolve("solo").template.origin == .folder("/solo"))
        #expect(try catalog.resolve("mine/solo").template.origin == .folder("/solo"))
        #expect(catalog.templateNames(in: source, folder: "/solo") == ["solo"])
        #expect(throws: CatalogError.self) { try catalog.resolve("Code") }
    }

    /// Generamba's install folder holds copies of the declared templates: finding both is not a duplicate.
    @Test func copiesInGenerambasInstallFolderAreNotDuplicates() throws {
        let disk = MemoryFileSystem([
            "/p/Templates/x/x.rambaspec": "name: x\n", "/shared/x/x.rambaspec": "name: x\n",
        ])
        let catalog = TemplateCatalog(
            sources: [
                CatalogSource(name: "Templates", location: .folder("/p/Templates"), isInstallFolder: true),
                CatalogSource(name: "x", location: .folder("/shared/x"), template: "x"),
            ], fileSystem: disk, cache: nil)
        let match = try catalog.resolve("x")
        #expect(match.template.origin == .folder("/p/Templates/x"))
        #expect(match.shadowed.isEmpty)
        #expect(catalog.listing().duplicates.isEmpty)
    }

    @Test func aGitCatalogIsReadFromTheCacheWithoutRunningGit() throws {
        let reference = GitReference(url: "https://host/team/templates.git", ref: "v1")
        let checkout = "/cache/git/" + GitCache.folderName(for: reference)
        let disk = MemoryFileSystem([checkout + "/remote/template.yml": "name: remote\n"])
        // No PATH: running git would fail.
        let cache = GitCache(environment: ["VIPERGEN_CACHE_DIR": "/cache"], currentDirectory: "/", fileSystem: disk)
        let catalog = TemplateCatalog(sources: [.git(reference)], fileSystem: disk, cache: cache)
        let template = try catalog.template(named: "remote")
        #expect(template.origin == .folder(checkout + "/remote"))
        #expect(template.sourceDescription == "https://host/team/templates.git@v1")
    }

    /// A git catalog that cannot be fetched (no cache folder, no git, no network) is passed over, and the match
    /// says so; a name found nowhere else is an error that names it.
    @Test func aGitCatalogThatCannotBeFetchedIsPassedOver() throws {
        let reference = GitReference(url: "https://host/team/templates.git")
        let noCache = TemplateCatalog(sources: [.git(reference)], fileSystem: Self.disk, cache: nil)
        let builtin = try noCache.resolve("bviper")
        #expect(builtin.template.origin == .builtin)
        #expect(builtin.unreachable == [.noCacheFolder])

        let cache = GitCache(
            environment: ["VIPERGEN_CACHE_DIR": "/cache"], currentDirectory: "/", fileSystem: Self.disk)
        let noGit = TemplateCatalog(sources: [.git(reference), .folder("/c1")], fileSystem: Self.disk, cache: cache)
        #expect(try noGit.resolve("alpha").unreachable == [.gitNotFound(reference)])
        let error = #expect(throws: CatalogError.self) { try noGit.resolve("zzzzzzzz") }
        #expect(error == .notFoundWhereReachable(name: "zzzzzzzz", unreachable: [.gitNotFound(reference)]))
        #expect(
            error?.message.hasPrefix(
                "no template named 'zzzzzzzz' in the catalogs that could be reached; this catalog could not be "
                    + "fetched:\n  the catalog 'https://host/team/templates.git' is a git repository") == true)

        // Found in an earlier catalog: a later one that would need cloning is not even tried.
        let later = TemplateCatalog(sources: [.folder("/c1"), .git(reference)], fileSystem: Self.disk, cache: cache)
        let match = try later.resolve("alpha")
        #expect(match.template.origin == .folder("/c1/alpha") && match.unreachable.isEmpty)
        // The listing reports the catalog it could not fetch and lists the others.
        let listing = later.listing()
        #expect(listing.problems == [.gitNotFound(reference)])
        #expect(listing.templates.map(\.spec.name).starts(with: ["alpha", "viper"]))
        #expect(later.listing(fetching: false).problems.isEmpty, "without fetching, an uncached catalog is no problem")
    }
}
