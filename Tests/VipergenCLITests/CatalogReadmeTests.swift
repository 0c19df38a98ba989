import Testing
import VipergenKit
import VipergenSettings

@testable import VipergenCLI

/// The README documents every catalog entry key, Rambafile key and cache setting, and the command reference every
/// subcommand of `template`.
@Suite("README documents catalogs and Generamba projects")
struct CatalogReadmeTests {
    static let keys: [String] =
        ProjectConfiguration.catalogKeys.map { "`\($0)`" } + Rambafile.keys.map { "`\($0)`" }
        + Rambafile.templateKeys.map { "\($0)" }

    @Test(arguments: keys)
    func documentsTheKey(_ key: String) {
        #expect(ReadmeTests.readme.contains(key))
    }

    @Test(arguments: TemplateCommand.subcommands)
    func documentsTheTemplateSubcommand(_ subcommand: String) {
        #expect(ReadmeTests.commands.contains("| `\(subcommand)"))
    }

    @Test func documentsTheCacheAndTheSharedCatalog() {
        for text in [GitCache.environmentVariable, "XDG_CACHE_HOME", Rambafile.sharedCatalogURL, "`catalog/template`"] {
            #expect(ReadmeTests.readme.contains(text), "README lacks \(text)")
        }
    }
}
