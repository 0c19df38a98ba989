import TestFileSystems
import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Planning: injection step")
struct InjectionStepTests {
    let location = SpecLocation(file: "t/template.yml", line: 9, column: 5)

    func insertion(_ path: String, marker: String, _ lines: [String]) -> Insertion {
        Insertion(
            path: path,
            injection: TemplateSpec.Injection(
                file: path, anchor: .marker(marker), content: lines.joined(separator: "\n"), location: location),
            lines: lines)
    }

    @Test func linesGoAtTheMarkerOfAFileOnDiskWhichJoinsThePlanAsModified() throws {
        let disk = MemoryFileSystem(["/app/Routes.swift": "enum Routes {\n    // vipergen:routes\n}\n"])
        var files: [PlannedFile] = []
        try InjectionStep.apply(
            [insertion("/app/Routes.swift", marker: "vipergen:routes", ["case cart"])], to: &files, fileSystem: disk)
        #expect(files.count == 1)
        #expect(files[0].role == .project && files[0].action == .modify)
        #expect(files[0].contents == "enum Routes {\n    case cart\n    // vipergen:routes\n}\n")
        #expect(files[0].previousContents == Array("enum Routes {\n    // vipergen:routes\n}\n".utf8))
    }

    @Test func linesAlreadyThereAreNotAddedAgain() throws {
        let text = "enum Routes {\n    case cart\n    // vipergen:routes\n}\n"
        var files: [PlannedFile] = []
        try InjectionStep.apply(
            [insertion("/app/Routes.swift", marker: "vipergen:routes", ["case cart"])], to: &files,
            fileSystem: MemoryFileSystem(["/app/Routes.swift": text]))
        #expect(files[0].action == .unchanged && files[0].contents == text)
    }

    @Test func aMissingMarkerOrFileIsAnErrorAtTheInjection() throws {
        var files: [PlannedFile] = []
        let noMarker = #expect(throws: GenerationError.self) {
            try InjectionStep.apply(
                [insertion("/app/Routes.swift", marker: "vipergen:routes", ["case cart"])], to: &files,
                fileSystem: MemoryFileSystem(["/app/Routes.swift": "enum Routes {}\n"]))
        }
        #expect(
            noMarker?.description.hasPrefix("t/template.yml:9:5: error: cannot inject into /app/Routes.swift") == true)
        #expect(throws: GenerationError.self) {
            try InjectionStep.apply(
                [insertion("/app/Missing.swift", marker: "m", ["x"])], to: &files, fileSystem: MemoryFileSystem())
        }
    }

    @Test func aFileThatIsNotUTF8IsRefusedNotRewritten() throws {
        // Decoding would turn the Latin-1 byte into U+FFFD in a file the user owns: refuse, write nothing.
        let bytes = Array("enum Routes {\n    // caf".utf8) + [0xE9] + Array("\n    // vipergen:routes\n}\n".utf8)
        var files: [PlannedFile] = []
        let error = #expect(throws: GenerationError.self) {
            try InjectionStep.apply(
                [insertion("/app/Routes.swift", marker: "vipergen:routes", ["case cart"])], to: &files,
                fileSystem: RawFileSystem(files: ["/app/Routes.swift": bytes]))
        }
        #expect(error?.description.contains("not UTF-8 text (byte 0xE9 at line 2, column 11)") == true)
        #expect(error?.description.contains("t/template.yml:9:5") == true)
    }
}
