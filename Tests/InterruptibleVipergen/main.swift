// `vipergen` with a pause before every write, for the tests that interrupt a run half-way. Built with the tests,
// never part of the release `vipergen`: the pause comes from `VIPERGEN_WRITE_DELAY_MS` (150 by default). With
// `VIPERGEN_KILL_AT_CHANGE=N` it kills itself (SIGKILL) before its N-th change to the disk instead. With
// `VIPERGEN_REPORT_PEAK_MEMORY` set it prints its peak memory at the end, for the benchmark (run it with
// `VIPERGEN_WRITE_DELAY_MS=0`).
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
let code = CLI.run(Array(CommandLine.arguments.dropFirst()), context: context)
if context.environment["VIPERGEN_REPORT_PEAK_MEMORY"] != nil {
    // This process's own high-water mark: a parent's wait4 figure would include the parent's memory, which Linux
    // carries into a spawned child.
    let status =
        ((try? LocalFileSystem().contents(of: "/proc/self/status")) ?? nil).map {
            String(decoding: $0, as: UTF8.self)
        } ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? "VmHWM: unknown"
    context.console.error(
        "peak memory \(line.dropFirst(6).split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))\n")
}
exit(code)
