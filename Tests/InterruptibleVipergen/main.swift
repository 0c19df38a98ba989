// `vipergen` with a pause before every write, for the tests that interrupt a run half-way. Built with the tests,
// never part of the release `vipergen`: the pause comes from `VIPERGEN_WRITE_DELAY_MS` (150 by default). With
// `VIPERGEN_KILL_AT_CHANGE=N` it kills itself (SIGKILL) before its N-th change to the disk instead.
import Files
import TestFileSystems
import VipergenCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

var context = CommandContext(
    environment: ProcessEnvironment.current(),
    currentDirectory: ProcessEnvironment.currentDirectory(),
    isOutputTerminal: isatty(STDOUT_FILENO) != 0)
if let killAt = context.environment["VIPERGEN_KILL_AT_CHANGE"].flatMap(Int.init) {
    context.fileSystem = KillingFileSystem(base: context.fileSystem, killAt: killAt)
} else {
    let delay = context.environment["VIPERGEN_WRITE_DELAY_MS"].flatMap(UInt32.init) ?? 150
    context.fileSystem = DelayedFileSystem(base: context.fileSystem, milliseconds: delay)
}
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), context: context))
