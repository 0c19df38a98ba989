// The `vipergen` executable: everything happens in VipergenCLI, which returns the exit code.
import Files
import VipergenCLI
import VipergenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let currentDirectory = ProcessEnvironment.currentDirectory()
// Started by a path (not found on PATH by name): the merge driver's config names that path.
let started = CommandLine.arguments.first ?? ""
let context = CommandContext(
    environment: ProcessEnvironment.current(),
    currentDirectory: currentDirectory,
    isOutputTerminal: isatty(STDOUT_FILENO) != 0,
    executable: started.contains("/") ? Path.absolute(started, in: currentDirectory) : nil)
let code = CLI.run(Array(CommandLine.arguments.dropFirst()), context: context)
if context.environment["VIPERGEN_REPORT_PEAK_MEMORY"] != nil {
    // For the benchmark: this process's own high-water mark. A parent's wait4 figure would include the parent's
    // memory, which Linux carries into a spawned child.
    let status =
        ((try? LocalFileSystem().contents(of: "/proc/self/status")) ?? nil).map {
            String(decoding: $0, as: UTF8.self)
        } ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? "VmHWM: unknown"
    context.console.error(
        "peak memory \(line.dropFirst(6).split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))\n")
}
exit(code)
