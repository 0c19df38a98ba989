// The `vipergen` executable: everything happens in VipergenCLI, which returns the exit code.
import VipergenCLI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let context = CommandContext(
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    isOutputTerminal: isatty(STDOUT_FILENO) != 0)
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), context: context))
