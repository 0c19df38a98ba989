import Foundation
import TestHelpers
import Testing

/// A few end-to-end runs of the built `vipergen` executable: what a user and a CI script actually see.
@Suite("vipergen executable")
struct BinaryTests {
    /// The `vipergen` built beside the test bundle.
    static let executable = builtExecutable("vipergen")

    /// The executable `name` built beside the test bundle.
    static func builtExecutable(_ name: String) -> String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? name
    }

    /// Runs the executable in `directory` with no terminal on standard input.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:],
        executable: String = executable, whileRunning: ((Process) -> Void)? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["SOURCE_DATE_EPOCH": "1795305600", "USER": "tester", "PATH": "/usr/bin:/bin"]
            .merging(environment) { $1 }
        // Output goes to files, not pipes: see `runCapturingOutput`.
        let folder = try Sandbox()
        _ = FileManager.default.createFile(atPath: folder.path + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: folder.path + "/err", contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/out"))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/err"))
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        whileRunning?(process)
        process.waitUntilExit()
        try output.close()
        try error.close()
        let out = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out"))
        let err = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/err"))
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

    @Test func theShippedExecutableHasNoTestHooks() throws {
        // The pause before each write and the benchmark's memory report live in `vipergen-interruptible`, which only
        // the tests and the benchmark build.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.executable))
        for marker in [
            "DelayedFileSystem", "VIPERGEN_WRITE_DELAY_MS", "VIPERGEN_TEST_WRITE_DELAY_MS",
            "VIPERGEN_REPORT_PEAK_MEMORY",
        ] {
            #expect(bytes.range(of: Data(marker.utf8)) == nil, "vipergen contains \(marker)")
        }
        let hooked = try Data(contentsOf: URL(fileURLWithPath: Self.builtExecutable("vipergen-interruptible")))
        for marker in ["VIPERGEN_WRITE_DELAY_MS", "VIPERGEN_REPORT_PEAK_MEMORY"] {
            #expect(hooked.range(of: Data(marker.utf8)) != nil, "the check can see \(marker)")
        }
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anInterruptedRunLeavesTheTreeAsItWas(signal: Int32, exitCode: Int32) throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "// the app's router\nfinal class Router {\n    // vipergen:modules\n}\n", to: "out/Router.swift")
        let before = try sandbox.snapshot()
        // Each write pauses 150 ms; the signal arrives while the module is half written.
        let run = try Self.run(
            ["gen", "bviper", "--modules", "Cart,Shop", "--output", "out"], in: sandbox.path,
            environment: ["VIPERGEN_WRITE_DELAY_MS": "150"], executable: Self.builtExecutable("vipergen-interruptible"),
            whileRunning: { process in
                var files = 0
                let deadline = Date().addingTimeInterval(20)
                while files < 4, Date() < deadline {
                    usleep(20_000)
                    files = (try? sandbox.files(under: "out").count) ?? 0
                }
                kill(process.processIdentifier, signal)
            })
        #expect(run.exitCode == exitCode)
        #expect(run.standardError == "error: interrupted; every file this run wrote has been removed or restored\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func completionScriptsAreValidAndCompleteTemplates() throws {
        let sandbox = try Sandbox()
        for shell in ["bash", "zsh", "fish"] {
            let run = try Self.run(["completion", shell], in: sandbox.path)
            #expect(run.exitCode == 0)
            #expect(run.standardOutput.contains("--on-conflict"))
            try sandbox.write(run.standardOutput, to: "completion.\(shell)")
        }
        // bash: load the script and ask it to complete `vipergen gen AgentDetail bv`.
        let folder = URL(fileURLWithPath: Self.executable).deletingLastPathComponent().path
        let script = """
            export PATH="\(folder):$PATH"
            source completion.bash
            COMP_WORDS=(vipergen gen AgentDetail bv); COMP_CWORD=3; _vipergen; echo "${COMPREPLY[*]}"
            COMP_WORDS=(vipergen gen AgentDetail bviper --on-c); COMP_CWORD=4; _vipergen; echo "${COMPREPLY[*]}"
            COMP_WORDS=(vipergen gen AgentDetail bviper --on-conflict s); COMP_CWORD=5; _vipergen; echo "${COMPREPLY[*]}"
            COMP_WORDS=(vipergen st); COMP_CWORD=1; _vipergen; echo "${COMPREPLY[*]}"
            """
        let bash = try Self.shell("/bin/bash", script, in: sandbox.path)
        #expect(bash == "bviper\n--on-conflict\nskip\nstatus\n")
        for (shell, check) in [("zsh", "-n"), ("fish", "--no-execute")] {
            guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: FileManager.default.isExecutableFile)
            else { continue }  // Syntax-checked where the shell is installed.
            #expect(try Self.shell(path, nil, arguments: [check, "completion.\(shell)"], in: sandbox.path) == "")
        }
    }

    /// Runs a shell on `script` (or with `arguments`), returning standard output and error.
    static func shell(_ path: String, _ script: String?, arguments: [String] = [], in directory: String) throws
        -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // The script lives in a scratch folder of its own, so the folder it runs in holds only what the test put there.
        let scratch = try TemporaryFolder("script")
        if let script {
            process.arguments = arguments + [try scratch.write(script, to: "script")]
        }
        return String(decoding: try runCapturingOutput(process), as: UTF8.self)
    }
}
