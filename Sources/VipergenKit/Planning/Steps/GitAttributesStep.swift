import Files
import VipergenSettings

/// In a git repository, routes the files the plan injects into to vipergen's merge driver: when the plan creates
/// an injection target (bviper's shared Router.swift), or the repository's `.gitattributes` already names the
/// driver, the lines it lacks (`*.pbxproj` and each target) join the plan as a change to `.gitattributes`.
struct GitAttributesStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard
            let root = GitAttributes.repositoryRoot(
                above: context.projectRoot ?? context.configuration.modulePath, fileSystem: context.fileSystem)
        else { return }
        // Only the repository's own files: `gen --output /tmp/x` run inside a repository writes outside it.
        var targets: [String] = []
        for insertion in draft.insertions
        where insertion.path.hasPrefix(root == "/" ? "/" : root + "/") && !targets.contains(insertion.path) {
            targets.append(insertion.path)
        }
        guard !targets.isEmpty else { return }
        let path = Path.join(root, GitAttributes.fileName)
        guard !draft.plan.files.contains(where: { $0.path == path }) else { return }
        let existing = try context.fileSystem.contents(of: path)
        let createsTarget = draft.plan.files.contains { $0.action == .create && targets.contains($0.path) }
        guard createsTarget || existing.map(GitAttributes.namesDriver) == true else { return }
        let lines =
            [GitAttributes.line(for: GitAttributes.projectFilePattern)]
            + targets.map { GitAttributes.line(for: GitAttributes.pattern(for: $0, root: root)) }
        guard let bytes = GitAttributes.adding(lines, to: existing ?? []) else { return }
        var file = PlannedFile(
            path: path, contents: "", action: existing == nil ? .create : .modify, role: .project,
            previousContents: existing)
        file.bytes = bytes
        draft.plan.files.append(file)
    }
}
