import Files
import JSON
import TextMerge
import VipergenKit

/// How `gen` shows a plan: one line per file for people, or a versioned JSON document for scripts.
struct PlanReport {
    let plan: GenerationPlan
    let context: CommandContext

    /// Why the file's action was chosen, or what the project edit does.
    static func note(of file: PlannedFile) -> String? { file.note ?? file.projectEdit.map(\.text) }

    /// `create    AgentDetail/Presenter/AgentDetailPresenter.swift`, then, when `diffs` is set, a unified diff for
    /// every existing file that would change (and, with `verbose`, for new files too).
    func text(diffs: Bool, verbose: Bool) -> String {
        let style = Style(context: context)
        var text = ""
        for file in plan.files where file.role != .base {
            var line =
                style.paint(file.action.rawValue.padding(9), color(of: file.action)) + " "
                + context.display(file.path)
            if let note = Self.note(of: file) { line += style.paint("  (\(note))", .dim) }
            text += line + "\n"
        }
        // Bases are many and named by hash: one line per action says what happens to them, under the folder that
        // holds them all (one module's, or the folder of every module's).
        for action in PlannedFile.Action.allCases where action != .unchanged {
            let bases = plan.files.filter { $0.role == .base && $0.action == action }
            guard let first = bases.first else { continue }
            let folder = bases.dropFirst().reduce(Path.directory(first.path)) { Self.commonFolder($0, $1.path) }
            text +=
                style.paint(action.rawValue.padding(9), color(of: action)) + " " + context.display(folder) + "/"
                + style.paint("  (\(bases.count) base\(bases.count == 1 ? "" : "s") for updates)", .dim) + "\n"
        }
        for note in plan.notes {
            text += style.paint("note", .cyan) + ": " + note.description + "\n"
        }
        guard diffs else { return text }
        for file in plan.files where file.role != .base && shouldShowDiff(file, includingNewFiles: verbose) {
            text += "\n" + colored(diff(of: file), style: style)
        }
        // A file kept without the template's changes: what the template renders now, against the file as it is.
        for file in plan.files where plan.merge.unmerged.contains(file.path) {
            guard let rendered = file.renderedContents else { continue }
            let path = context.display(file.path)
            text +=
                "\n" + style.paint("the template's version of \(path), not applied:", .dim) + "\n"
                + colored(
                    UnifiedDiff.make(
                        old: file.previousContents.map { String(decoding: $0, as: UTF8.self) } ?? "", new: rendered,
                        oldName: file.previousContents == nil ? "/dev/null" : "a/\(path)", newName: "template/\(path)"),
                    style: style)
        }
        return text
    }

    /// The deepest folder that holds both `folder` and `path`.
    static func commonFolder(_ folder: String, _ path: String) -> String {
        var common = folder
        while !common.isEmpty, common != "/", !Path.isInside(path, common) { common = Path.directory(common) }
        return common
    }

    /// The counts per action, for the closing summary line.
    var summary: String {
        let counts = PlannedFile.Action.allCases.compactMap { action -> String? in
            let count = plan.files.filter { $0.action == action && $0.role != .base }.count
            return count == 0 ? nil : "\(count) \(action == .skip ? "skipped" : action.pastTense)"
        }
        let modules = plan.modules.count == 1 ? plan.modules[0] : "\(plan.modules.count) modules"
        return "generated \(modules) from \(templateNames): \(counts.joined(separator: ", "))"
    }

    /// `'bviper'`, or `'svc', 'note'` when an update renders modules of several templates.
    var templateNames: String { plan.templates.map { "'\($0.name)'" }.joined(separator: ", ") }

    // MARK: - JSON

    /// The plan as JSON; the schema is in the README and `schema_version` changes with any incompatible change.
    func json(dryRun: Bool) -> String {
        let document = PlanDocument(
            schemaVersion: PlanDocument.version, kind: "plan", dryRun: dryRun,
            template: plan.templates.first.map { .init(name: $0.name, version: $0.version) }
                ?? .init(name: "", version: ""),
            templates: plan.templates.map { .init(name: $0.name, version: $0.version) }, modules: plan.modules,
            notes: plan.notes.map(\.description),
            files: plan.files.map { file in
                .init(
                    path: context.display(file.path), action: file.action.rawValue, role: file.role.rawValue,
                    module: file.module, note: Self.note(of: file),
                    diff: shouldShowDiff(file, includingNewFiles: true) ? diff(of: file) : nil)
            },
            summary: Dictionary(
                uniqueKeysWithValues: PlannedFile.Action.allCases.map { action in
                    (action.rawValue, plan.files.filter { $0.action == action }.count)
                }))
        return JSONWriter.encode(document)
    }

    // MARK: - Helpers

    private func shouldShowDiff(_ file: PlannedFile, includingNewFiles: Bool) -> Bool {
        switch file.action {
        case .overwrite, .modify, .conflict, .delete: return true
        case .create: return includingNewFiles
        case .unchanged, .skip: return false
        }
    }

    private func diff(of file: PlannedFile) -> String {
        let path = context.display(file.path)
        let old = file.previousContents.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let deleted = file.action == .delete
        return UnifiedDiff.make(
            old: old, new: deleted ? "" : file.contents,
            oldName: file.previousContents == nil ? "/dev/null" : "a/\(path)",
            newName: deleted ? "/dev/null" : "b/\(path)")
    }

    private func colored(_ diff: String, style: Style) -> String {
        guard style.isEnabled else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("+++") || line.hasPrefix("---") { return String(line) }
            if line.hasPrefix("+") { return style.paint(String(line), .green) }
            if line.hasPrefix("-") { return style.paint(String(line), .red) }
            if line.hasPrefix("@@") { return style.paint(String(line), .cyan) }
            return String(line)
        }.joined(separator: "\n")
    }

    private func color(of action: PlannedFile.Action) -> Style.Color {
        switch action {
        case .create: return .green
        case .overwrite, .modify: return .yellow
        case .conflict, .delete: return .red
        case .unchanged, .skip: return .dim
        }
    }
}

extension PlannedFile.Action {
    var pastTense: String {
        switch self {
        case .create: return "created"
        case .overwrite: return "overwritten"
        case .modify: return "modified"
        case .unchanged: return "unchanged"
        case .skip: return "skipped"
        case .conflict: return "in conflict"
        case .delete: return "deleted"
        }
    }
}
