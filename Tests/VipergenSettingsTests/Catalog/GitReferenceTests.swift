import Testing

@testable import VipergenSettings

/// A git catalog's URL and ref: how it is named, and how a catalogs.yml string is told apart from a folder.
@Suite("Git references")
struct GitReferenceTests {
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

    @Test(arguments: [
        ("https://host/team/t.git", "/p/q", "https://host/team/t.git"),
        ("git@host:team/t.git", "/p/q", "git@host:team/t.git"), ("/srv/t.git", "/p/q", "/srv/t.git"),
        ("~/repos/t.git", "/p/q", "~/repos/t.git"), ("file:///srv/t", "/p/q", "file:///srv/t"),
        ("../t.git", "/p/q", "/p/t.git"), ("t.git", "/p/q", "/p/q/t.git"), ("./a/../t", "/p", "/p/t"),
        // A colon after a slash is part of a folder's name, not scp-style `host:path`.
        ("dir/x:y.git", "/p", "/p/dir/x:y.git"),
    ])
    func aRelativeRepositoryIsMadeAbsolute(_ url: String, _ directory: String, _ expected: String) {
        #expect(GitReference.resolvingLocalPath(url, in: directory) == expected)
    }

    @Test func theDescriptionShowsTheRef() {
        #expect(GitReference(url: "https://host/t.git", ref: "v1.0").description == "https://host/t.git@v1.0")
        #expect(GitReference(url: "https://host/t.git").description == "https://host/t.git")
        #expect(GitReference(url: "https://host/").repositoryName == "host")
        #expect(GitReference(url: "").repositoryName == "repository")
    }
}
