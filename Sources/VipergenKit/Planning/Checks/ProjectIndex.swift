import Files
import SourceDeclarations
import XcodeProject

/// The project as a plan's steps ask about it, each part read once per plan: the Xcode projects, and the files
/// already compiled into the targets the module's code and tests join, and what earlier runs learned of them
/// (`SourceIndex`). Several steps check new files against the same targets; a large app must not be listed or
/// parsed once per step, nor read again in every run.
final class ProjectIndex {
    private var documents: [String: XcodeProjectDocument] = [:]
    private var compiled: [Bool: CompiledFiles] = [:]
    private var projectSpec: Result<ProjectSpec, ProjectSpecError>??
    /// The cache of listings and declarations, loaded on first use, and the project folder it is kept in (`nil`
    /// when the run keeps no lock, and so no cache).
    private var sourceIndex: SourceIndex?
    private var sourceRoot: String?

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

    /// The spec XcodeGen or Tuist makes the project from, read on first use: beside `xcodeproj_path` when that
    /// project is generated (and not edited anyway with `--xcodeproj`), else in the project's folder; `nil` when
    /// there is none.
    func spec(context: PlanContext) -> Result<ProjectSpec, ProjectSpecError>? {
        if let projectSpec { return projectSpec }
        let configuration = context.configuration
        var folder = configuration.file.map(Path.directory)
        if let settings = configuration.xcodeProject {
            folder = settings.editsGeneratedProject ? nil : Path.directory(settings.projectPath)
        }
        var found: Result<ProjectSpec, ProjectSpecError>?
        if let folder {
            do {
                found = try ProjectSpec.find(in: folder, fileSystem: context.fileSystem).map { .success($0) }
            } catch let error as ProjectSpecError {
                found = .failure(error)
            } catch {
                found = .failure(ProjectSpecError(file: folder, line: 1, column: 1, message: "\(error)"))
            }
        }
        projectSpec = .some(found)
        return found
    }

    /// The files the app's targets (or, for `tests`, the test targets) already compile, found on first use.
    func compiledFiles(tests: Bool, context: PlanContext) throws -> CompiledFiles {
        if let files = compiled[tests] { return files }
        let files = try CompiledFiles.find(tests: tests, context: context, index: self)
        compiled[tests] = files
        return files
    }

    /// The folder's listing, through the cache of earlier runs (`fromDisk` false when the cache gave it).
    func listing(of folder: String, context: PlanContext) -> (listing: FolderListing, fromDisk: Bool)? {
        withSources(context) { $0.listing(of: folder, fileSystem: context.fileSystem) }
    }

    /// The types a source file declares at file scope, through the cache of earlier runs; `nil` when it cannot be
    /// read.
    func types(of file: String, context: PlanContext) -> [TypeDeclaration]? {
        let isSwift = Path.extension(file) == "swift"
        return withSources(context) { index in
            index.types(of: file, fileSystem: context.fileSystem) { bytes in
                isSwift
                    ? SwiftDeclarationScanner.topLevelTypes(in: bytes) : ObjectiveCDeclarationScanner.types(in: bytes)
            }
        }
    }

    /// Takes the stamps of the source files `types(of:)` will be asked about, all at once.
    func stampInAdvance(_ files: [String], context: PlanContext) {
        withSources(context) { $0.stampInAdvance(files, fileSystem: context.fileSystem) }
    }

    /// The cache to write once the plan is written, when this run read anything anew, keeps a lock, and read
    /// enough for a cache to spare the next run some work (`SourceIndex.worthKeeping`).
    func sourceCache() -> CacheFile? {
        guard let sourceIndex, let sourceRoot, sourceIndex.changed,
            sourceIndex.entryCount >= SourceIndex.worthKeeping
        else { return nil }
        return CacheFile(path: Path.join(sourceRoot, SourceIndex.path), bytes: sourceIndex.serialized())
    }

    /// Runs `body` on the cache, loaded from the lock's folder on first use (empty, and never kept, without one).
    private func withSources<Result>(_ context: PlanContext, _ body: (inout SourceIndex) -> Result) -> Result {
        if sourceIndex == nil {
            sourceRoot = LockStep.lockFolder(context.configuration)
            sourceIndex = sourceRoot.map { SourceIndex.load(root: $0, fileSystem: context.fileSystem) } ?? SourceIndex()
        }
        return body(&sourceIndex!)
    }
}
