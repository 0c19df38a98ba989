import Foundation

/// Runs `process` with standard output and error collected in a temporary file, and waits for it.
///
/// Not a pipe: with many child processes exiting, reading a pipe through FileHandle can fail with EINTR, which
/// Foundation turns into a crash on Linux.
public func runCapturingOutput(_ process: Process) throws -> Data {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-output-\(UUID())").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
}
