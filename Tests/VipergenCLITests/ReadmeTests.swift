import Foundation
import Liquid
import TestHelpers
import Testing
import VipergenKit
import VipergenSettings

@testable import VipergenCLI

/// The README is the user's guide and links to the reference kept next to the code it describes: every command,
/// option, config key, filter and exit code in the code must be in one of them, where a user would look for it.
@Suite("README and reference match the code")
struct ReadmeTests {
    /// The reference documents, relative to the repository's root.
    static let commandReference = "Sources/VipergenCLI/VipergenCLI.docc/Commands.md"
    static let jsonOutputReference = "Sources/VipergenCLI/VipergenCLI.docc/JSONOutput.md"
    static let templateLanguageReference = "Sources/Liquid/Liquid.docc/TemplateLanguage.md"

    static let readme = text("README.md")
    static let commands = text(commandReference)
    static let templateLanguage = text(templateLanguageReference)
    /// The README and every reference document, for facts that may live in either.
    static let documentation = [readme, commands, templateLanguage, text(jsonOutputReference)].joined(separator: "\n")

    /// A file of the repository, empty when it is missing (the tests that read it then fail).
    static func text(_ relativePath: String) -> String {
        (try? String(contentsOfFile: repositoryRoot + "/" + relativePath, encoding: .utf8)) ?? ""
    }

    @Test func theCommandReferenceDocumentsEveryCommandAndOption() {
        for command in CLI.commands {
            #expect(
                Self.commands.contains("## `vipergen \(command.name)"),
                "\(Self.commandReference) lacks a section for '\(command.name)'")
            for option in command.options {
                #expect(
                    Self.commands.contains("--\(option.name)"),
                    "\(Self.commandReference) lacks '--\(option.name)' of '\(command.name)'")
            }
        }
    }

    @Test func theReadmeListsEveryCommandAndLinksToTheReference() {
        for command in CLI.commands {
            #expect(
                Self.readme.contains("| `vipergen \(command.name)"), "README's command list lacks '\(command.name)'")
        }
        #expect(Self.readme.contains("](\(Self.commandReference))"))
        #expect(Self.readme.contains("](\(Self.templateLanguageReference))"))
        #expect(Self.readme.contains("](\(Self.jsonOutputReference))"))
    }

    @Test func documentsEveryConfigurationAndSpecKey() {
        for key in ProjectConfiguration.keys + TemplateSpec.keys + TemplateSpec.fileKeys {
            #expect(Self.readme.contains(key), "README lacks the key '\(key)'")
        }
    }

    @Test func theTemplateLanguageReferenceDocumentsEveryFilter() {
        for name in StandardFilters.all.keys.sorted() {
            #expect(
                Self.templateLanguage.contains(name), "\(Self.templateLanguageReference) lacks the filter '\(name)'")
        }
    }

    @Test func documentsEveryExitCode() {
        for code in ExitCode.allCases {
            #expect(Self.readme.contains("| \(code.rawValue) |"), "README's exit code table lacks \(code.rawValue)")
        }
    }

    @Test func quickStartCommandsAreTheOnesCIRuns() throws {
        let ci = try String(contentsOfFile: repositoryRoot + "/.ci/run", encoding: .utf8)
        let test = "\nswift test --explicit-target-dependency-import-check error\n"
        #expect(Self.readme.contains(test))
        #expect(ci.contains(test))
        #expect(Self.readme.contains("vipergen gen AgentDetail bviper --output \"$(mktemp -d)\""))
    }

    /// The first screen says what vipergen is, how to install it and how to run it.
    @Test func theFirstScreenSaysWhatItIsHowToInstallItAndHowToRunIt() {
        let firstScreen = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
            .joined(separator: "\n")
        for text in [
            "iOS screen module", "Xcode project", "## Quick start", "vipergen gen AgentDetail bviper", "## Install",
            "swift build -c release", "PATH",
        ] {
            #expect(firstScreen.contains(text), "the README's first 40 lines lack '\(text)'")
        }
    }

    /// The README stays a user's guide: reference material lives next to the code, linked from it.
    @Test func theReadmeIsAUsersGuide() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 600, "the README has \(lines) lines; move reference material next to the code it describes")
        for heading in ["## Install", "## Using it in an app", "## Templates", "## Guarantees", "## Exit codes"] {
            #expect(Self.readme.contains("\n\(heading)\n"), "README lacks '\(heading)'")
        }
    }

    /// The architecture document's table of targets names every target of Package.swift (test targets by their
    /// `<Target>Tests` row).
    @Test func theArchitectureNamesEveryTarget() throws {
        let manifest = Self.text("Package.swift")
        let architecture = Self.text("Sources/VipergenKit/VipergenKit.docc/Architecture.md")
        let declarations =
            manifest.components(separatedBy: "Target(").dropFirst()
            + manifest.components(separatedBy: ".target(").dropFirst()
            + manifest.components(separatedBy: ".plugin(").dropFirst()
        var names: [String] = []
        for declaration in declarations {
            guard let start = declaration.range(of: "name: \""),
                let end = declaration[start.upperBound...].firstIndex(of: "\"")
            else { continue }
            names.append(String(declaration[start.upperBound..<end]))
        }
        #expect(names.count > 20 && names.contains("VipergenSettings") && names.contains("VipergenPlugin"))
        for name in names where !name.hasSuffix("Tests") {
            #expect(architecture.contains(name), "Architecture.md does not show the target \(name)")
        }
    }

    /// Every relative link of the README and of the reference documents leads to a file of the repository.
    @Test(arguments: [
        "README.md", commandReference, jsonOutputReference, templateLanguageReference,
        "Sources/XcodeProject/XcodeProject.docc/EditingProjects.md",
        "Sources/VipergenKit/VipergenKit.docc/Architecture.md", "Tests/README.md", "Tests/Fuzz/README.md",
        "Tests/Benchmark/README.md",
    ])
    func relativeLinksLeadToFiles(_ document: String) throws {
        let text = Self.text(document)
        #expect(!text.isEmpty, "\(document) is missing")
        let folder = (document as NSString).deletingLastPathComponent
        for part in text.components(separatedBy: "](").dropFirst() {
            guard let end = part.firstIndex(of: ")") else { continue }
            let target = String(part[..<end]).components(separatedBy: "#")[0]
            guard !target.isEmpty, !target.contains("://") else { continue }
            let path = ((repositoryRoot + "/" + folder + "/" + target) as NSString).standardizingPath
            #expect(FileManager.default.fileExists(atPath: path), "\(document) links to \(target), which is missing")
        }
    }

    /// Run from the repository's root as the README says, the quick start reads the repository's demo
    /// catalogs.yml: the headers it writes must say they hold demo values, not look like a real person's.
    @Test func theQuickStartRunFromTheRepositorySaysItsHeadersAreDemoValues() throws {
        let line = try #require(
            Self.readme.split(separator: "\n").first { $0.contains(".build/release/vipergen gen ") })
        let command = try #require(line.components(separatedBy: ".build/release/vipergen ").last)
        let sandbox = try Sandbox()
        #expect(command.contains("--output \"$(mktemp -d)\""), "the quick start no longer writes into a new folder")
        let arguments = command.replacingOccurrences(of: "\"$(mktemp -d)\"", with: sandbox.path).split(separator: " ")
            .map(String.init)

        let run = sandbox.run(arguments, in: repositoryRoot)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let presenter = try sandbox.read("AgentDetail/Presenter/AgentDetailPresenter.swift")
        #expect(presenter.contains("//  Created by Demo Author (vipergen's catalogs.yml) on "))
        #expect(presenter.contains("Demo Company (vipergen's catalogs.yml). All rights reserved."))
        for realLooking in ["Jane Appleseed", "Example Corp"] {
            #expect(!presenter.contains(realLooking))
        }
        // Writing outside the project, it keeps no lock or journal in the repository.
        #expect(!FileManager.default.fileExists(atPath: repositoryRoot + "/vipergen.lock"))
        #expect(!FileManager.default.fileExists(atPath: repositoryRoot + "/.vipergen"))
    }
}
