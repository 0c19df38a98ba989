import Files
import VipergenSettings
import XcodeProject

/// Checks generated files against the Xcode project the settings name, for `vipergen status`.
public enum XcodeProjectAudit {
    /// The files of `paths` (absolute) that are missing from their project or from some of their targets: code
    /// from `project_targets`, tests (under `test_path`) from `test_targets`. Files that do not exist, files that
    /// no target builds (by their kind), files a local Swift package builds and projects a generator makes are not
    /// checked.
    /// A project file that holds conflict markers (`ConflictMarkers`) cannot be read, so its files are not checked:
    /// `conflicts` reports it.
    /// - Throws: `XcodeProjectError` when a project cannot be read.
    public static func gaps(
        of paths: [String], configuration: ProjectConfiguration, fileSystem: any FileSystem
    ) throws -> [ProjectMembershipGap] {
        guard let settings = configuration.xcodeProject else { return [] }
        var documents: [String: XcodeProjectDocument] = [:]
        var unreadable: Set<String> = []
        var gaps: [ProjectMembershipGap] = []
        // Files in a local package's target are SwiftPM's to build, from their folder.
        let package = PackagePlacement.place(configuration, fileSystem: fileSystem).1
        for path in paths where fileSystem.fileExists(path) && package?.builds(path) != true {
            let isTest = Path.isInside(path, configuration.testPath)
            let projectPath = isTest ? settings.testProjectPath : settings.projectPath
            guard Path.isInside(path, Path.directory(projectPath)),
                settings.editsGeneratedProject
                    || ExternalProjectGenerator.generating(projectPath, fileSystem: fileSystem) == nil
            else { continue }
            guard !unreadable.contains(projectPath) else { continue }
            if documents[projectPath] == nil {
                guard try conflictLine(ofProjectAt: projectPath, fileSystem: fileSystem) == nil else {
                    unreadable.insert(projectPath)
                    continue
                }
                documents[projectPath] = try XcodeProjectDocument.load(projectPath, fileSystem: fileSystem)
            }
            let document = documents[projectPath]!
            let membership = document.file.membership(ofFileAt: Path.relative(path, to: document.folder))
            let configured = isTest ? configuration.testTargets : configuration.projectTargets
            let expected =
                FileRole(forPath: path) == .reference
                ? [] : XcodeTargets.resolve(configured, tests: isTest, in: document.file) ?? []
            let missing = expected.filter { !membership.targets.contains($0) }
            if !membership.isInProject || !missing.isEmpty {
                gaps.append(
                    ProjectMembershipGap(path: path, isInProject: membership.isInProject, missingTargets: missing))
            }
        }
        return gaps
    }

    /// The project files of the settings (the app's and the tests', once when they are one) that hold conflict
    /// markers, each with the line of its first: a merge of the project left unresolved, which Xcode cannot open.
    public static func conflicts(configuration: ProjectConfiguration, fileSystem: any FileSystem) throws -> [(
        path: String, line: Int
    )] {
        guard let settings = configuration.xcodeProject else { return [] }
        var found: [(path: String, line: Int)] = []
        for projectPath in Set([settings.projectPath, settings.testProjectPath]).sorted() {
            guard let line = try conflictLine(ofProjectAt: projectPath, fileSystem: fileSystem) else { continue }
            found.append((XcodeProjectDocument.pbxprojPath(of: projectPath), line))
        }
        return found
    }

    /// The line of the first conflict marker in the project file of the project at `projectPath`.
    static func conflictLine(ofProjectAt projectPath: String, fileSystem: any FileSystem) throws -> Int? {
        guard let bytes = try fileSystem.contents(of: XcodeProjectDocument.pbxprojPath(of: projectPath)) else {
            return nil
        }
        return ConflictMarkers.firstLine(in: bytes)
    }
}
