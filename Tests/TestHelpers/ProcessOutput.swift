import Foundation

/// Runs `process` with standard output and error collected in a file in a `TemporaryFolder`, and waits for it.
///
/// Not a pipe: with many child processes exiting, reading a pipe through FileHandle can fail with EINTR, which
/// Foundation turns into a crash on Linux.
public func runCapturingOutput(_ process: Process) throws -> Data {
    let folder = try TemporaryFolder("output")
    let path = try folder.write([], to: "output")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
}
