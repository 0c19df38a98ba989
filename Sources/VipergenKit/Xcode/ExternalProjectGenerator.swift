import Files

/// A tool that makes the `.xcodeproj` from a description of its own, so that an edit to the project is lost the
/// next time it runs.
public enum ExternalProjectGenerator: String, Sendable, Equatable, CaseIterable {
    case xcodeGen = "XcodeGen"
    case tuist

    /// The file beside the `.xcodeproj` that says the generator makes it.
    var manifest: String {
        switch self {
        case .xcodeGen: return "project.yml"
        case .tuist: return "Project.swift"
        }
    }

    /// The command that makes the project again.
    public var command: String {
        switch self {
        case .xcodeGen: return "xcodegen generate"
        case .tuist: return "tuist generate"
        }
    }

    /// The generator whose manifest lies beside the project at `projectPath`, if any.
    static func generating(_ projectPath: String, fileSystem: any FileSystem) -> ExternalProjectGenerator? {
        let folder = Path.directory(projectPath)
        return allCases.first { generator in
            let manifest = Path.join(folder, generator.manifest)
            return fileSystem.fileExists(manifest) && !fileSystem.isDirectory(manifest)
        }
    }
}
