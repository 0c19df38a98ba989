import Files

/// For `update`: takes out the lines a module's earlier generation injected that its template no longer makes (a
/// new version dropped an injection, or changed its text), as its record lists them. Left in place, such a line
/// names a type the module may no longer declare, and a later `remove` would leave it behind. A line edited since
/// cannot be found as it was inserted: the file is kept as it is and listed, for the user to take it out.
struct DroppedInjectionStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        guard let update = context.update else { return }
        let updated = Set(draft.plan.modules)
        var targets: [String: (index: Int, target: InjectionTarget)] = [:]
        for module in update.lock.modules where updated.contains(module.name) {
            let now = draft.insertions.filter { $0.module == module.name }.map { ($0.path, $0.lines) }
            for injected in module.injections ?? [] {
                let path = Path.absolute(injected.path, in: update.root)
                guard !now.contains(where: { $0.0 == path && $0.1 == injected.lines }) else { continue }
                if targets[path] == nil {
                    guard let index = try Self.plannedIndex(of: path, in: &draft.plan.files, context: context) else {
                        continue
                    }
                    // Lines are taken out of UTF-8 text only, as `InjectionStep` puts them in: decoding anything
                    // else would replace its other bytes. Such a file is kept and listed.
                    guard let text = String(validating: draft.plan.files[index].bytes, as: UTF8.self) else {
                        if !draft.plan.merge.unmerged.contains(path) { draft.plan.merge.unmerged.append(path) }
                        continue
                    }
                    targets[path] = (index, InjectionTarget(text: text))
                }
                let wanted = injected.lines.map(\.trimmed)
                if targets[path]!.target.contains(wanted) {
                    targets[path]!.target.remove(injected.lines)
                } else if !draft.plan.merge.unmerged.contains(path) {
                    draft.plan.merge.unmerged.append(path)
                }
            }
        }
        for (_, (index, target)) in targets where target.changed {
            draft.plan.files[index].contents = target.text
            if draft.plan.files[index].action == .unchanged { draft.plan.files[index].action = .modify }
        }
    }

    /// The index of the planned file at `path`, added as an unchanged file of the project when the plan does not
    /// hold it; `nil` when there is no such file.
    static func plannedIndex(of path: String, in files: inout [PlannedFile], context: PlanContext) throws -> Int? {
        if let index = files.firstIndex(where: { $0.path == path }) { return index }
        guard let bytes = try context.fileSystem.contents(of: path) else { return nil }
        var file = PlannedFile(path: path, contents: "", action: .unchanged, role: .project, previousContents: bytes)
        file.bytes = bytes
        files.append(file)
        return files.count - 1
    }
}
