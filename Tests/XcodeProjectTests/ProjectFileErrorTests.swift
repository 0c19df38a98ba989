import Testing

@testable import XcodeProject

/// A file and the error it must be rejected with.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var message: String
    var line: Int
    var column: Int

    init(_ name: String, _ text: String, _ message: String, at line: Int, _ column: Int) {
        self.name = name
        self.text = text
        self.message = message
        self.line = line
        self.column = column
    }

    var testDescription: String { name }
}

@Suite("ProjectFileError: messages and locations")
struct ProjectFileErrorTests {
    private static let truncated =
        "the project file is truncated or incomplete; restore it (e.g. from git) and run again"
    private static let conflict =
        "the project file contains merge-conflict markers; resolve the conflict (e.g. in git) and run again"
    private static let byHand = "the file was probably edited by hand or merged badly"
    private static let damaged = "the file is not an Xcode project file or is damaged"

    static let syntax: [ErrorCase] = [
        ErrorCase(
            "empty file", "", "unexpected end of file, expected '{' to start the project: " + truncated, at: 1, 1),
        ErrorCase(
            "only the header", "// !$*UTF8*$!\n",
            "unexpected end of file, expected '{' to start the project: " + truncated, at: 2, 1),
        ErrorCase(
            "cut after a line", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n",
            "unexpected end of file, expected '}' or a key to close the dictionary opened on line 2: " + truncated,
            at: 4, 1),
        ErrorCase(
            "cut inside a list", "{\n\ta = (\n\t\tb,\n",
            "unexpected end of file, expected ')' or a value to close the array opened on line 2: " + truncated,
            at: 4, 1),
        ErrorCase(
            "cut after a key", "{\n\tisa",
            "unexpected end of file, expected '=' after the key 'isa' to close the dictionary opened on line 1: "
                + truncated, at: 2, 5),
        ErrorCase(
            "cut after '='", "{ a =",
            "unexpected end of file, expected a value for the key 'a' to close the dictionary opened on line 1: "
                + truncated, at: 1, 6),
        ErrorCase(
            "unterminated string", "{\n\tname = \"App;\n}\n",
            "unterminated string: this quote is never closed; a quote is missing or the file is truncated", at: 2, 9),
        ErrorCase(
            "unterminated single-quoted string", "{ a = 'b; }",
            "unterminated string: this quote is never closed; a quote is missing or the file is truncated", at: 1, 7),
        ErrorCase(
            "unterminated comment", "{ a = b; /* note",
            "unterminated comment: this '/*' has no '*/'; close the comment, or restore the file if it is truncated",
            at: 1, 10),
        ErrorCase(
            "unterminated data", "{ a = <0fbd",
            "unterminated data: this '<' has no '>'; a '>' is missing or the file is truncated", at: 1, 7),
        ErrorCase(
            "odd hex digits", "{ a = <0f1>; }",
            "invalid data value: it has an odd number of hex digits; data is written as pairs of hex digits between "
                + "'<' and '>'", at: 1, 7),
        ErrorCase(
            "not a hex digit", "{ a = <0g>; }",
            "invalid data value: character 'g' is not a hex digit; data is written as pairs of hex digits between "
                + "'<' and '>'", at: 1, 9),
        ErrorCase(
            "missing semicolon", "{\n\ta = b\n}",
            "unexpected character '}', expected ';' after the value of 'a'; " + byHand,
            at: 3, 1),
        ErrorCase(
            "missing '='", "{ a b; }", "unexpected character 'b', expected '=' after the key 'a'; " + byHand, at: 1, 5),
        ErrorCase(
            "a value where a key goes", "{ (a) = b; }", "unexpected character '(', expected a key or '}'; " + byHand,
            at: 1, 3),
        ErrorCase(
            "a stray character", "{ a = +; }", "unexpected character '+', expected a value; " + byHand, at: 1, 7),
        ErrorCase(
            "no root dictionary", "// !$*UTF8*$!\n(a)",
            "unexpected character '(', expected '{' to start the project; " + byHand, at: 2, 1),
        ErrorCase(
            "text after the root", "{ a = b; }\n}\n",
            "unexpected text after the closing '}' of the project; remove it (a bad merge or a stray paste?)", at: 2, 1),
        ErrorCase(
            "non-ASCII where a key goes", "{ é = b; }",
            "unexpected character 'é' (U+00E9), expected a key or '}'; " + byHand, at: 1, 3),
        ErrorCase(
            "a control character", "{ a = \u{01}; }", "unexpected character U+0001, expected a value; " + byHand,
            at: 1, 7),
        ErrorCase(
            "columns count characters, not bytes", "{ a = \"é🍷\"; b = ü; }",
            "unexpected character 'ü' (U+00FC), expected a value; " + byHand, at: 1, 17),
    ]

    @Test("syntax errors", arguments: syntax)
    func syntaxError(_ testCase: ErrorCase) throws {
        let error = try #require(projectError(testCase.text))
        #expect(error.message == testCase.message)
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
        #expect(error.path == "test.pbxproj")
    }

    static let conflicts: [ErrorCase] = [
        ErrorCase(
            "ours", "{\n\ta = b;\n<<<<<<< HEAD\n\tc = d;\n=======\n\tc = e;\n>>>>>>> feature\n}\n", conflict, at: 3, 1),
        ErrorCase("theirs only", "{\n\ta = b;\n>>>>>>> feature\n}\n", conflict, at: 3, 1),
        ErrorCase("separator only", "{\n=======\n}\n", conflict, at: 2, 1),
        ErrorCase("diff3 base", "{\n||||||| base\n}\n", conflict, at: 2, 1),
        ErrorCase("first line", "<<<<<<< HEAD\n{}\n", conflict, at: 1, 1),
        ErrorCase("last line, no line break", "{\n}\n=======", conflict, at: 3, 1),
        ErrorCase("after CRLF", "{\r\n\ta = b;\r\n<<<<<<< HEAD\r\n}\r\n", conflict, at: 3, 1),
        // A marker inside what would be a syntax error is still reported as the conflict.
        ErrorCase(
            "inside a broken list", "{\n\ta = (\n<<<<<<< HEAD\n\t\tb,\n=======\n\t\tc,\n>>>>>>> x\n\t);\n}\n", conflict,
            at: 3, 1),
    ]

    @Test("merge-conflict markers are found before parsing, at the first marker", arguments: conflicts)
    func conflictMarkers(_ testCase: ErrorCase) throws {
        let error = try #require(projectError(testCase.text))
        #expect(error.reason == .mergeConflict)
        #expect(error.message == testCase.message)
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
    }

    @Test("a marker is found at every position in the reader's words of 8 and blocks of 16 bytes, after LF, CR or CRLF")
    func conflictMarkerAtEveryAlignment() throws {
        for padding in 0..<40 {
            for lineBreak in ["\n", "\r", "\r\n"] {
                let first = "{" + String(repeating: " ", count: padding)
                for marker in ["<<<<<<< HEAD", "=======", ">>>>>>> x", "||||||| base"] {
                    let error = try #require(projectError(first + lineBreak + marker + lineBreak + "}"))
                    #expect(error.reason == .mergeConflict, "padding \(padding), \(marker)")
                    #expect((error.line, error.column) == (2, 1), "padding \(padding), \(marker)")
                }
                // Seven bytes that are not a marker, then a real one further on.
                let text = first + lineBreak + "<<<<<<x" + lineBreak + "=======" + lineBreak + "}"
                let error = try #require(projectError(text))
                #expect((error.reason, error.line) == (.mergeConflict, 3), "padding \(padding)")
            }
            #expect(projectError("{" + String(repeating: " ", count: padding) + "\n}\n")?.reason != .mergeConflict)
        }
    }

    @Test("text like a marker that is not one is read normally")
    func notConflictMarkers() throws {
        // Not at a line start, shorter than seven, or `=======` followed by more text.
        #expect(projectError("{ a = \"<<<<<<< HEAD\"; }")?.reason != .mergeConflict)
        #expect(projectError("{\n<<<<<< x\n}")?.reason != .mergeConflict)
        #expect(projectError("{\n========\n}")?.reason != .mergeConflict)
        #expect(projectError("{\n\t<<<<<<< x\n}")?.reason != .mergeConflict)
    }

    @Test("CRLF and lone CR each end one line")
    func lineBreaks() throws {
        let crlf = try #require(projectError("{\r\n\ta = b;\r\n\tc = \"x;\r\n}\r\n"))
        #expect((crlf.line, crlf.column) == (3, 6))
        #expect(crlf.reason == .unterminatedString)
        let cr = try #require(projectError("{\r a = b;\r c d; }"))
        #expect((cr.line, cr.column) == (3, 4))
        let mixed = try #require(projectError("{\n\r\n\r\ta = ;"))
        #expect((mixed.line, mixed.column) == (4, 6))
    }

    static let structure: [ErrorCase] = [
        ErrorCase("no objects", "{\n\trootObject = A;\n}\n", "the project file has no 'objects'; " + damaged, at: 1, 1),
        ErrorCase(
            "objects not a dictionary", "{\n\tobjects = (\n\t);\n\trootObject = A;\n}\n",
            "'objects' must be a dictionary '{ ... }'; " + damaged, at: 2, 12),
        ErrorCase(
            "an object that is not a dictionary", "{\n\tobjects = {\n\t\tA = B;\n\t};\n\trootObject = A;\n}\n",
            "object A must be a dictionary '{ ... }'; " + damaged, at: 3, 7),
        ErrorCase(
            "no rootObject", "{\n\tobjects = {\n\t};\n}\n", "the project file has no 'rootObject'; " + damaged, at: 1, 1
        ),
        ErrorCase(
            "rootObject names nothing", "{\n\tobjects = {\n\t};\n\trootObject = 0123 /* Project object */;\n}\n",
            "'rootObject' refers to object 0123, which 'objects' does not define; the file is damaged (a bad merge?): "
                + "restore it or fix the reference", at: 4, 15),
        ErrorCase(
            "rootObject is not a project",
            "{\n\tobjects = {\n\t\tA = {isa = PBXGroup; };\n\t};\n\trootObject = A;\n}\n",
            "'rootObject' refers to object A, a PBXGroup, where a PBXProject is expected; the file is damaged: restore "
                + "it or fix the reference", at: 5, 15),
        ErrorCase(
            "duplicate ID",
            minimalProject(
                objects: "\t\tB00000000000000000000002 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
            ),
            "object ID B00000000000000000000002 is defined twice (first on line 10); this usually comes from a bad "
                + "merge: keep one of the two definitions", at: 26, 3),
        ErrorCase(
            "no main group",
            minimalProject().replacing("\t\t\tmainGroup = B00000000000000000000002;\n", with: ""),
            "the project object has no 'mainGroup'; " + damaged, at: 19, 3),
        ErrorCase(
            "main group names nothing",
            minimalProject().replacing("mainGroup = B00000000000000000000002", with: "mainGroup = C0"),
            "the project's 'mainGroup' refers to object C0, which 'objects' does not define; the file is damaged "
                + "(a bad merge?): restore it or fix the reference", at: 21, 16),
        ErrorCase(
            "main group is not a group",
            minimalProject().replacing(
                "mainGroup = B00000000000000000000002", with: "mainGroup = B00000000000000000000001"),
            "the project's 'mainGroup' refers to object B00000000000000000000001, a PBXProject, where a PBXGroup is "
                + "expected; the file is damaged: restore it or fix the reference", at: 21, 16),
        ErrorCase(
            "target names nothing", minimalProject(targets: ["C1 /* App */"]),
            "the project's target list refers to object C1, which 'objects' does not define; the file is damaged "
                + "(a bad merge?): restore it or fix the reference", at: 23, 5),
    ]

    @Test("missing and dangling objects", arguments: structure)
    func structureError(_ testCase: ErrorCase) throws {
        let error = try #require(projectError(testCase.text))
        #expect(error.message == testCase.message)
        #expect(error.line == testCase.line)
        #expect(error.column == testCase.column)
    }

    @Test("the description is a compiler-style diagnostic with the line and a caret")
    func description() throws {
        let error = try #require(projectError("{\n\tname = \"App;\n}\n"))
        #expect(
            error.description == """
                test.pbxproj:2:9: error: unterminated string: this quote is never closed; a quote is missing or the \
                file is truncated
                \tname = "App;
                \t       ^
                """)
        let empty = try #require(projectError(""))
        #expect(empty.description.hasPrefix("test.pbxproj:1:1: error: unexpected end of file"))
        #expect(!empty.description.contains("\n"))
    }

    @Test("a fixture cut anywhere is an error that says the file is truncated, never a crash")
    func truncatedFixtures() throws {
        let fixtures = try TestFiles.fixtures()
        #expect(!fixtures.isEmpty, "Tests/XcodeProjectTests/Fixtures holds no project")
        for fixture in fixtures {
            let bytes = try TestFiles.read(fixture.path)
            let closing = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
            let cuts = [
                0, 1, 15, bytes.count / 7, bytes.count / 3, bytes.count / 2, bytes.count * 2 / 3, closing - 40,
                closing - 1, closing,
            ]
            for cut in cuts where cut >= 0 && cut <= closing {
                let error = try #require(projectError(Array(bytes[..<cut])), "\(fixture.name) cut at \(cut)")
                #expect(error.message.contains("truncated"), "\(fixture.name) cut at \(cut): \(error.message)")
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }
}
