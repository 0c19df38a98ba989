import Testing

@testable import DiagnosticText

@Suite("Diagnostic text")
struct DiagnosticTextTests {
    @Test func theFormsOfAnError() {
        #expect(DiagnosticText.error("no template") == "error: no template")
        #expect(DiagnosticText.error("not UTF-8", file: "a.yml") == "a.yml: error: not UTF-8")
        #expect(DiagnosticText.error("bad", file: "a.yml", line: 2, column: 3) == "a.yml:2:3: error: bad")
        #expect(
            DiagnosticText.error("bad", file: "a.yml", line: 2, column: 3, sourceLine: "\tk: v")
                == "a.yml:2:3: error: bad\n\tk: v\n\t ^")
    }

    @Test func aCaretPastTheEndOfTheLinePointsAtTheLineBreak() {
        #expect(DiagnosticText.excerpt(of: "key:", column: 5) == "key:\n    ^")
    }

    @Test func aLongLineIsCutAroundTheColumnWithTheCaretUnderIt() {
        let line = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 300)
        let lines = DiagnosticText.excerpt(of: line, column: 301).split(separator: "\n")
        #expect(lines[0].hasPrefix("...") && lines[0].hasSuffix("..."))
        #expect(lines[0].count == DiagnosticText.maximumWidth + 6)
        #expect(Array(lines[0])[lines[1].count - 1] == "X")
    }
}
