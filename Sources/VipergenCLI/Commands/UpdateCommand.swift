import DiagnosticText
import TextMerge
import VipergenKit

/// `vipergen update [Module ...] [--all]`: renders generated modules again with their template as it is now and
/// merges the user's edits, in one transaction.
enum UpdateCommand {
    static let command = Command(
        name: "update",
        arguments: "<Module ...> | --all [options]",
        summary: "Bring generated modules up to date with their template, keeping your edits.",
        discussion: """
            Renders each module again with its template as it is now, its recorded parameters, description and
            date, and the current settings, then decides each file against its base (what vipergen generated,
            kept in .vipergen/bases/): untouched files take the new render; files you edited whose template text
            did not change are kept; files both changed are merged line by line, and overlapping changes get
            conflict markers (<<<<<<< yours / ======= / >>>>>>> template) and make the run exit 1. New template
            files are created; files the template dropped are deleted unless you edited them. Injections and the
            Xcode project follow. Everything is one transaction, as for gen.
            """,
        options: [
            .flag("all", "Update every module in vipergen.lock."),
            .value(
                "on-conflict", "CHOICE",
                "markers (default): both versions between markers; ours; theirs; fail: write nothing if any conflict."),
            .flag("dry-run", "Print the plan with a diff of every file that would change; write nothing."),
            .flag("json", "Print the plan as JSON (the schema of gen's plan)."),
            .flag("quiet", short: "q", "Print only errors."),
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let names = arguments.positionals
        guard arguments.has("all") != !names.isEmpty else {
            throw UsageError(
                names.isEmpty
                    ? "'update' needs module names or --all, as in: vipergen update AgentDetail"
                    : "give module names or --all, not both", command: "update")
        }
        let choice = try ConflictChoice.parse(
            arguments.value("on-conflict") ?? "markers", allowed: [.markers, .ours, .theirs, .fail], command: "update")
        let style: ThreeWayMerge.ConflictStyle
        switch choice {
        case .markers, .fail: style = .markers(oursLabel: "yours", theirsLabel: "template")
        case .ours: style = .ours
        case .theirs: style = .theirs
        }
        let project = try context.loadSetup()
        let plan = try ModuleUpdater(fileSystem: context.fileSystem).plan(
            UpdateRequest(
                modules: names, conflictStyle: style, now: try sourceDateEpoch(environment: context.environment)),
            project: project)
        let report = PlanReport(plan: plan, context: context)
        if arguments.has("dry-run") {
            if arguments.has("json") {
                context.console.output(report.json(dryRun: true))
            } else if !arguments.has("quiet") {
                context.console.output(
                    "update of \(plan.modules.joined(separator: ", ")) (dry run, nothing written):\n")
                context.console.output(report.text(diffs: true, verbose: false))
            }
            return conflictsExit(plan, context: context, written: false)
        }
        if choice == .fail, !plan.mergeConflicts.isEmpty {
            // For scripts: a run that cannot merge cleanly changes nothing.
            return conflictsExit(plan, context: context, written: false)
        }
        try GenCommand.write(plan, context: context)
        if arguments.has("json") {
            context.console.output(report.json(dryRun: false))
        } else if !arguments.has("quiet") {
            context.console.output(report.text(diffs: false, verbose: false))
        }
        return conflictsExit(plan, context: context, written: true)
    }

    /// 1 when files were left with conflict markers, after listing them; 0 otherwise.
    static func conflictsExit(_ plan: GenerationPlan, context: CommandContext, written: Bool) -> ExitCode {
        guard !plan.mergeConflicts.isEmpty else { return .success }
        context.console.error(
            DiagnosticText.error(
                "\(plan.mergeConflicts.count) file\(plan.mergeConflicts.count == 1 ? "" : "s") "
                    + "\(written ? "have" : "would have") conflicting changes; resolve the markers "
                    + "(<<<<<<< yours / ======= / >>>>>>> template) by hand:\n"
                    + plan.mergeConflicts.map { "  conflict  \(context.display($0))" }.joined(separator: "\n"))
                + "\n")
        return .failure
    }
}
