import Files
import VipergenSettings
import XcodeProject

/// Adds the plan's module files to the Xcode project: one group per folder (reusing the groups that already stand
/// for a folder), sources into the Sources phase and resources into the Resources phase of each target, tests into
/// the test targets; files an update deletes leave the project with their build files and emptied groups, in the
/// same edit. The edited `project.pbxproj` joins the plan as a modified file, so it is shown in dry runs, written
/// in the same transaction and undone with it. A batch of modules reads and edits each project once.
struct XcodeProjectStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let settings = context.configuration.xcodeProject else { return }
        // Tests may live in another project than the code: one edit per project.
        var projects: [String] = []
        var filesByProject: [String: [PlannedFile]] = [:]
        // A file in a local package's target is built by SwiftPM from its folder, not listed in the project.
        // A removed module's files deleted by hand before leave their entries behind: they go too.
        for file in draft.plan.files + draft.filesGoneFromDisk
        where [.code, .shared, .test].contains(file.role) && !context.isBuiltByPackage(file.path) {
            let project = file.role == .test ? settings.testProjectPath : settings.projectPath
            if filesByProject[project] == nil { projects.append(project) }
            filesByProject[project, default: []].append(file)
        }
        for project in projects {
            try edit(project, adding: filesByProject[project]!, settings: settings, draft: &draft, context: context)
        }
    }

    private func edit(
        _ projectPath: String, adding files: [PlannedFile], settings: XcodeProjectSettings, draft: inout PlanDraft,
        context: PlanContext
    ) throws {
        if !settings.editsGeneratedProject,
            let generator = ExternalProjectGenerator.generating(projectPath, fileSystem: context.fileSystem)
        {
            draft.plan.notes.append(.generatedProject(project: projectPath, generator: generator))
            return
        }
        let folder = Path.directory(projectPath)
        if let outside = files.first(where: { !Path.isInside($0.path, folder) }) {
            draft.plan.notes.append(
                .outsideProjectFolder(file: outside.path, folder: folder, project: Path.base(projectPath)))
            return
        }
        let document = try context.index.document(projectPath, fileSystem: context.fileSystem)
        let gone = Set(draft.filesGoneFromDisk.map(\.path))
        // A moved file `remove` keeps stays as the user left it, in the project or not.
        let added = files.filter { $0.action != .delete && !gone.contains($0.path) && $0.movedFrom == nil }
        let additions = try added.map { try addition(for: $0, in: document, settings: settings, context: context) }
        let removals = files.filter { $0.action == .delete || gone.contains($0.path) }.map {
            Path.relative($0.path, to: document.folder)
        }
        let edit: ProjectEdit
        do {
            edit = try document.file.editing(adding: additions, removing: removals)
        } catch {
            throw GenerationError.xcodeProject("cannot edit \(projectPath): \(error.description)")
        }
        if files.contains(where: { $0.role == .test }), context.configuration.testTargets.isEmpty,
            XcodeTargets.resolve([], tests: true, in: document.file) == nil
        {
            draft.plan.notes.append(.testsInNoTarget(project: Path.base(projectPath)))
        }
        var planned = PlannedFile(
            path: XcodeProjectDocument.pbxprojPath(of: projectPath),
            bytes: edit.bytes, action: edit.modifiesProject ? .modify : .unchanged,
            role: .xcodeproj, previousContents: document.bytes)
        planned.projectEdit = ProjectEditCount(edit.changes)
        draft.plan.files.append(planned)
        for folder in Self.synchronizedFolders(in: edit.changes) {
            draft.plan.notes.append(.synchronizedFolder(folder: folder.path, targets: folder.targets))
        }
    }

    /// The addition for one planned file: its path in the project, its groups, its role and its targets.
    private func addition(
        for file: PlannedFile, in document: XcodeProjectDocument, settings: XcodeProjectSettings,
        context: PlanContext
    ) throws -> FileAddition {
        let configuration = context.configuration
        let isTest = file.role == .test
        let root = isTest ? configuration.testPath : configuration.modulePath
        let groupBase = isTest ? settings.testGroupPath : settings.codeGroupPath
        // With a group path, the groups below it follow the folders below the module or test path.
        let groupPath = groupBase.map { base in
            base + Path.relative(Path.directory(file.path), to: root).split(separator: "/").map(String.init)
        }
        let path = Path.relative(file.path, to: document.folder)
        let configured = isTest ? configuration.testTargets : configuration.projectTargets
        if let targets = XcodeTargets.resolve(configured, tests: isTest, in: document.file) {
            return FileAddition(
                path: path, groupPath: groupPath, role: file.isResource ? .resource : nil, targets: targets)
        }
        // A project without a unit-test target still shows the tests; no target builds them (a note says so).
        if isTest { return FileAddition(path: path, groupPath: groupPath, role: .reference, targets: []) }
        let names = document.file.targets.map(\.name).filter { !$0.isEmpty }
        throw GenerationError.xcodeProject(
            "\(document.projectPath) has no single app target to add the module to: name the targets with "
                + "project_targets in catalogs.yml or --targets A,B\n  its targets: \(names.joined(separator: ", "))")
    }

    /// The synchronized folders that cover files of the plan, once each.
    static func synchronizedFolders(in changes: [ProjectChange]) -> [(path: String, targets: [String])] {
        var seen: Set<String> = []
        var folders: [(path: String, targets: [String])] = []
        for case .coveredBySynchronizedFolder(_, let folder, let targets) in changes
        where seen.insert(folder).inserted {
            folders.append((folder, targets))
        }
        return folders
    }
}
