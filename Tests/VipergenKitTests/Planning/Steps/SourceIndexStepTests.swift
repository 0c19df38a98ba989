import Files
import TestFileSystems
import TestHelpers
import Testing

@testable import VipergenKit
@testable import VipergenSettings

/// The plan carries the name checks' cache when they read the app's folders, and nothing when they read none.
@Suite("Planning: source index step")
struct SourceIndexStepTests {
    @Test func aPlanWhoseChecksReadNothingCarriesNoCache() throws {
        let context = try planningContext(fileSystem: MemoryFileSystem()) { $0.file = "/app/catalogs.yml" }
        var draft = emptyDraft(context)
        try SourceIndexStep().run(&draft, in: context.plan)
        #expect(draft.plan.cacheFiles.isEmpty)
    }

    @Test func aPlanWhoseChecksReadManyFilesCarriesTheirCache() throws {
        // On a real disk, whose stamps the cache is keyed by, with enough files for a cache to pay (`SourceIndex`
        // keeps none for a handful).
        let folder = try TemporaryFolder("source-index")
        _ = try folder.write("project_name: App\n", to: "catalogs.yml")
        for index in 0..<80 { _ = try folder.write("struct Screen\(index) {}\n", to: "App/Screen\(index).swift") }
        let context = try planningContext(fileSystem: LocalFileSystem()) { configuration in
            configuration.file = folder.appending("catalogs.yml")
            configuration.modulePath = folder.appending("App/Modules")
            configuration.testPath = folder.appending("Tests")
        }
        let draft = try run(
            module: [RenderStep()], plan: [FileNameClashStep(), TypeClashStep(), SourceIndexStep()], context)
        let cache = try #require(draft.plan.cacheFiles.first)
        #expect(cache.path == folder.appending(SourceIndex.path))
        #expect(String(decoding: cache.bytes, as: UTF8.self).contains("Screen42.swift"))
    }
}
