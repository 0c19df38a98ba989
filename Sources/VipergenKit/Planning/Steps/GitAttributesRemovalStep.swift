import Files
import VipergenSettings

/// For `remove`: takes out of `.gitattributes` the lines the removed modules' generation added, once nothing needs
/// them: a shared file's line when the removal deletes that file, the project files' line when no module is left.
/// The file goes too when that generation created it and nothing else is left in it. A line the user or
/// `merge-driver --install` wrote is never taken out: only those the records list.
struct GitAttributesRemovalStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let removed = Set(draft.plan.modules)
        let added = update.lock.modules.filter { removed.contains($0.name) }.compactMap(\.gitAttributes)
        guard let first = added.first else { return }
        let path = Path.absolute(first.path, in: update.root)
        guard let existing = try context.fileSystem.contents(of: path) else { return }
        let repository = Path.directory(path)
        let deleted = draft.plan.files.filter { $0.action == .delete }.map {
            GitAttributes.line(for: GitAttributes.pattern(for: $0.path, root: repository))
        }
        let projectLine = GitAttributes.line(for: GitAttributes.projectFilePattern)
        let lines = Set(added.filter { $0.path == first.path }.flatMap(\.lines))
        // Lines are added only for templates that inject: while the injection target stays, a module of its
        // template is left, and the records need not be listed to know that one is (10,000 of them take a while).
        let targetGoes = lines.contains { deleted.contains($0) }
        let othersLeft =
            try !targetGoes
            || ModuleLock.anyRecorded(except: removed, root: update.root, fileSystem: context.fileSystem)
        let unwanted = lines.filter { line in line == projectLine ? !othersLeft : deleted.contains(line) }
        guard !unwanted.isEmpty else { return }
        let bytes = GitAttributes.removing(Array(unwanted), from: existing)
        guard bytes != existing else { return }
        var file = PlannedFile(path: path, contents: "", action: .modify, role: .project, previousContents: existing)
        if bytes.isEmpty, added.contains(where: \.createdFile) {
            file.action = .delete
            file.note = "created by the removed module's generation; nothing else is in it"
        } else {
            file.bytes = bytes
        }
        draft.plan.files.append(file)
    }
}
