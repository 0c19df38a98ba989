import DiagnosticText
import Files
import ProjectMerge
import VipergenKit
import VipergenMerging

/// `vipergen resolve [path...]`: after a merge that stopped with conflicts, merges each unmerged file again from
/// the three versions git keeps in its index, as the merge driver would have.
enum ResolveCommand {
    /// The word that runs the command.
    static let name = "resolve"

    static let command = Command(
        name: name,
        arguments: "[path ...] [--dry-run]",
        summary: "Resolve a stopped merge's conflicts in project files and injection targets from git's index.",
        discussion: """
            For a merge that stopped with conflicts (a clone without the merge driver, or conflicts another tool
            made): each unmerged Xcode project file and each file .gitattributes routes to vipergen's driver (the
            injection targets) is merged again from the versions git keeps in its index (base, ours, theirs; an
            empty base when both sides added the file), as 'vipergen merge-driver' merges, with the conflict marker
            size git's attributes give. The result replaces the working file; a file left without conflicts is
            staged with 'git add', one with real conflicts keeps their markers. Paths (files, or folders for the
            unmerged files below them) name other text files to merge line by line too, and files to merge again.
            A shared file such as Router.swift that one side deleted with the last module that injected into it,
            while the other side generated another, is kept without the removed modules' lines (as their records in
            the merge base list them) and staged. Left as git left them, each with what to do: any other file
            deleted on one side, a link, a binary file, and,
            unless named, any other file and a file whose conflict markers are gone (resolved by hand). Exit 0 when
            every file was resolved, 1 when conflicts remain.
            """,
        options: ResolveOptions.self,
        run: run)

    static func run(_ arguments: Arguments<ResolveOptions>, _ context: CommandContext) throws -> ExitCode {
        let workTree = try GitWorkTree(
            containing: context.currentDirectory, fileSystem: context.fileSystem, environment: context.environment)
        let unmerged = try UnmergedFile.list(in: workTree)
        // The merge that stopped here is likely not the last: a driver that cannot run drops a side again.
        MergeDriverReminder.remind(context)
        var files = unmerged
        let paths = arguments.positional(\.paths) ?? []
        let named = !paths.isEmpty
        if named {
            // A path names that file, or the unmerged files below it when it is a folder.
            let wanted = paths.map { Path.relative($0.path, to: workTree.root) }
            func covers(_ path: String, _ file: UnmergedFile) -> Bool {
                path == "." || path.isEmpty || file.path == path || file.path.hasPrefix(path + "/")
            }
            for path in wanted where !unmerged.contains(where: { covers(path, $0) }) {
                context.console.error("warning: \(path) is not unmerged\n")
            }
            files = unmerged.filter { file in wanted.contains { covers($0, file) } }
        }
        guard !files.isEmpty else {
            context.console.error(
                unmerged.isEmpty
                    ? "nothing to resolve: no unmerged paths\n"
                    : "nothing to resolve: none of the paths given is unmerged\n")
            return unmerged.isEmpty ? .success : .failure
        }
        let attributes = try workTree.attributes(["merge", "conflict-marker-size"], of: files.map(\.path))
        let dryRun = arguments.has(\.dryRun)
        let conflictStyle = try workTree.config("merge.conflictStyle")
        var unresolved = 0
        for file in files {
            let absolute = Path.join(workTree.root, file.path)
            let display = context.display(absolute)
            let fileAttributes = attributes[file.path] ?? [:]
            let working = try? context.fileSystem.contents(of: absolute)
            let versions = try file.versions(in: workTree)
            if let merged = try Self.withoutRemovedModules(file, versions: versions, in: workTree) {
                if !dryRun {
                    try file.write(
                        MergeDriver.Outcome(bytes: merged), in: workTree,
                        fileSystem: context.fileSystem)
                }
                context.console.output(
                    "\(dryRun ? "would resolve" : "resolved ") \(display)  (kept for the modules that still use it, "
                        + "without the lines of those the other side removed)\n")
                continue
            }
            if let skip = file.skip(
                named: named, attributes: fileAttributes, working: working ?? nil, versions: versions)
            {
                unresolved += 1
                context.console.output("skipped   \(display): \(skip)\n")
                continue
            }
            let driver = MergeDriver.load(
                for: file.path, from: Path.directory(absolute), fileSystem: context.fileSystem,
                environment: context.environment)
            let markers = MergeDriver.markers(
                labels: (nil, nil, nil), conflictStyle: conflictStyle,
                size: UnmergedFile.markerSize(in: fileAttributes), environment: [:])
            let outcome = driver.merge(
                base: versions.base, ours: versions.ours, theirs: versions.theirs, path: file.path, markers: markers)
            if !dryRun { try file.write(outcome, in: workTree, fileSystem: context.fileSystem) }
            if outcome.isClean {
                context.console.output("\(dryRun ? "would resolve" : "resolved ") \(display)\n")
            } else {
                unresolved += 1
                let count = outcome.conflicts.count
                context.console.output("conflicts \(display): \(count) conflict\(count == 1 ? "" : "s") left\n")
                for conflict in outcome.conflicts { context.console.output("  \(display): \(conflict)\n") }
            }
        }
        return unresolved == 0 ? .success : .failure
    }

    /// A shared file one side deleted with the last module that injected into it, while the other side changed it
    /// (generated another module): the changed side's version without the removed modules' lines. `nil` for any
    /// other file, and when those lines are not in the changed version as recorded.
    static func withoutRemovedModules(
        _ file: UnmergedFile, versions: UnmergedFile.Versions, in workTree: GitWorkTree
    ) throws -> [UInt8]? {
        guard !file.isLinkOrSubmodule, !versions.isBinary, let blocks = try file.linesOfRemovedModules(in: workTree),
            !blocks.isEmpty
        else { return nil }
        return InjectedLines.removing(blocks, from: file.stages[2] == nil ? versions.theirs : versions.ours)
    }
}
