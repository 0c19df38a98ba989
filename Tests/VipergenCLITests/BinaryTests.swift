import Foundation
import Testing

/// A few end-to-end runs of the built `vipergen` executable: what a user and a CI script actually see.
@Suite("vipergen executable")
struct BinaryTests {
    /// The `vipergen` built beside the test bundle.
    static let executable: String = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("vipergen").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "vipergen"
    }()

    /// Runs the executable in `directory` with no terminal on standard input.
    static func run(_ arguments: [String], in directory: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["SOURCE_DATE_EPOCH": "1795305600", "USER": "tester", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            exitCode: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    @Test func generatesAModuleAndRefusesToClobberIt() throws {
        let sandbox = try Sandbox()
        let first = try Self.run(["gen", "AgentDetail", "bviper", "--output", "out"], in: sandbox.path)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardOutput.split(separator: "\n").count == 10)
        #expect(first.standardError == "generated AgentDetail from 'bviper': 10 created\n")
        #expect(try sandbox.files().count == 10)

        try sandbox.write("// mine\n", to: "out/AgentDetail/Entity/AgentDetailEntity.swift")
        let before = try sandbox.snapshot()
        let second = try Self.run(["gen", "AgentDetail", "bviper", "--output", "out"], in: sandbox.path)
        #expect(second.exitCode == 1)
        #expect(second.standardOutput.isEmpty)
        #expect(second.standardError.contains("  conflict  out/AgentDetail/Entity/AgentDetailEntity.swift\n"))
        #expect(try sandbox.snapshot() == before)
    }

    @Test func exitCodesForUsageAndFailures() throws {
        let sandbox = try Sandbox()
        let invalid = try Self.run(["gen", "9Lives", "bviper"], in: sandbox.path)
        #expect(invalid.exitCode == 64)
        #expect(invalid.standardError.hasPrefix("error: '9Lives' cannot be a module name: it starts with a digit"))
        let unknown = try Self.run(["gen", "AgentDetail", "bvipr"], in: sandbox.path)
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("did you mean 'bviper'?"))
        #expect(try Self.run(["--version"], in: sandbox.path).standardOutput.hasPrefix("vipergen "))
        #expect(try Self.run(["frobnicate"], in: sandbox.path).exitCode == 64)
        #expect(try sandbox.files().isEmpty)
    }
}
