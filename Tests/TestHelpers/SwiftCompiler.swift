import Foundation

/// Runs the toolchain's `swiftc` in a scratch folder, failing with the compiler's own diagnostics.
public struct SwiftCompiler {
    /// The scratch folder, removed once the last copy of this compiler is released.
    public let folder: TemporaryFolder
    public let swiftc: String

    public var scratch: URL { URL(fileURLWithPath: folder.path) }

    public init() throws {
        folder = try TemporaryFolder("swiftc")
        swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    }

    /// A stand-in module source under Tests/Stubs.
    public func stub(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs").appendingPathComponent(name).path
    }

    /// Writes generated files under `folder` in the scratch space and returns their paths.
    public func write(_ files: [String: String], into folder: String) throws -> [String] {
        try files.sorted(by: { $0.key < $1.key }).map { path, contents in
            let url = scratch.appendingPathComponent(folder).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    /// Compiles `sources` fully (so diagnostics that only code generation finds, such as data races, are
    /// reported) into a library and its module interface in the scratch folder.
    public func buildModule(_ name: String, sources: [String], testable: Bool = false) throws {
        var arguments = [
            "-parse-as-library", "-emit-library", "-emit-module", "-module-name", name, "-I", scratch.path,
            "-L", scratch.path, "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path,
            "-o", scratch.appendingPathComponent("lib\(name).so").path, "-warnings-as-errors",
        ]
        if testable { arguments.append("-enable-testing") }
        try run(arguments + sources)
    }

    /// The stand-in UIKit, Combine and SwiftUI modules, in dependency order.
    public func buildStandIns() throws {
        for name in ["UIKit", "Combine", "SwiftUI"] {
            try buildModule(name, sources: [stub("\(name).swift")])
        }
    }

    public func typeCheck(_ sources: [String]) throws {
        try run(["-parse-as-library", "-typecheck", "-I", scratch.path, "-warnings-as-errors"] + sources)
    }

    /// Compiles `source` as a program, runs it, and returns what it printed.
    public func runProgram(_ source: String) throws -> String {
        let main = try write(["main.swift": source], into: "program")
        let executable = scratch.appendingPathComponent("program/main").path
        try run(main + ["-o", executable])
        return try run([], executable: executable)
    }

    @discardableResult
    public func run(_ arguments: [String], executable: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable ?? swiftc] + arguments
        let data = try runCapturingOutput(process)
        if process.terminationStatus != 0 {
            throw CompilerFailure(
                description: "\(executable ?? swiftc) failed:\n\(String(decoding: data, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A run that exited non-zero, with the program and all it printed (the compiler's diagnostics).
    public struct CompilerFailure: Error, CustomStringConvertible {
        public var description: String
    }
}
