import DiagnosticText
import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test func aLongLineIsCutToAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let text = Diagnostic(file: "f.yml", line: 1, column: 501, message: "bad", sourceLine: line).description
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "f.yml:1:501: error: bad")
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("...") && lines[1].count == 166)
        // The caret stands under the X.
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "X")
    }

    @Test func aShortLineIsShownWhole() {
        let text = Diagnostic(file: "f.yml", line: 2, column: 3, message: "bad", sourceLine: "\tkey: v").description
        #expect(text == "f.yml:2:3: error: bad\n\tkey: v\n\t ^")
    }
}

/// Errors in files with Windows line endings point at the right line, with the line's text and no CR.
@Suite("Diagnostics in CRLF files")
struct CRLFDiagnosticTests {
    @Test func aCatalogsFileWithCRLFShowsTheLineOfTheError() throws {
        let text = "project_name: App\r\nprefix: AD\r\nmodule_path: 5\r\ncompnay: Example\r\n"
        let error = #expect(throws: Diagnostics.self) {
            try ProjectConfiguration.load(file: "catalogs.yml", text: text, author: "Jane")
        }
        let unknownKey = try #require(error?.items.first { $0.message.contains("compnay") })
        #expect(unknownKey.line == 4)
        #expect(unknownKey.column == 1)
        #expect(unknownKey.sourceLine == "compnay: Example")
        let lines = unknownKey.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("catalogs.yml:4:1: error: "))
        #expect(lines[1] == "compnay: Example")
        #expect(lines[2] == "^")
    }

    @Test func aTemplateSpecWithCRLFShowsTheLineOfTheError() throws {
        let text =
            "name: mytpl\r\nversion: 1.0\r\ncode_files:\r\n  - name: View.swift\r\n    path: Code/View.liquid\r\n"
            + "    is_resorce: true\r\n"
        let error = #expect(throws: Diagnostics.self) { try TemplateSpec.parse(text, file: "mytpl/template.yml") }
        let item = try #require(error?.items.first)
        #expect(item.line == 6)
        #expect(item.column == 5)
        #expect(
            item.description.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                == ["    is_resorce: true", "    ^"])
    }

    @Test func aDiagnosticMadeFromCRLFTextTakesTheRightLine() {
        let diagnostic = Diagnostic(
            file: "f.yml", text: "a: 1\r\nb: 2\r\nc: 3\r\n", line: 2, column: 4, message: "bad")
        #expect(diagnostic.description == "f.yml:2:4: error: bad\nb: 2\n   ^")
    }

    @Test func anErrorFromASpecEntryCarriesItsPlace() throws {
        let text = "name: t\r\ncode_files:\r\n  - name: View.swift\r\n    path: Code/Missing.liquid\r\n"
        let spec = try TemplateSpec.parse(text, file: "t/template.yml")
        let location = try #require(spec.codeFiles.first?.location)
        let error = GenerationError.missingTemplateFile(template: "t", path: "Code/Missing.liquid", entry: location)
        #expect(
            error.description
                == "t/template.yml:3:5: error: template 't' lists 'Code/Missing.liquid', which does not exist "
                + "(file names are case-sensitive)\n  - name: View.swift\n    ^")
    }
}
