import Foundation
import TestHelpers
import Testing

/// Inside VipergenKit, the stages are folders of one target, so the compiler does not keep them apart; this test
/// does. A file may use the types and functions of its own folder and of the folders before it, never of a later
/// one. (Between targets — VipergenSettings below VipergenKit, VipergenMerging beside it — the build keeps the
/// order: `StageBoundaryTests`.)
///
/// The order is the order `gen` runs the stages in.
@Suite("Layering of VipergenKit's stages")
struct LayeringTests {
    static let stages = ["Packages", "Xcode", "Lock", "Planning", "Writing", "Authoring"]

    static let root = repositoryRoot + "/Sources/VipergenKit"

    /// Every Swift file of VipergenKit, by stage (its first folder), with its text.
    static func sources() throws -> [(stage: String, path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [(String, String, String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let parts = relative.split(separator: "/")
            let stage = parts.count > 1 ? String(parts[0]) : ""
            files.append((stage, relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.1 < $1.1 }
    }

    @Test func everyFolderIsAKnownStage() throws {
        let unknown = Set(try Self.sources().map(\.stage)).subtracting(Self.stages)
        #expect(unknown.isEmpty, Comment(rawValue: "folders missing from LayeringTests.stages: \(unknown.sorted())"))
    }

    @Test func noStageUsesALaterOne() throws {
        let files = try Self.sources()
        var stageOfName: [String: String] = [:]
        for file in files {
            for name in SwiftTokens.topLevelDeclarations(in: file.text) { stageOfName[name] = file.stage }
        }
        var violations: [String] = []
        for file in files {
            let position = Self.stages.firstIndex(of: file.stage)!
            for (name, line) in SwiftTokens.identifiers(in: file.text) {
                guard let owner = stageOfName[name], let ownerPosition = Self.stages.firstIndex(of: owner),
                    ownerPosition > position
                else { continue }
                violations.append("\(file.path):\(line): uses '\(name)' of \(owner)/, a later stage")
            }
        }
        #expect(violations.isEmpty, Comment(rawValue: "\n" + violations.joined(separator: "\n")))
    }

    @Test func theCheckFindsAUseAgainstTheOrder() {
        // The scanner sees through comments and strings, and sees code.
        let text = """
            // GenerationPlan in a comment
            let a = "GenerationPlan in a string"
            /* GenerationPlan */ let b: GenerationPlan
            public struct ModuleLock {}
            """
        #expect(SwiftTokens.identifiers(in: text).filter { $0.name == "GenerationPlan" }.map(\.line) == [3])
        #expect(SwiftTokens.topLevelDeclarations(in: text) == ["a", "b", "ModuleLock"])
    }
}

/// Just enough of Swift's lexical structure to tell code from comments and string literals.
enum SwiftTokens {
    /// The identifiers outside comments and string literals, with their 1-based lines.
    static func identifiers(in text: String) -> [(name: String, line: Int)] {
        var result: [(String, Int)] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                var depth = 0
                repeat {
                    if scalars[index] == "/", at(1) == "*" {
                        depth += 1
                        index += 2
                    } else if scalars[index] == "*", at(1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        if scalars[index] == "\n" { line += 1 }
                        index += 1
                    }
                } while depth > 0 && index < scalars.count
            } else if scalar == "\"" || (scalar == "#" && (at(1) == "\"" || at(1) == "#")) {
                var hashes = 0
                while index < scalars.count, scalars[index] == "#" {
                    hashes += 1
                    index += 1
                }
                let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
                index += multiline ? 3 : 1
                let closing =
                    Array(repeating: Unicode.Scalar("\""), count: multiline ? 3 : 1)
                    + Array(repeating: Unicode.Scalar("#"), count: hashes)
                while index < scalars.count {
                    if scalars[index] == "\\" && hashes == 0 {
                        index += 2
                        continue
                    }
                    if scalars[index] == "\n" { line += 1 }
                    if Array(scalars[index..<min(scalars.count, index + closing.count)]) == closing {
                        index += closing.count
                        break
                    }
                    index += 1
                }
            } else if scalar.properties.isXIDStart || scalar == "_" {
                let start = index
                while index < scalars.count, scalars[index].properties.isXIDContinue { index += 1 }
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[start..<index])
                result.append((String(name), line))
            } else {
                index += 1
            }
        }
        return result
    }

    /// The names a file declares at file scope: types, functions and constants (not extensions or members).
    static func topLevelDeclarations(in text: String) -> [String] {
        let keywords: Set = ["struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var"]
        var names: [String] = []
        var depth = 0
        var previous: String?
        // Braces are counted on the text without comments and strings, token by token.
        let tokens = identifiersAndBraces(in: text)
        for token in tokens {
            switch token {
            case "{": depth += 1
            case "}": depth -= 1
            default:
                if depth == 0, let keyword = previous, keywords.contains(keyword) { names.append(token) }
            }
            previous = token
        }
        return names
    }

    /// Identifiers and braces, in order, outside comments and strings. Each brace is first spelled as a word the
    /// scanner keeps; one inside a comment or a string stays inside it and is skipped with it.
    private static func identifiersAndBraces(in text: String) -> [String] {
        let marked = text.replacingOccurrences(of: "{", with: " __open ").replacingOccurrences(
            of: "}", with: " __close ")
        return identifiers(in: marked).map { $0.name == "__open" ? "{" : $0.name == "__close" ? "}" : $0.name }
    }
}
