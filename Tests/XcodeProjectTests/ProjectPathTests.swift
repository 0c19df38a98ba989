import Testing

@testable import XcodeProject

@Suite("ProjectPath: normalized, project-relative paths")
struct ProjectPathTests {
    @Test(
        "normalized",
        arguments: [
            ("", ""), (".", ""), ("./A//B/../C/", "A/C"), ("../A", "../A"), ("A/../../B", "../B"), ("/", "/"),
            ("/A/../..", "/"), ("//A", "/A"), ("A/./B", "A/B"), ("...", "..."), ("A/.../B", "A/.../B"),
            ("A B/C+D", "A B/C+D"),
        ])
    func normalized(path: String, expected: String) {
        #expect(ProjectPath.normalized(path) == expected)
        #expect(ProjectPath.normalized(expected) == expected)
        // The quick check never calls a path normalized that is not.
        #expect(!ProjectPath.isNormalized(path) || path == expected)
    }

    @Test(
        "joined to a normalized folder",
        arguments: [
            ("", "A", "A"), ("A", "", "A"), ("A", "B/C", "A/B/C"), ("A", "../B", "B"), ("A", "/abs", "/abs"),
            ("/", "Sources/X.swift", "/Sources/X.swift"), ("A", "./B/", "A/B"), ("..", "A", "../A"),
            // Names of every length and script, short enough to be held inline by `String` or not: copied byte for
            // byte into the joined path.
            ("Résumé", "日本語/🙂.swift", "Résumé/日本語/🙂.swift"), ("a", "b", "a/b"),
            (
                String(repeating: "Long Folder Name ", count: 8), "É.swift",
                String(repeating: "Long Folder Name ", count: 8) + "/É.swift"
            ),
        ])
    func joined(base: String, path: String, expected: String) {
        let joined = ProjectPath.joined(base, path)
        #expect(joined == expected)
        #expect(Array(joined.utf8) == Array(expected.utf8))
    }

    @Test(
        "relative from one folder to a path",
        arguments: [
            ("", "A/B.swift", "A/B.swift"), ("A", "A/B.swift", "B.swift"), ("A", "A", ""),
            ("App", "Shared/X", "../Shared/X"),
            ("A/B", "A/C/D", "../C/D"), ("/", "/x", "x"),
        ])
    func relative(base: String, path: String, expected: String) {
        #expect(ProjectPath.relative(from: base, to: path) == expected)
    }

    @Test("inside a folder: the folder itself or below it, by whole components")
    func inside() {
        #expect(ProjectPath.isInside("A/B", folder: "A"))
        #expect(ProjectPath.isInside("A", folder: "A"))
        #expect(!ProjectPath.isInside("AB/C", folder: "A"))
        #expect(ProjectPath.isInside("A/B", folder: ""))
        #expect(!ProjectPath.isInside("../A", folder: ""))
        #expect(!ProjectPath.isInside("/A", folder: ""))
        #expect(ProjectPath.isInside("/A", folder: "/"))
    }

    @Test("folder and last component")
    func components() {
        #expect(ProjectPath.folder(of: "A/B/c.swift") == "A/B")
        #expect(ProjectPath.folder(of: "c.swift") == "")
        #expect(ProjectPath.folder(of: "/c") == "/")
        #expect(ProjectPath.lastComponent(of: "A/B/c.swift") == "c.swift")
        #expect(ProjectPath.lastComponent(of: "c") == "c")
    }
}
