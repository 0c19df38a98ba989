import Dispatch
import Foundation

/// A program vipergen runs but does not ship, such as `git` or `swiftc`, found on `PATH`.
public struct ExternalProgram: Sendable {
    /// The executable's absolute path.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// What a finished run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errorOutput: String

        /// The last non-empty line of standard error (or output), where programs say what went wrong.
        public var reason: String {
            let lines = (errorOutput + "\n" + output).split(separator: "\n").map(\.trimmed).filter { !$0.isEmpty }
            return lines.last(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) ?? lines.last
                ?? "exit status \(status)"
        }
    }

    /// Finds `name` in the folders of `PATH` (from `environment`), as a shell would.
    public static func find(_ name: String, environment: [String: String]) -> ExternalProgram? {
        guard let path = environment["PATH"] else { return nil }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = Path.join(String(folder), name)
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return ExternalProgram(path: candidate)
            }
        }
        return nil
    }

    /// Runs the program with standard input closed, and waits for it.
    /// - Parameters:
    ///   - arguments: Passed as they are, never through a shell.
    ///   - directory: The working directory; the current one when `nil`.
    ///   - environment: The program's whole environment.
    /// - Throws: When the program cannot be started at all.
    public func run(_ arguments: [String], in directory: String? = nil, environment: [String: String]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes at once: a program that fills one while we wait on the other would never finish.
        let errorBytes = PipeReader(errorOutput.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorBytes.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
