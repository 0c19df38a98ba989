import DiagnosticText
import Files
import JSON
import VipergenKit
import VipergenMerging
import VipergenSettings

/// `vipergen status`: the recorded modules and which of their files are no longer as vipergen wrote them; a CI gate.
enum StatusCommand {
    /// The word that runs the command.
    static let name = "status"

    static let command = Command(
        name: name,
        arguments: "[--json] [--strict] [--exit-zero]",
        summary: "List generated modules and what broke since; exit 3 when the app would not build or work was lost.",
        discussion: """
            Reads the module records in .vipergen/modules/ beside catalogs.yml (or the vipergen.lock of an earlier
            version, without moving it). Each generated file is 'generated' (as vipergen wrote it), 'edited'
            (changed since), 'moved' (gone, with a file of its name elsewhere in the project), 'deleted' (on
            purpose, as an update recorded) or 'missing'. Exits 3, the gate for CI, exactly when the app does not
            build or work was lost: conflict markers in a generated file, an injection target (such as Router.swift)
            or a project file; a generated file missing; a module's injected lines gone from their file (a merge
            kept one side: 'vipergen update <Module>' puts them back); a generated file outside the Xcode project or
            a target, or moved outside Xcode while the project still builds it from where it was; a record that
            cannot be read, or records git's ignore rules keep out of commits; a merge git stopped with a file the
            merge driver should have merged; a merge driver git cannot run. Edited files, files moved in Xcode and
            files deleted in Xcode and then left deleted by an update (which records it) are listed and fail only
            with --strict, as is a project file or injection target of a recorded module that .gitattributes no
            longer routes to the merge driver. --exit-zero exits 0 all the same.
            """,
        options: StatusOptions.self,
        run: run)

    static func run(_ arguments: Arguments<StatusOptions>, _ context: CommandContext) throws -> ExitCode {
        let setup = try context.loadSetup()
        let settings = setup.configuration
        guard let configuration = settings.file else {
            context.console.error(
                DiagnosticText.error("no catalogs.yml here or above; run 'vipergen init' to make one") + "\n")
            return .failure
        }
        let strict = arguments.has(\.strict)
        let root = Path.directory(configuration)
        let (lock, unreadable) = try ModuleLock.loadReadable(root: root, fileSystem: context.fileSystem)
        let status = try lock.status(root: root, fileSystem: context.fileSystem)
        let paths = status.flatMap { $0.files.map { Path.absolute($0.file.path, in: root) } }
        let missing = status.flatMap {
            $0.files.filter { $0.state == .missing }.map { Path.absolute($0.file.path, in: root) }
        }
        // A file moved or deleted outside Xcode leaves the project building it from where it was, which is no longer
        // there: `builtButAbsent`.
        let (gaps, builtButAbsent) = try XcodeProjectAudit.membership(
            of: paths, missing: Set(missing), configuration: settings, fileSystem: context.fileSystem)
        let gapByPath = Dictionary(gaps.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let moves = MovedFiles.find(missing, under: root, fileSystem: context.fileSystem)
        let relative = { (path: String) in Path.relative(path, to: root) }

        // Findings about the project as a whole first, then each module's.
        let projectConflicts = try XcodeProjectAudit.conflicts(configuration: settings, fileSystem: context.fileSystem)
        let injectionConflicts = InjectionTargetAudit.conflicts(of: setup, fileSystem: context.fileSystem)
        var general: [StatusFinding] = []
        for (path, line) in projectConflicts {
            general.append(
                StatusFinding(
                    .conflict, path: relative(path), line: line, message: "the Xcode project holds conflict markers",
                    strict: strict))
        }
        for (path, line) in injectionConflicts {
            general.append(
                StatusFinding(
                    .conflict, path: relative(path), line: line, message: "an injection target holds conflict markers",
                    strict: strict))
        }
        for error in unreadable {
            general.append(
                StatusFinding(.unreadableRecord, path: relative(error.path), message: error.reason, strict: strict))
        }
        general += gitFindings(
            context, root: root, strict: strict, routed: Self.mergedByDriver(lock, settings, context))

        var byModule: [String: [StatusFinding]] = [:]
        for (module, files) in status {
            var findings: [StatusFinding] = []
            for (file, state, conflictLine) in files {
                let path = Path.absolute(file.path, in: root)
                switch state {
                case .generated:
                    break
                case .edited:
                    if let conflictLine {
                        findings.append(
                            StatusFinding(
                                .conflict, path: file.path, line: conflictLine, module: module.name,
                                message: "conflict markers left by a merge or an update", strict: strict))
                    } else {
                        findings.append(
                            StatusFinding(
                                .edited, path: file.path, module: module.name, message: "changed since generated",
                                strict: strict))
                    }
                case .missing:
                    if let moved = moves[path], builtButAbsent.contains(path) {
                        findings.append(
                            StatusFinding(
                                .moved, path: file.path, module: module.name,
                                message: "moved to \(relative(moved)) outside Xcode, which still builds it from here "
                                    + "and cannot find it: move it back, then move it in Xcode",
                                strict: strict, breaks: true))
                    } else if let moved = moves[path] {
                        findings.append(
                            StatusFinding(
                                .moved, path: file.path, module: module.name, message: "moved to \(relative(moved))",
                                strict: strict))
                    } else if file.deleted == true, !builtButAbsent.contains(path) {
                        findings.append(
                            StatusFinding(
                                .deleted, path: file.path, module: module.name,
                                message:
                                    "deleted, and left so by an update: 'vipergen update \(module.name) --restore' "
                                    + "writes it again", strict: strict))
                    } else {
                        findings.append(
                            StatusFinding(
                                .missing, path: file.path, module: module.name,
                                message: builtButAbsent.contains(path)
                                    ? "deleted outside Xcode, which still builds it: 'vipergen update \(module.name) "
                                        + "--restore' writes it again, or delete it in Xcode too"
                                    : "deleted; 'vipergen update \(module.name) --restore' writes it again",
                                strict: strict))
                    }
                }
                if let gap = gapByPath[path] {
                    findings.append(
                        gap.isInProject
                            ? StatusFinding(
                                .notInTarget, path: file.path, module: module.name,
                                message: "not in target\(gap.missingTargets.count == 1 ? "" : "s") "
                                    + gap.missingTargets.joined(separator: ", "), strict: strict)
                            : StatusFinding(
                                .notInProject, path: file.path, module: module.name,
                                message: "not in the Xcode project", strict: strict))
                }
            }
            byModule[module.name] = findings
        }
        for lost in LostInjection.all(in: lock, root: root, fileSystem: context.fileSystem) {
            let message =
                lost.fileMissing
                ? "the file its lines were inserted into is gone; 'vipergen update \(lost.module)' needs it back"
                : "its lines are gone from this file (a merge kept one side?): '\(lost.lines.first?.trimmed ?? "")'"
                    + "; 'vipergen update \(lost.module)' inserts them again"
            byModule[lost.module, default: []].append(
                StatusFinding(
                    .lostInjection, path: relative(lost.path), module: lost.module, message: message, strict: strict))
        }

        let all = general + status.flatMap { byModule[$0.module.name] ?? [] }
        let failing = all.filter(\.fails)
        let code: ExitCode = failing.isEmpty || arguments.has(\.exitZero) ? .success : .broken
        if arguments.has(\.json) {
            var document = StatusDocument(
                status, gaps: gapByPath, root: root, checksProject: settings.xcodeProject != nil)
            document.clean = failing.isEmpty
            document.findings = all
            document.projectConflicts = projectConflicts.map {
                StatusDocument.ProjectConflict(path: relative($0.path), line: $0.line)
            }
            document.injectionConflicts = injectionConflicts.map {
                StatusDocument.ProjectConflict(path: relative($0.path), line: $0.line)
            }
            context.console.output(JSONWriter.encode(document))
            return code
        }
        let style = Style(context: context)
        var text = ""
        for finding in general {
            text += line(for: finding, style: style, context: context, root: root)
        }
        if status.isEmpty {
            if !text.isEmpty { context.console.output(text) }
            context.console.error(
                "no modules recorded in \(context.display(Path.join(root, ModuleLock.modulesFolder)))\n")
            return code
        }
        for (module, files) in status {
            let findings = byModule[module.name] ?? []
            let changed = files.filter { $0.state != .generated }.count
            text +=
                "\(module.name) (\(module.template) \(module.templateVersion), \(module.generated))"
                + (changed == 0 ? ": unchanged\n" : ": \(changed) of \(files.count) files changed\n")
            for finding in findings {
                text += "  " + line(for: finding, style: style, context: context, root: root)
            }
            if findings.contains(where: { $0.kind == .missing }) {
                text += style.paint(
                    "  'vipergen update \(module.name) --restore' writes the deleted files again; to keep them "
                        + "deleted, delete them in Xcode too and run 'vipergen update \(module.name)' (listed, not "
                        + "failing, from then on); 'vipergen remove \(module.name)' removes what is left of the module\n",
                    .dim)
            }
        }
        context.console.output(text)
        if !failing.isEmpty {
            let count = failing.count
            context.console.error(
                "\(count) problem\(count == 1 ? "" : "s") the app cannot ship with\(arguments.has(\.exitZero) ? "" : " (exit 3)")\n"
            )
        } else if !all.isEmpty {
            context.console.error("nothing broken; edited and moved files fail the gate only with --strict\n")
        }
        return code
    }

    /// The files vipergen's merge driver exists for that the recorded modules use and that are there: the Xcode
    /// projects the modules were added to, and the files their lines were injected into.
    static func mergedByDriver(_ lock: ModuleLock, _ settings: ProjectConfiguration, _ context: CommandContext)
        -> [String]
    {
        guard !lock.modules.isEmpty else { return [] }
        var paths: [String] = []
        if let project = settings.xcodeProject {
            for folder in [project.projectPath, project.testProjectPath] {
                paths.append(Path.join(folder, "project.pbxproj"))
            }
        }
        let root = Path.directory(settings.file ?? "")
        for module in lock.modules {
            for injection in module.injections ?? [] { paths.append(Path.absolute(injection.path, in: root)) }
        }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted && context.fileSystem.fileExists($0) }
    }

    /// Those of `paths` (from the repository's root) that `.gitattributes` does not route to vipergen's merge
    /// driver; `nil` when git cannot say.
    static func unrouted(_ paths: [String], in workTree: GitWorkTree) -> [String]? {
        guard !paths.isEmpty else { return [] }
        guard let attributes = try? workTree.attributes(["merge"], of: paths) else { return nil }
        return paths.filter { attributes[$0]?["merge"] != GitAttributes.driverName }
    }

    /// One finding as a line of text: its kind, the file (with the line of a conflict), and what to do.
    static func line(for finding: StatusFinding, style: Style, context: CommandContext, root: String) -> String {
        let path = context.display(Path.absolute(finding.path, in: root))
        let color: Style.Color = finding.fails ? .red : .yellow
        switch finding.kind {
        case .conflict where finding.module == nil:
            return style.paint("conflict", .red) + "  \(path):\(finding.line ?? 0)  (\(finding.message))\n"
        case .conflict:
            return style.paint("conflict", .red) + " \(path):\(finding.line ?? 0)\n"
        case .edited, .missing, .deleted:
            return style.paint(finding.kind.rawValue.padding(7), color) + "  \(path)\n"
        case .notInProject, .notInTarget:
            return style.paint(finding.message, .red) + "  \(path)\n"
        case .moved, .lostInjection, .unreadableRecord, .unmerged, .mergeDriver, .ignoredRecords:
            let label = finding.kind == .lostInjection ? "lost" : finding.kind.rawValue.replacing("_", with: " ")
            return style.paint(label.padding(7), color) + "  \(path): \(finding.message)\n"
        }
    }

    /// Whether git's ignore rules (a `.vipergen/` line in `.gitignore`, taking vipergen's folder for a cache) leave
    /// the records of modules, or their bases, out of commits: teammates and CI then see no module, `update` and
    /// `remove` know none, and this gate checks nothing in a clone. Asked of a module that is not there, so that
    /// records committed before the rule (which git keeps tracking) do not hide it from new ones.
    static func ignoredRecords(in workTree: GitWorkTree, root: String, strict: Bool) -> StatusFinding? {
        let folder = Path.join(root, ModuleLock.modulesFolder)
        guard Path.isInside(folder, workTree.root) else { return nil }
        let record = Path.relative(Path.join(folder, "Module/record.json"), to: workTree.root)
        let base = Path.relative(Path.join(folder, "Module/bases/0123abcd"), to: workTree.root)
        guard let rules = try? workTree.ignoringRules(of: [record, base]),
            let (path, rule) = rules.first(where: { $0.key == record }) ?? rules.first
        else { return nil }
        let what = path == record ? "vipergen's module records" : "the bases of vipergen's module records"
        return StatusFinding(
            .ignoredRecords, path: ModuleLock.modulesFolder,
            message: "git ignores \(what) ('\(rule.pattern)', \(rule.place)): modules generated here are not "
                + "committed, so teammates and CI see none of them and this check finds nothing in a clone; ignore "
                + ".vipergen/cache/ at most (it ignores itself already) and commit .vipergen/modules/",
            strict: strict)
    }

    /// What git says of the repository around the project: a merge it stopped that left files vipergen's driver
    /// merges unmerged (with or without conflict markers: without, when the driver never ran and git kept our side),
    /// and a merge driver git cannot run. Nothing outside a repository or without git.
    /// - Parameter routed: The files the recorded modules need merged by the driver (absolute paths): a note when
    ///   `.gitattributes` routes one of them elsewhere, and vipergen's to merge when a stopped merge left them unmerged.
    static func gitFindings(_ context: CommandContext, root: String, strict: Bool, routed: [String])
        -> [StatusFinding]
    {
        guard
            let workTree = try? GitWorkTree(
                containing: root, fileSystem: context.fileSystem, environment: context.environment)
        else { return [] }
        var findings: [StatusFinding] = []
        if let state = try? MergeDriverSetup(workTree: workTree, fileSystem: context.fileSystem).state(),
            let problem = MergeDriverReminder.problem(state)
        {
            var finding = StatusFinding(
                .mergeDriver, path: GitAttributes.fileName, message: problem.text, strict: strict)
            finding.fails = problem.failing || strict
            findings.append(finding)
        }
        if let finding = ignoredRecords(in: workTree, root: root, strict: strict) { findings.append(finding) }
        // The recorded modules' files in this repository, as git names them.
        let ours = routed.filter { Path.isInside($0, workTree.root) }.map { Path.relative($0, to: workTree.root) }
        if let unrouted = Self.unrouted(ours, in: workTree), !unrouted.isEmpty {
            let names = unrouted.map { Path.relative(Path.join(workTree.root, $0), to: root) }.joined(separator: ", ")
            var finding = StatusFinding(
                .mergeDriver, path: GitAttributes.fileName,
                message: "routes no merge of \(names) to vipergen's merge driver (the repository came after the "
                    + "first module, or a merge of a branch that removed the last one took its lines away): two "
                    + "branches that each add a module then conflict there, or keep one side; "
                    + "'vipergen merge-driver --install' routes " + (unrouted.count == 1 ? "it" : "them"),
                strict: strict)
            // Nothing is lost yet: a note, which fails only with --strict.
            finding.fails = strict
            findings.append(finding)
        }
        let unmerged = (try? UnmergedFile.list(in: workTree)) ?? []
        guard !unmerged.isEmpty else { return findings }
        let attributes = (try? workTree.attributes(["merge"], of: unmerged.map(\.path))) ?? [:]
        // A recorded module's injection target is vipergen's to merge even where .gitattributes no longer says so
        // (the merge being made took the lines away).
        let injected = Set(ours)
        for file in unmerged
        where UnmergedFile.isVipergens(file.path, attributes: attributes[file.path] ?? [:])
            || injected.contains(file.path)
        {
            let absolute = Path.join(workTree.root, file.path)
            let bytes = (try? context.fileSystem.contents(of: absolute)) ?? nil
            let marked = bytes.flatMap { ConflictMarkers.firstLine(in: $0) } != nil
            let message =
                marked
                ? "git stopped a merge here with conflicts; 'vipergen resolve' merges it again from git's versions"
                : "git stopped a merge and left only one side here, without conflict markers: the merge driver did "
                    + "not run; 'vipergen resolve' merges both sides (adding it as it is drops the other side's work)"
            findings.append(
                StatusFinding(.unmerged, path: Path.relative(absolute, to: root), message: message, strict: strict))
        }
        return findings
    }
}
