import Testing

@testable import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Paths and the process environment")
struct PathTests {
    struct Split: Sendable, CustomTestStringConvertible {
        var path: String
        var directory: String
        var base: String
        var testDescription: String { path }
    }

    /// Paths are split at `/` bytes: a combining mark after a slash makes one character of the two, but the
    /// file system still sees a separator there.
    static let splits: [Split] = [
        Split(path: "View/ViewController.swift", directory: "View", base: "ViewController.swift"),
        Split(path: "/tmp/a/b", directory: "/tmp/a", base: "b"),
        Split(path: "/top", directory: "/", base: "top"),
        Split(path: "bare", directory: "", base: "bare"),
        Split(path: "Ünïcødé/Модуль.swift", directory: "Ünïcødé", base: "Модуль.swift"),
        Split(path: "a/\u{301}b", directory: "a", base: "\u{301}b"),
    ]

    @Test(arguments: splits)
    func splitsAtTheLastSlash(_ split: Split) {
        #expect(Path.directory(split.path) == split.directory)
        #expect(Path.base(split.path) == split.base)
    }

    @Test func theExtensionIsAfterTheLastDotOfTheLastComponent() {
        #expect(Path.extension("View/ViewController.swift") == "swift")
        #expect(Path.extension("Модуль/Экран.swift") == "swift")
        #expect(Path.extension("archive.tar.gz") == "gz")
        #expect(Path.extension("App/.gitignore") == "")
        #expect(Path.extension("folder.d/README") == "")
        #expect(Path.extension("bare") == "")
        #expect(Path.extension(".gitignore") == "")
        #expect(Path.extension("x/.hidden.swift") == "swift")
        #expect(Path.extension("trailing.") == "")
        #expect(Path.extension("./x") == "")
        #expect(Path.extension("/") == "")
        #expect(Path.extension("") == "")
    }

    @Test func aPathIsASCIIWhenEachOfItsBytesIs() {
        #expect(Path.isASCII("/Users/me/App/Modules/AgentDetail/AgentDetailPresenter.swift"))
        #expect(Path.isASCII(""))
        // A byte that is not ASCII at either end, or in the middle of a word of eight.
        #expect(!Path.isASCII("/Модуль/Экран.swift"))
        #expect(!Path.isASCII("/app/A/Presenter.swift\u{E9}"))
        #expect(!Path.isASCII("\u{212A}Presenter.swift"))
        #expect(!Path.isASCII("/app/abcd\u{E9}fgh/x"))
    }

    @Test func normalizesDotsAndSlashes() {
        #expect(Path.normalize("/a/./b//c/../d/") == "/a/b/d")
        #expect(Path.normalize("../x/./y/..") == "../x")
        #expect(Path.normalize("/..") == "/")
        #expect(Path.normalize("a/..") == ".")
        #expect(Path.normalize("Ü/./é") == "Ü/é")
    }

    /// A path is inside a folder that is it or starts it up to a slash; as characters, so a folder written with a
    /// composed "é" holds a path written with "e" and a combining accent.
    @Test(arguments: [
        ("/p/Sources/App.swift", "/p/Sources", true), ("/p/Sources", "/p/Sources", true),
        ("/p/SourcesExtra/A.swift", "/p/Sources", false), ("/p/Source", "/p/Sources", false),
        ("/p", "/p/Sources", false), ("/anything", "/", true), ("relative/a", "relative", true),
        ("/p/Caf\u{E9}/A.swift", "/p/Caf\u{E9}", true), ("/p/Cafe\u{301}/A.swift", "/p/Caf\u{E9}", true),
        ("/p/Café2/A.swift", "/p/Café", false), ("/p/Ü/x", "/p/U", false),
    ])
    func aPathIsInsideItsFolders(_ path: String, _ folder: String, _ inside: Bool) {
        #expect(Path.isInside(path, folder) == inside)
        #expect(Path.isInside(path, folder) == (folder == "/" || path == folder || path.hasPrefix(folder + "/")))
    }

    @Test func readsTheEnvironmentAsGetenvDoes() {
        setenv("VIPERGEN_TEST_ENVIRONMENT", "a=b=c", 1)
        defer { unsetenv("VIPERGEN_TEST_ENVIRONMENT") }
        let environment = ProcessEnvironment.current()
        #expect(environment["VIPERGEN_TEST_ENVIRONMENT"] == "a=b=c")
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }

    @Test func readsTheCurrentFolderAsGetcwdDoes() {
        var buffer = [CChar](repeating: 0, count: 8192)
        let folder = getcwd(&buffer, buffer.count).map { String(cString: $0) }
        #expect(ProcessEnvironment.currentDirectory() == folder)
        #expect(folder?.hasPrefix("/") == true)
    }
}
