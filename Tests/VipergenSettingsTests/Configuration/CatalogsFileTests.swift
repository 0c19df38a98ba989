import Testing
import YAML

@testable import VipergenSettings

/// The catalogs.yml `vipergen init` writes: every setting, paths relative to the file, and text that reads back.
@Suite("catalogs.yml writer")
struct CatalogsFileTests {
    static func configuration() -> ProjectConfiguration {
        var configuration = ProjectConfiguration(defaultsFor: "/p", author: "Jane")
        configuration.projectName = "Shop"
        configuration.productModuleName = "Shop"
        configuration.modulePath = "/p/Shop/Modules"
        configuration.testPath = "/p/ShopTests/Modules"
        configuration.projectTargets = ["Shop"]
        configuration.testTargets = ["ShopTests"]
        return configuration
    }

    /// A catalog as it would be made in code, without the place the settings declare it.
    static func undeclared(_ source: CatalogSource) -> CatalogSource {
        var source = source
        source.declaration = nil
        return source
    }

    @Test func writesEverySettingWithACommentOnEachPart() {
        #expect(
            CatalogsFile.text(for: Self.configuration(), in: "/p") == """
                # vipergen's settings for this project; see "catalogs.yml" in vipergen's README.
                # vipergen finds this file by walking up from the current folder.
                project_name: "Shop"
                prefix: ""
                company: ""
                author: "Jane"
                # Modules go to <module_path>/<ModuleName>/, their tests to <test_path>/<ModuleName>/.
                module_path: "Shop/Modules"
                test_path: "ShopTests/Modules"
                project_targets: ["Shop"]
                test_targets: ["ShopTests"]
                # Where templates come from, searched in this order before the built-in ones: folders of templates,
                # or git repositories ({git: URL, ref: tag, branch or commit}) cloned into vipergen's cache.
                catalogs: []

                """)
    }

    @Test func theProductModuleNameIsWrittenOnlyWhenItDiffersFromTheDerivedOne() {
        var configuration = Self.configuration()
        configuration.projectName = "Agent App"
        configuration.productModuleName = "Agent_App"
        #expect(!CatalogsFile.text(for: configuration, in: "/p").contains("product_module_name"))
        configuration.productModuleName = "AgentKit"
        #expect(CatalogsFile.text(for: configuration, in: "/p").contains("\nproduct_module_name: \"AgentKit\"\n"))
    }

    @Test func anEmptyAuthorIsLeftOut() {
        var configuration = Self.configuration()
        configuration.author = ""
        #expect(!CatalogsFile.text(for: configuration, in: "/p").contains("author"))
    }

    @Test(arguments: [
        ("/p/a", "/p/b", "../a"), ("/p", "/p", "."), ("/p/a/b", "/p", "a/b"), ("/x/y", "/p/q", "../../x/y"),
        ("/", "/p", ".."), ("/p/a/", "/p/", "a"), ("/p/./a/../b", "/p", "b"), ("/pa/b", "/p", "../pa/b"),
        ("relative/a", "/p", "relative/a"),
    ])
    func pathsAreRelativeToTheFilesFolder(_ path: String, _ directory: String, _ expected: String) {
        #expect(CatalogsFile.relativePath(path, from: directory) == expected)
    }

    @Test func eachCatalogIsWrittenWithOnlyTheFieldsItNeeds() {
        var configuration = Self.configuration()
        configuration.catalogs = [
            .folder("/p/Templates"),
            CatalogSource(name: "mine", location: .folder("/shared/templates")),
            .git(GitReference(url: "https://host/team/ios.git")),
            .git(GitReference(url: "https://host/team/ios.git", ref: "v1")),
            CatalogSource(name: "team", location: .git(GitReference(url: "git@host:team/ios.git"))),
            CatalogSource(name: "one", location: .folder("/p/One"), template: "one"),
            CatalogSource(name: "alias", location: .git(GitReference(url: "/srv/one.git")), template: "one"),
        ]
        let text = CatalogsFile.text(for: configuration, in: "/p")
        #expect(
            text.split(separator: "catalogs:\n")[1] == """
                  - {path: "Templates"}
                  - {path: "../shared/templates", name: "mine"}
                  - {git: "https://host/team/ios.git"}
                  - {git: "https://host/team/ios.git", ref: "v1"}
                  - {git: "git@host:team/ios.git", name: "team"}
                  - {path: "One", template: "one"}
                  - {git: "/srv/one.git", template: "one", name: "alias"}

                """)
    }

    @Test func aTemplateInstalledForGenerambaIsACommentedOutEntry() {
        var configuration = Self.configuration()
        configuration.catalogs = [
            CatalogSource(
                name: "viper", location: .git(GitReference(url: "https://host/viper.git")), template: "viper"),
            CatalogSource(name: "mine", location: .folder("/p/mine"), template: "mine"),
        ]
        let text = CatalogsFile.text(for: configuration, in: "/p", installed: ["viper"])
        #expect(
            text.hasSuffix(
                """
                catalogs:
                  # - {git: "https://host/viper.git", template: "viper"}
                  #   (installed in Templates/viper, which is used instead)
                  - {path: "mine", template: "mine"}

                """))
    }

    @Test(arguments: ["plain", "with \"quotes\"", "back\\slash", "new\nline", "tab\there", "a: b # c", "é 😀", ""])
    func textIsQuotedSoThatYAMLReadsItBack(_ text: String) throws {
        let quoted = CatalogsFile.quoted(text)
        #expect(try YAMLParser.parse("key: \(quoted)\n", file: "t.yml")["key"]?.scalar?.text == text)
        #expect(
            try YAMLParser.parse("key: \(CatalogsFile.list([text, "x"]))\n", file: "t.yml")["key"]?.array?
                .compactMap(\.scalar?.text) == [text, "x"])
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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            read.catalogs.map(\.declaration?.line)
                == lines.indices.filter { lines[$0].hasPrefix("  - {") }.map { $0 + 1 })
        read.catalogs = read.catalogs.map { Self.undeclared($0) }
        #expect(read == configuration)
    }

    @Test func theXcodeProjectSettingsReadBackTheSame() throws {
        for settings in [
            XcodeProjectSettings(projectPath: "/p/App.xcodeproj"),
            XcodeProjectSettings(
                projectPath: "/p/App/App.xcodeproj", testProjectPath: "/shared/Tests.xcodeproj",
                codeGroupPath: ["App", "Modules"], testGroupPath: ["App Tests"]),
        ] {
            var configuration = Self.configuration()
            configuration.xcodeProject = settings
            var read = try ProjectConfiguration.load(
                file: "/p/catalogs.yml", text: CatalogsFile.text(for: configuration, in: "/p"), author: "")
            read.file = nil
            #expect(read == configuration)
        }
    }
}
