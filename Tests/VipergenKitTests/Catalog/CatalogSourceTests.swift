import Testing

@testable import VipergenKit

/// Catalog entries in catalogs.yml, git references, and where the cache puts their checkouts.
@Suite("Catalog sources")
struct CatalogSourceTests {
    static let repositoryNames: [(url: String, name: String)] = [
        ("https://github.com/team/ios-templates.git", "ios-templates"),
        ("https://github.com/team/ios-templates/", "ios-templates"),
        ("git@github.com:team/catalog.git", "catalog"),
        ("ssh://git@host:2222/team/viper", "viper"),
        ("/srv/git/templates.git", "templates"),
        ("file:///srv/git/templates", "templates"),
    ]

    @Test(arguments: repositoryNames)
    func repositoriesAreNamedAfterTheLastPathComponent(url: String, name: String) {
        #expect(GitReference(url: url).repositoryName == name)
    }

    static let urls: [(text: String, isURL: Bool)] = [
        ("https://github.com/team/templates", true), ("git@github.com:team/templates", true),
        ("../templates.git", true), ("file:///srv/templates", true), ("Templates", false), ("../shared", false),
        ("/abs/folder", false), ("team@home/folder", false),
    ]

    @Test(arguments: urls)
    func aCatalogStringIsAGitURLOrAFolder(text: String, isURL: Bool) {
        #expect(GitReference.looksLikeURL(text) == isURL)
    }

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

    @Test func catalogsYMLDeclaresFoldersAndGitRepositories() throws {
        let configuration = try ProjectConfiguration.load(
            file: "/p/catalogs.yml",
            text: """
                catalogs:
                  - Templates
                  - https://host/team/shared.git
                  - {path: ../more, name: more-templates}
                  - {git: ../local-repo, ref: v2}
                  - {git: "git@host:team/one.git", ref: main, template: one}

                """, author: "")
        #expect(
            configuration.catalogs == [
                .folder("/p/Templates"),
                .git(GitReference(url: "https://host/team/shared.git")),
                CatalogSource(name: "more-templates", location: .folder("/more")),
                .git(GitReference(url: "/local-repo", ref: "v2")),
                CatalogSource(
                    name: "one", location: .git(GitReference(url: "git@host:team/one.git", ref: "main")),
                    template: "one"),
            ])
    }

    @Test func aBadCatalogEntryIsReportedWithItsLocation() {
        #expect {
            try ProjectConfiguration.load(
                file: "catalogs.yml", text: "catalogs:\n  - {pth: x}\n  - {path: a, git: b}\n  - {path: a, ref: v1}\n",
                author: "")
        } throws: { error in
            let messages = (error as? Diagnostics)?.items.map { "\($0.line):\($0.column): \($0.message)" } ?? []
            return messages == [
                "2:6: unknown key 'pth' in a catalog; did you mean 'path'?",
                "2:5: a catalog needs either 'path: <folder of templates>' or 'git: <repository URL>' (with 'ref: <tag, branch or commit>')",
                "3:5: a catalog needs either 'path: <folder of templates>' or 'git: <repository URL>' (with 'ref: <tag, branch or commit>')",
                "4:20: 'ref' belongs to a 'git' catalog, not a folder",
            ]
        }
    }

    @Test func theWrittenCatalogsFileReadsBackTheSame() throws {
        var configuration = ProjectConfiguration(defaultsFor: "/p", author: "Jane \"JA\" Appleseed")
        configuration.projectName = "Agent App"
        configuration.productModuleName = "AgentKit"
        configuration.prefix = "RDS"
        configuration.company = "Example: Corp"
        configuration.modulePath = "/p/AgentApp/Modules"
        configuration.testPath = "/p/AgentAppTests/Modules"
        configuration.projectTargets = ["AgentApp"]
        configuration.testTargets = ["AgentAppTests", "UITests"]
        configuration.catalogs = [
            .folder("/p/Templates"), .git(GitReference(url: "https://host/t.git", ref: "v1")),
            CatalogSource(name: "x", location: .folder("/shared/x"), template: "x"),
            CatalogSource(name: "named", location: .folder("/p/other")),
        ]
        let text = CatalogsFile.text(for: configuration, in: "/p")
        var read = try ProjectConfiguration.load(file: "/p/catalogs.yml", text: text, author: "")
        read.file = nil
        #expect(read == configuration)
    }
}
