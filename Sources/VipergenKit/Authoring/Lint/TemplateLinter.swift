import DiagnosticText
import Files
import Liquid
import VipergenSettings
import YAML

/// Checks a template folder as `gen` would use it and reports every problem in one run, each at its file, line
/// and column: the spec's keys, that the files it lists exist with the exact letter case, that every Liquid file
/// parses, that a strict render with sample values knows every variable and filter, and (when a Swift compiler
/// is at hand) that the rendered Swift parses.
public struct TemplateLinter: Sendable {
    let fileSystem: any FileSystem
    /// `swiftc`, to check that rendered Swift parses; `nil` skips that check.
    let swiftCompiler: ExternalProgram?
    /// Where the rendered Swift is written for `swiftc`: in a folder the linter creates there and removes after.
    let temporaryDirectory: String
    let environment: [String: String]

    public init(
        fileSystem: any FileSystem, swiftCompiler: ExternalProgram?, temporaryDirectory: String,
        environment: [String: String]
    ) {
        self.fileSystem = fileSystem
        self.swiftCompiler = swiftCompiler
        self.temporaryDirectory = temporaryDirectory
        self.environment = environment
    }

    /// What a lint found.
    public struct Report: Sendable {
        /// The template's name: its folder's.
        public var templateName: String
        public var problems: [Diagnostic]
        /// Whether the rendered Swift was parsed (there was Swift to parse and a compiler to parse it).
        public var parsedSwift: Bool
    }

    /// One file a spec lists, read leniently so that a spec with errors still has its files checked.
    struct Entry {
        var name: String
        var path: String
        var pathMark: YAMLMark
        var customName: String?
        var customNameMark: YAMLMark?
        var condition: String?
        var isResource: Bool
        var forEach: String?
        var isShared: Bool
    }

    /// A Swift file rendered for the sample module, waiting for `swiftc -parse`.
    struct RenderedSwift {
        var outputPath: String
        var contents: String
        var templatePath: String
    }

    /// Lints the template in `folder` (or the folder of the spec file `folder` names).
    /// - Parameter display: How messages name `folder`: the path as the user wrote it.
    public func lint(_ folder: String, display: String) -> Report {
        var folder = folder
        var display = display
        var specName: String?
        if !fileSystem.isDirectory(folder), folder.hasSuffix(".rambaspec") || Path.base(folder) == "template.yml" {
            specName = Path.base(folder)
            folder = Path.directory(folder)
            display = Path.directory(display).isEmpty ? "." : Path.directory(display)
        }
        let name = Path.base(folder)
        var linter = Run(linter: self, folder: folder, display: display, name: name)
        linter.lint(specName: specName)
        return Report(templateName: name, problems: linter.problems, parsedSwift: linter.parsedSwift)
    }

    /// The sample module every lint renders.
    static let sampleModule = "Sample"

    /// Sample project settings, so every variable Generamba sets has a value.
    static func sampleConfiguration() -> ProjectConfiguration {
        var configuration = ProjectConfiguration(defaultsFor: "/sample", author: "Sample Author")
        configuration.projectName = "SampleApp"
        configuration.productModuleName = "SampleApp"
        configuration.company = "Sample Company"
        configuration.projectTargets = ["SampleApp"]
        configuration.testTargets = ["SampleAppTests"]
        return configuration
    }
}

extension TemplateLinter {
    /// The state of one lint: the problems found so far.
    struct Run {
        let linter: TemplateLinter
        let folder: String
        let display: String
        let name: String
        var problems: [Diagnostic] = []
        var parsedSwift = false
        var fileSystem: any FileSystem { linter.fileSystem }

        init(linter: TemplateLinter, folder: String, display: String, name: String) {
            self.linter = linter
            self.folder = folder
            self.display = display
            self.name = name
        }
    }
}
