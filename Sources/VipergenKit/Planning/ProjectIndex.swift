import Files
import XcodeProject

/// The project as a plan's steps ask about it, each part read once per plan: the Xcode projects, and the files
/// already compiled into the targets the module's code and tests join. Several steps check new files against the
/// same targets; a large app must not be listed or parsed once per step.
final class ProjectIndex {
    private var documents: [String: XcodeProjectDocument] = [:]
    private var compiled: [Bool: CompiledFiles] = [:]

    /// The Xcode project at `projectPath`, read on first use.
    /// - Throws: `GenerationError.xcodeProject` when it cannot be read, with the reader's location.
    func document(_ projectPath: String, fileSystem: any FileSystem) throws -> XcodeProjectDocument {
        if let document = documents[projectPath] { return document }
        do {
            let document = try XcodeProjectDocument.load(projectPath, fileSystem: fileSystem)
            documents[projectPath] = document
            return document
        } catch let error as XcodeProjectError {
            throw GenerationError.xcodeProject(error.description)
        }
    }

    /// The files the app's targets (or, for `tests`, the test targets) already compile, found on first use.
    func compiledFiles(tests: Bool, context: PlanContext) throws -> CompiledFiles {
        if let files = compiled[tests] { return files }
        let files = try CompiledFiles.find(tests: tests, context: context, index: self)
        compiled[tests] = files
        return files
    }
}
