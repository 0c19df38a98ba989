import DiagnosticText
import Testing

@testable import VipergenSettings

/// Catalog entries in catalogs.yml: folders and git repositories, with their names and templates.
@Suite("Catalog sources")
struct CatalogSourceTests {
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
}
