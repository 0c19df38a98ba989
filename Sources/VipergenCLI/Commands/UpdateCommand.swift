import DiagnosticText
import TextMerge
import VipergenKit
import VipergenSettings

/// `vipergen update [Module ...] [--all]`: renders generated modules again with their template as it is now and
/// merges the user's edits, in one transaction.
enum UpdateCommand {
    /// The word that runs the command.
    static let name = "update"

    static let command = Command(
        name: name,
        arguments: "<Module ...> | --all [options]",
        summary: "Bring generated modules up to date with their template, keeping your edits.",
        discussion: """
            Renders each module again with its template as it is now, its recorded parameters, description and date,
            and the current settings, then decides each file against its base (what vipergen generated, kept in
            .vipergen/modules/<Module>/bases/): untouched files take the new render; files you edited whose template
            text did not change are kept; files both changed are merged line by line, byte for byte (any encoding,
            CRLF or LF), and overlapping changes get conflict markers (<<<<<<< yours / ======= / >>>>>>> template) and
            make the run exit 2. An edited file whose base is missing or damaged is kept as it is and reported (exit
            2). New template files are created; files the template dropped are deleted unless you edited them. A
            generated file you deleted stays deleted; --restore writes it again (not one you moved elsewhere). A
            template older than the one that made a module (a teammate's vipergen or git catalog behind yours)
            refuses the update, which would take the module back; --allow-older goes back on purpose.
            Injections and the Xcode project follow. A new version that takes away a type other files the targets
            compile still name is refused (--no-clash-check updates anyway). Everything is one transaction, as for
            gen.
            """,
        options: UpdateOptions.self,
        run: run)

    static func run(_ arguments: Arguments<UpdateOptions>, _ context: CommandContext) throws -> ExitCode {
        let names = arguments.positional(\.modules) ?? []
        guard arguments.has(\.all) != !names.isEmpty else {
            throw UsageError(
                names.isEmpty
                    ? "'update' needs module names or --all, as in: vipergen update AgentDetail"
                    : "give module names or --all, not both")
        }
        let choice = arguments.value(\.onConflict) ?? .markers
        let style: ThreeWayMerge.ConflictStyle
        switch choice {
        case .markers, .fail: style = .markers(oursLabel: "yours", theirsLabel: "template")
        case .ours: style = .ours
        case .theirs: style = .theirs
        }
        var request = UpdateRequest(
            modules: names, conflictStyle: style, now: try sourceDateEpoch(environment: context.environment),
            parameters: arguments.pairs(\.param))
        request.checksClashes = !arguments.has(\.noClashCheck)
        request.restoresDeleted = arguments.has(\.restore)
        request.allowsOlderTemplate = arguments.has(\.allowOlder)
        let plan = try Planner(setup: try context.loadSetup(), fileSystem: context.fileSystem).plan(.update(request))
            .plan
        let flow = PlanFlow(
            output: .init(
                dryRun: arguments.has(\.dryRun), json: arguments.has(\.json), quiet: arguments.has(\.quiet)),
            heading: { plan, _ in "update of \(plan.modules.joined(separator: ", "))" },
            // For scripts: with --on-conflict fail, a run that cannot merge cleanly changes nothing.
            refusal: { plan in
                choice == .fail && !plan.merge.isClean
                    ? conflicts(plan, written: false, context: context) : nil
            },
            ending: { plan, written in
                guard !plan.merge.isClean else { return (nil, .success) }
                return (conflicts(plan, written: written, context: context), written ? .writtenWithConflicts : .failure)
            })
        return try flow.run(plan, context: context)
    }

    /// The files left (or, before writing, that would be left) with conflict markers or without the template's
    /// changes, for the user to resolve.
    static func conflicts(_ plan: GenerationPlan, written: Bool, context: CommandContext) -> String {
        var parts: [String] = []
        let have = written ? "have" : "would have"
        if !plan.merge.conflicted.isEmpty {
            let count = plan.merge.conflicted.count
            parts.append(
                "\(count) file\(count == 1 ? "" : "s") \(written ? (count == 1 ? "has" : "have") : have) conflicting "
                    + "changes; resolve the markers (<<<<<<< yours / ======= / >>>>>>> template) by hand:\n"
                    + plan.merge.conflicted.map { "  conflict  \(context.display($0))" }.joined(separator: "\n"))
        }
        if !plan.merge.unmerged.isEmpty {
            let count = plan.merge.unmerged.count
            parts.append(
                "\(count) edited file\(count == 1 ? " is" : "s are") \(written ? "" : "to be ")kept without the "
                    + "template's changes (their notes say why); compare with 'vipergen update --dry-run' and bring "
                    + "the changes in by hand:\n"
                    + plan.merge.unmerged.map { "  kept      \(context.display($0))" }.joined(separator: "\n"))
        }
        return DiagnosticText.error(parts.joined(separator: "\n"))
    }
}
