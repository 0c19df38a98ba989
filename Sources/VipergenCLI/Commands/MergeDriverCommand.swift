import DiagnosticText
import Files
import ProjectMerge
import VipergenKit
import VipergenMerging
import VipergenSettings

/// `vipergen merge-driver <base> <ours> <theirs> [<path>]`: what git runs to merge a file `.gitattributes` routes
/// to vipergen; `merge-driver --install` sets a repository up for it.
enum MergeDriverCommand {
    /// The word that runs the command.
    static let name = "merge-driver"

    static let command = Command(
        name: name,
        arguments: "<base> <ours> <theirs> [<path>] [--marker-size N] [--ours-label L] [--theirs-label L] "
            + "[--base-label L] | --install",
        summary: "Merge a project file or an injection target for git; --install sets the repository up.",
        discussion: """
            git runs it as '<path of vipergen> merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y
            --base-label=%S %O %A %B %P' for the files .gitattributes routes to the driver named vipergen: <base>,
            <ours> and <theirs> are the three versions, <path> the file's path in the repository. Conflict markers
            carry the labels git passes (git 2.44 and later), else HEAD and the branch merged; with git's
            merge.conflictStyle set to diff3 or zdiff3, they hold the base's version too. A .pbxproj file is merged by objects; any other file line by line,
            where lines both sides inserted at an injection anchor of the project's templates (such as bviper's
            '// vipergen:modules' in Router.swift) are all kept, in an order that does not depend on the side.
            The result replaces <ours>, keeping its mode. Exit 0 when merged cleanly, 1 when conflicts remain
            (marked in <ours>); when a file cannot be read, <ours> is left as it was. Never asks anything.
            --install, run once in each clone: adds the lines .gitattributes lacks ('*.pbxproj merge=vipergen'
            and the injection targets that exist) and sets merge.vipergen.name and merge.vipergen.driver in the
            repository's own .git/config (never the global config), naming this vipergen by its absolute path so
            that Xcode and GUI clients, which run git without the shell's PATH, run it too. Run it again after
            moving vipergen. 'vipergen init' does it in a repository.
            """,
        options: MergeDriverOptions.self,
        run: run)

    static func run(_ arguments: Arguments<MergeDriverOptions>, _ context: CommandContext) throws -> ExitCode {
        if arguments.has(\.install) {
            guard arguments.positional(\.base) == nil else {
                throw UsageError("'merge-driver --install' takes no files")
            }
            return try install(context)
        }
        guard let base = arguments.positional(\.base), let ours = arguments.positional(\.ours),
            let theirs = arguments.positional(\.theirs)
        else {
            throw UsageError(
                "'merge-driver' needs <base> <ours> <theirs> and optionally <path>, as git passes %O %A %B %P")
        }
        let size = arguments.value(\.markerSize) ?? 7
        let markers = MergeDriver.markers(
            labels: (arguments.value(\.oursLabel), arguments.value(\.theirsLabel), arguments.value(\.baseLabel)),
            conflictStyle: conflictStyle(context), size: size, environment: context.environment)
        let files = [base, ours, theirs]
        let path = arguments.positional(\.path) ?? ours.given
        var contents: [[UInt8]] = []
        for file in files {
            guard let bytes = try? context.fileSystem.contents(of: file.path) else {
                context.console.error(
                    DiagnosticText.error("vipergen merge-driver: cannot read \(file.given); \(ours.given) is unchanged")
                        + "\n")
                return .failure
            }
            contents.append(bytes)
        }
        let driver = MergeDriver.load(
            for: path, from: Path.directory(context.absolute(path)), fileSystem: context.fileSystem,
            environment: context.environment)
        let outcome = driver.merge(
            base: contents[0], ours: contents[1], theirs: contents[2], path: path, markers: markers)
        removeLeftovers(beside: ours.path, fileSystem: context.fileSystem)
        do {
            try context.fileSystem.replaceFile(at: ours.path, with: outcome.bytes)
        } catch {
            context.console.error(
                DiagnosticText.error("vipergen merge-driver: cannot write \(ours.given): \(error)") + "\n")
            return .failure
        }
        if let reason = outcome.lineMergeReason {
            context.console.error("note: \(path): merged line by line: \(reason)\n")
        }
        guard outcome.isClean else {
            let count = outcome.conflicts.count
            context.console.error(
                "\(path): \(count) conflict\(count == 1 ? "" : "s") left\n"
                    + outcome.conflicts.map { "  \($0)\n" }.joined())
            return .failure
        }
        return .success
    }

    /// Removes what a driver killed between writing its result and renaming it over git's `%A` left in the work tree:
    /// its temporary file (`..merge_file_a1B2c3.vipergen-123`). git names `%A` `.merge_file_` and six characters
    /// and removes it after each merge, so a temporary file of such a name that is gone is a leftover.
    static func removeLeftovers(beside ours: String, fileSystem: any FileSystem) {
        let folder = Path.directory(ours)
        _ = ReplacementName.removeTemporaryFiles(in: folder, fileSystem: fileSystem) { owner in
            owner.hasPrefix(".merge_file_") && !fileSystem.fileExists(Path.join(folder, owner))
        }
    }

    /// git's `merge.conflictStyle` in the repository around the current folder; `nil` when it is not set or git
    /// cannot be asked.
    static func conflictStyle(_ context: CommandContext) -> String? {
        let workTree = try? GitWorkTree(
            containing: context.currentDirectory, fileSystem: context.fileSystem, environment: context.environment)
        return (try? workTree?.config("merge.conflictStyle")) ?? nil
    }

    /// `--install`: routes files in .gitattributes and registers the driver in the repository's config.
    static func install(_ context: CommandContext) throws -> ExitCode {
        let report = try setUp(context)
        if report.addedLines.isEmpty, report.configuredKeys.isEmpty {
            context.console.error("the merge driver is already set up in this repository\n")
        }
        return .success
    }

    /// Sets the repository around the current folder up for the driver, printing what changed.
    @discardableResult
    static func setUp(_ context: CommandContext) throws -> MergeDriverSetup.Report {
        let workTree = try GitWorkTree(
            containing: context.currentDirectory, fileSystem: context.fileSystem, environment: context.environment)
        let targets =
            (try? Setup.load(
                from: context.currentDirectory, fileSystem: context.fileSystem, defaultAuthor: "",
                environment: context.environment)).map {
                MergeDriverSetup.injectionTargets(of: $0, fileSystem: context.fileSystem)
            } ?? []
        let command = MergeDriverSetup.command(executable: context.executable)
        let report = try MergeDriverSetup(workTree: workTree, fileSystem: context.fileSystem).install(
            targets: targets, command: command)
        if !report.addedLines.isEmpty {
            let verb = report.createdAttributes ? "create   " : "modify   "
            context.console.output("\(verb) \(context.display(report.attributesFile))\n")
            for line in report.addedLines { context.console.error("  + \(line)\n") }
        }
        if !report.configuredKeys.isEmpty {
            context.console.output("configure \(report.configuredKeys.joined(separator: ", ")) (.git/config)\n")
        }
        return report
    }
}
