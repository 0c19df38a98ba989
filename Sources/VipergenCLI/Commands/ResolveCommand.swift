import DiagnosticText
import Files
import VipergenKit

/// `vipergen resolve [path...]`: after a merge that stopped with conflicts, merges each unmerged file again from
/// the three versions git keeps in its index, as the merge driver would have.
enum ResolveCommand {
    static let command = Command(
        name: "resolve",
        arguments: "[path ...] [--dry-run]",
        summary: "Resolve a stopped merge's conflicts in project files and injection targets from git's index.",
        discussion: """
            For a merge that stopped with conflicts (a clone without the merge driver, or conflicts another tool
            made): each unmerged path (all of them, or those given) is merged again from the versions git keeps in
            its index (base, ours, theirs; an empty base when both sides added the file), as 'vipergen
            merge-driver' merges. The result replaces the working file; a file left without conflicts is staged
            with 'git add', one with real conflicts keeps their markers. A file deleted on one side is left as it
            is. Exit 0 when every file was resolved, 1 when conflicts remain.
            """,
        options: ResolveOptions.self,
        run: run)

    static func run(_ arguments: Arguments<ResolveOptions>, _ context: CommandContext) throws -> ExitCode {
        let workTree = try GitWorkTree(
            containing: context.currentDirectory, fileSystem: context.fileSystem, environment: context.environment)
        var files = try UnmergedFile.list(in: workTree)
        if !arguments.positionals.isEmpty {
            let wanted = arguments.positionals.map { Path.relative(context.absolute($0), to: workTree.root) }
            for path in wanted where !files.contains(where: { $0.path == path }) {
                context.console.error("warning: \(path) is not unmerged\n")
            }
            files = files.filter { wanted.contains($0.path) }
        }
        guard !files.isEmpty else {
            context.console.error("nothing to resolve: no unmerged paths\n")
            return .success
        }
        let dryRun = arguments.has(\.dryRun)
        var unresolved = 0
        for file in files {
            let display = context.display(Path.join(workTree.root, file.path))
            guard file.hasBothSides else {
                unresolved += 1
                context.console.output("skipped   \(display) (deleted on one side)\n")
                continue
            }
            let driver = MergeDriver.load(
                for: file.path, from: Path.directory(Path.join(workTree.root, file.path)),
                fileSystem: context.fileSystem,
                environment: context.environment)
            let outcome = try file.resolve(
                with: driver, in: workTree, fileSystem: context.fileSystem, dryRun: dryRun)
            if outcome.isClean {
                context.console.output("\(dryRun ? "would resolve" : "resolved ") \(display)\n")
            } else {
                unresolved += 1
                let count = outcome.conflicts.count
                context.console.output("conflicts \(display): \(count) conflict\(count == 1 ? "" : "s") left\n")
                for conflict in outcome.conflicts { context.console.error("  \(conflict)\n") }
            }
        }
        return unresolved == 0 ? .success : .failure
    }
}
