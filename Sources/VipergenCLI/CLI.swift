import DiagnosticText
import Files
import VipergenKit
import VipergenSettings

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `vipergen` command line: parses arguments, runs a command, prints, and returns the exit code.
public enum CLI {
    public static let version = "0.1.0"

    static let helpOption = OptionSpec.flag("help", short: "h", "Show help for this command.")

    /// Every command's name and the command, in the order help lists them. A run makes only the command it runs:
    /// making all fourteen, with their options, cost every run 45,000 instructions.
    static let table: [(name: String, command: @Sendable () -> Command)] = [
        (GenCommand.name, { GenCommand.command }), (ListCommand.name, { ListCommand.command }),
        (RenderCommand.name, { RenderCommand.command }), (StatusCommand.name, { StatusCommand.command }),
        (OutdatedCommand.name, { OutdatedCommand.command }), (UpdateCommand.name, { UpdateCommand.command }),
        (RemoveCommand.name, { RemoveCommand.command }), (CompletionCommand.name, { CompletionCommand.command }),
        (TemplateCommand.name, { TemplateCommand.command }), (CatalogCommand.name, { CatalogCommand.command }),
        (InitCommand.name, { InitCommand.command }), (MergeDriverCommand.name, { MergeDriverCommand.command }),
        (ResolveCommand.name, { ResolveCommand.command }),
        (XcodeTemplatesCommand.name, { XcodeTemplatesCommand.command }),
    ]

    /// Every command, for help and completion.
    static var commands: [Command] { table.map { $0.command() } }

    /// The command called `name`, made now; `nil` when there is none.
    static func command(named name: String) -> Command? {
        table.first { $0.name == name }?.command()
    }

    /// Runs `vipergen` with `arguments` (without the program name).
    /// - Returns: The exit code: 0 success, 1 failure, 64 usage error.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        runCommand(arguments, context: context).rawValue
    }

    private static func runCommand(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.console.error(overview())
            return .usage
        }
        switch first {
        case "-h", "--help":
            context.console.output(overview())
            return .success
        case "--version", "version":
            context.console.output("vipergen \(version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = Self.command(named: first) else {
            var message = "unknown command '\(first)'"
            if let suggestion = Suggestion.closest(to: first, in: table.map(\.name) + ["help", "version"]) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.console.error("\(UsageError(message))\nrun 'vipergen --help' to see the commands\n")
            return .usage
        }
        do {
            // One command at a time in a project: the folder of its settings, and that of an unfinished run's journal
            // when it is another, stay locked until this command ends.
            let unfinished = PlanWriter.unfinishedRunFolder(
                above: context.currentDirectory, fileSystem: context.fileSystem)
            let project = Setup.settingsFile(from: context.currentDirectory, in: context.fileSystem).map(Path.directory)
            let lock = try ProjectLock.hold([project, unfinished].compactMap { $0 }, context: context)
            defer { lock.release() }
            // A run killed before it finished (kill -9, a crash) left its journal: undo it before anything else.
            if let unfinished,
                let recovered = try PlanWriter.recoverInterruptedRun(in: unfinished, fileSystem: context.fileSystem)
            {
                context.console.error("note: \(recovered)\n")
            }
            var parsed = try parseArguments(
                Array(arguments.dropFirst()), options: command.options + [helpOption], command: command.name,
                currentDirectory: context.currentDirectory)
            if parsed.flags.contains(helpOption.name) {
                context.console.output(help(for: command))
                return .success
            }
            parsed.positionalValues = try assignPositionals(
                parsed.positionals, to: command.positionals, command: command.name,
                currentDirectory: context.currentDirectory)
            return try command.run(parsed, context)
        } catch let error as InterruptedRun {
            context.console.error("\(error)\n")
            return error.signal == SIGTERM ? .terminated : .interrupted
        } catch let error as UsageError {
            context.console.error("\(error)\n\(command.usage)\nrun 'vipergen help \(command.name)' for more\n")
            return .usage
        } catch {
            context.console.error("\(error)\n")
            return .failure
        }
    }

    private static func help(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let name = arguments.first else {
            context.console.output(overview())
            return .success
        }
        guard let command = Self.command(named: name) else {
            var message = "no help for '\(name)': there is no such command"
            if let suggestion = Suggestion.closest(to: name, in: table.map(\.name)) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.console.error("\(UsageError(message))\n")
            return .usage
        }
        context.console.output(help(for: command))
        return .success
    }

    static func overview() -> String {
        var text = """
            vipergen \(version): scaffolds iOS architecture modules (VIPER and friends) from templates.

            usage: vipergen <command> [options]

            commands:

            """
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands {
            text += "  \(command.name.padding(width))  \(command.summary)\n"
        }
        text += """
              \("help".padding(width))  Show help for a command.

            options:
              -h, --help  Show this help.
              --version   Print the version.

            run 'vipergen help <command>' for a command's options.

            """
        return text
    }

    static func help(for command: Command) -> String {
        var text = "\(command.summary)\n\n\(command.usage)\n"
        if !command.discussion.isEmpty { text += "\n\(command.discussion)\n" }
        let options = command.options + [helpOption]
        let width = max(
            options.map(\.synopsis.count).max() ?? 0, command.positionals.map(\.synopsis.count).max() ?? 0)
        if !command.positionals.isEmpty {
            text += "\narguments:\n"
            for positional in command.positionals {
                text += "  \(positional.synopsis.padding(width))  \(positional.help)\n"
            }
        }
        text += "\noptions:\n"
        for option in options {
            text += "  \(option.synopsis.padding(width))  \(option.help)\n"
        }
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
