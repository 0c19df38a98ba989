import Foundation
import Liquid
import Testing
import VipergenKit

@testable import VipergenCLI

/// The README is the manual: every command, option, config key, filter and exit code in the code must be in it.
@Suite("README matches the code")
struct ReadmeTests {
    static let readme = (try? String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)) ?? ""

    @Test func documentsEveryCommandAndOption() {
        for command in CLI.commands {
            #expect(
                Self.readme.contains("### `vipergen \(command.name)"), "README lacks a section for '\(command.name)'")
            for option in command.options {
                #expect(
                    Self.readme.contains("--\(option.name)"), "README lacks '--\(option.name)' of '\(command.name)'")
            }
        }
    }

    @Test func documentsEveryConfigurationAndSpecKey() {
        for key in ProjectConfiguration.keys + TemplateSpec.keys + TemplateSpec.fileKeys {
            #expect(Self.readme.contains(key), "README lacks the key '\(key)'")
        }
    }

    @Test func documentsEveryFilter() {
        for name in StandardFilters.all.keys.sorted() {
            #expect(Self.readme.contains(name), "README lacks the filter '\(name)'")
        }
    }

    @Test func documentsEveryExitCode() {
        for code in ExitCode.allCases {
            #expect(Self.readme.contains("| \(code.rawValue) |"), "README's exit code table lacks \(code.rawValue)")
        }
    }

    @Test func quickStartCommandsAreTheOnesCIRuns() throws {
        let ci = try String(contentsOfFile: repositoryRoot + "/.ci/run", encoding: .utf8)
        #expect(Self.readme.contains("\nswift test\n"))
        #expect(ci.contains("\nswift test\n"))
        #expect(Self.readme.contains("vipergen gen AgentDetail bviper --output \"$(mktemp -d)\""))
    }
}
