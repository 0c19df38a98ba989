// The `vipergen` executable: everything happens in VipergenCLI, which returns the exit code.
import Files
import VipergenCLI
import VipergenSettings

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line run with what the process was given. In a function rather than at the top level, whose variables
/// are the main actor's: a closure over one of them made the compiler check the executor, which linked Swift's
/// concurrency runtime and Dispatch into the binary, and their start-up into every run.
func run() -> Int32 {
    let currentDirectory = ProcessEnvironment.currentDirectory()
    // The executable's absolute path, by the path it was started with or where PATH found it: the merge driver's
    // config names that path, so that git finds it without the shell's PATH.
    let started = CommandLine.arguments.first ?? ""
    let environment = ProcessEnvironment.current()
    let executable =
        started.contains("/")
        ? Path.absolute(started, in: currentDirectory)
        : ExternalProgram.find(started, environment: environment).map { Path.absolute($0.path, in: currentDirectory) }
    let context = CommandContext(
        environment: environment,
        currentDirectory: currentDirectory,
        isOutputTerminal: isatty(STDOUT_FILENO) != 0,
        executable: executable)
    return CLI.run(Array(CommandLine.arguments.dropFirst()), context: context)
}

exit(run())
