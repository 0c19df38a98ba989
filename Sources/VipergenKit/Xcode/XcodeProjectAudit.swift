import Files
import VipergenSettings
import XcodeProject

/// Checks generated files against the Xcode project the settings name, for `vipergen status`.
public enum XcodeProjectAudit {
    /// What the projects say of the files at `paths` (absolute), those of `missing` not on disk (as the caller found
    /// when it read them), each project read once:
    /// - `gaps`: the files there that are missing from their project or from some of their targets: code from
    ///   `project_targets`, tests (under `test_path`) from `test_targets`. Files that no target builds (by their
    ///   kind) are not checked.
    /// - `builtButAbsent`: the files not on disk that a target of their project still builds: a file deleted or moved
    ///   outside Xcode, which Xcode then cannot find ("Build input file cannot be found").
    ///
    /// Files a local Swift package builds and projects a generator makes are not checked. A project file that holds
    /// conflict markers (`ConflictMarkers`) cannot be read, so its files are not checked: `conflicts` reports it.
    /// - Throws: `XcodeProjectError` when a project cannot be read.
    public static func membership(
        of paths: [String], missing: Set<String>, configuration: ProjectConfiguration, fileSystem: any FileSystem
    ) throws -> (gaps: [ProjectMembershipGap], builtButAbsent: Set<String>) {
        var projects = Projects(configuration: configuration, fileSystem: fileSystem)
        var gaps: [ProjectMembershipGap] = []
        var builtButAbsent: Set<String> = []
        for path in paths {
            guard let document = try projects.document(listing: path) else { continue }
            let membership = document.file.membership(ofFileAt: Path.relative(path, to: document.folder))
            guard !missing.contains(path) else {
                if !membership.targets.isEmpty { builtButAbsent.insert(path) }
                continue
            }
            let isTest = Path.isInside(path, configuration.testPath)
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
        return (gaps, builtButAbsent)
    }

    /// The Xcode projects of the settings, each read once, as the files they would list ask for them.
    private struct Projects {
        let configuration: ProjectConfiguration
        let fileSystem: any FileSystem
        let package: PackagePlacement?
        var documents: [String: XcodeProjectDocument] = [:]
        var unreadable: Set<String> = []

        init(configuration: ProjectConfiguration, fileSystem: any FileSystem) {
            self.configuration = configuration
            self.fileSystem = fileSystem
            package =
                configuration.xcodeProject == nil
                ? nil : PackagePlacement.place(configuration, fileSystem: fileSystem).1
        }

        /// The project that would list the file at `path`: `nil` for none to check — no project in the settings, a
        /// file a local Swift package builds (SwiftPM builds its folder), one outside the project's folder, a project
        /// a generator makes, or one holding conflict markers (which `conflicts` reports).
        mutating func document(listing path: String) throws -> XcodeProjectDocument? {
            guard let settings = configuration.xcodeProject, package?.builds(path) != true else { return nil }
            let projectPath =
                Path.isInside(path, configuration.testPath) ? settings.testProjectPath : settings.projectPath
            guard Path.isInside(path, Path.directory(projectPath)),
                settings.editsGeneratedProject
                    || ExternalProjectGenerator.generating(projectPath, fileSystem: fileSystem) == nil,
                !unreadable.contains(projectPath)
            else { return nil }
            if let document = documents[projectPath] { return document }
            guard try conflictLine(ofProjectAt: projectPath, fileSystem: fileSystem) == nil else {
                unreadable.insert(projectPath)
                return nil
            }
            let document = try XcodeProjectDocument.load(projectPath, fileSystem: fileSystem)
            documents[projectPath] = document
            return document
        }
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
