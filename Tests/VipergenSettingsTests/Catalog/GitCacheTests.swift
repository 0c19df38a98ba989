import TestFileSystems
import Testing

@testable import VipergenSettings

/// Where git catalogs are cloned, how their checkouts are named, and how git is run.
@Suite("Git cache")
struct GitCacheTests {
    @Test func cacheFoldersAreReadableAndDifferForEachURLAndRef() {
        let names = [
            GitReference(url: "https://host/a/templates.git"),
            GitReference(url: "https://host/a/templates.git", ref: "v1"),
            GitReference(url: "https://host/b/templates.git"),
            GitReference(url: "https://host/b/templates.git", ref: "v1"),
        ].map(GitCache.folderName)
        #expect(Set(names).count == 4)
        #expect(names.allSatisfy { $0.hasPrefix("templates-") && $0.count == "templates-".count + 12 })
        // Stable across runs: the cache is found again by the next process.
        #expect(GitCache.folderName(for: GitReference(url: "https://host/a/templates.git", ref: "v1")) == names[1])
        #expect(GitCache.shortHash("") == "cbf29ce48422")
    }

    static let cacheFolders: [(environment: [String: String], folder: String?)] = [
        (["VIPERGEN_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "/c"),
        (["XDG_CACHE_HOME": "/x", "HOME": "/h"], "/x/vipergen"),
        (["XDG_CACHE_HOME": "relative", "HOME": "/h"], "/h/.cache/vipergen"),
        (["HOME": "/h"], "/h/.cache/vipergen"),
        (["VIPERGEN_CACHE_DIR": "cache"], "/work/cache"),
        ([:], nil),
    ]

    @Test(arguments: cacheFolders)
    func theCacheFolderComesFromTheEnvironment(environment: [String: String], folder: String?) {
        #expect(
            GitCache(environment: environment, currentDirectory: "/work", fileSystem: MemoryFileSystem()).root == folder
        )
    }

    /// git never prompts, and gives up on a stalled transfer unless the user set other limits.
    @Test func gitRunsWithoutPromptsAndWithStallLimits() {
        let defaults = GitCache(environment: ["HOME": "/h"], currentDirectory: "/w", fileSystem: MemoryFileSystem())
        #expect(defaults.gitEnvironment["GIT_TERMINAL_PROMPT"] == "0")
        #expect(defaults.gitEnvironment["GIT_HTTP_LOW_SPEED_LIMIT"] == "1000")
        #expect(defaults.gitEnvironment["GIT_HTTP_LOW_SPEED_TIME"] == "60")
        #expect(defaults.gitEnvironment["HOME"] == "/h")
        let chosen = GitCache(
            environment: ["GIT_HTTP_LOW_SPEED_TIME": "5"], currentDirectory: "/w", fileSystem: MemoryFileSystem())
        #expect(chosen.gitEnvironment["GIT_HTTP_LOW_SPEED_TIME"] == "5")
    }

    @Test func aCheckoutInTheCacheIsFoundWithoutGit() {
        let reference = GitReference(url: "https://host/a/templates.git", ref: "v1")
        let checkout = "/c/git/" + GitCache.folderName(for: reference)
        let disk = MemoryFileSystem([checkout + "/t/template.yml": "name: t\n"])
        let cache = GitCache(environment: ["VIPERGEN_CACHE_DIR": "/c"], currentDirectory: "/", fileSystem: disk)
        #expect(cache.folder(for: reference) == checkout)
        #expect(cache.cachedFolder(for: reference) == checkout)
        #expect(cache.cachedFolder(for: GitReference(url: "https://host/a/templates.git")) == nil)
        #expect((try? cache.checkout(reference)) == checkout)
    }

    @Test(
        .enabled(if: ExternalProgram.find("git", environment: ["PATH": "/usr/bin:/bin"]) != nil),
        arguments: ["-x", "", "a b", "v1\tx"])
    func aRefThatCouldBeAnOptionIsRefusedBeforeGitRuns(_ ref: String) throws {
        let cache = GitCache(
            environment: ["VIPERGEN_CACHE_DIR": "/c", "PATH": "/usr/bin:/bin"], currentDirectory: "/",
            fileSystem: MemoryFileSystem())
        let reference = GitReference(url: "https://host/a/templates.git", ref: ref)
        #expect(
            throws: CatalogError.gitFailed(
                reference, action: "check out", reason: "'\(ref)' is not a tag, branch or commit name")
        ) {
            try cache.checkout(reference)
        }
    }

    @Test func withoutACacheFolderGitCatalogsAreAnError() {
        let cache = GitCache(environment: [:], currentDirectory: "/", fileSystem: MemoryFileSystem())
        #expect(cache.folder(for: GitReference(url: "https://host/t.git")) == nil)
        #expect(throws: CatalogError.noCacheFolder) { try cache.checkout(GitReference(url: "https://host/t.git")) }
        #expect(
            CatalogError.noCacheFolder.description
                == "error: git catalogs need a cache folder: set VIPERGEN_CACHE_DIR, XDG_CACHE_HOME or HOME")
    }
}
