import Foundation
import Testing

@testable import VipergenKit

/// Proves that a generated module compiles: its code is built as the app module against the stand-in UIKit
/// under Tests/Stubs, and its tests are type-checked against that module with the real XCTest.
@Suite("Generated code compiles", .serialized)
struct GeneratedCodeCompilesTests {
    @Test(arguments: ["bviper"])
    func typeChecksCodeAndTests(_ template: String) throws {
        let compiler = try SwiftCompiler()
        let files = try GoldenTests.render(template, module: "AgentDetail")
        let code = files.filter { !$0.key.hasPrefix("Tests/") }
        let tests = files.filter { $0.key.hasPrefix("Tests/") }
        #expect(!code.isEmpty && !tests.isEmpty)

        try compiler.emitModule("UIKit", sources: [compiler.stub("UIKit.swift")])
        try compiler.emitModule("AgentApp", sources: try compiler.write(code, into: "code"), testable: true)
        try compiler.typeCheck(try compiler.write(tests, into: "tests"))
    }
}

/// Runs the toolchain's `swiftc` in a scratch folder, failing with the compiler's own diagnostics.
struct SwiftCompiler {
    let scratch: URL
    let swiftc: String

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vipergen-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    }

    /// A stand-in module source under Tests/Stubs.
    func stub(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs").appendingPathComponent(name).path
    }

    /// Writes generated files under `folder` in the scratch space and returns their paths.
    func write(_ files: [String: String], into folder: String) throws -> [String] {
        try files.sorted(by: { $0.key < $1.key }).map { path, contents in
            let url = scratch.appendingPathComponent(folder).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    func emitModule(_ name: String, sources: [String], testable: Bool = false) throws {
        var arguments = [
            "-parse-as-library", "-emit-module", "-module-name", name, "-I", scratch.path,
            "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path, "-warnings-as-errors",
        ]
        if testable { arguments.append("-enable-testing") }
        try run(arguments + sources)
    }

    func typeCheck(_ sources: [String]) throws {
        try run(["-parse-as-library", "-typecheck", "-I", scratch.path, "-warnings-as-errors"] + sources)
    }

    /// Compiles `source` as a program, runs it, and returns what it printed.
    func runProgram(_ source: String) throws -> String {
        let main = try write(["main.swift": source], into: "program")
        let executable = scratch.appendingPathComponent("program/main").path
        try run(main + ["-o", executable])
        return try run([], executable: executable)
    }

    @discardableResult
    func run(_ arguments: [String], executable: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable ?? swiftc] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Issue.record("\(executable ?? swiftc) failed:\n\(String(decoding: data, as: UTF8.self))")
            throw CompilerFailure()
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct CompilerFailure: Error {}
}
