import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenSettings

/// Programs vipergen runs (git, swiftc): found on PATH, run without a shell, their output and status collected.
@Suite("External programs")
struct ExternalProgramTests {
    static let shell = ExternalProgram(path: "/bin/sh")

    @Test func runsWithoutAShellAndCollectsBothOutputsAndTheStatus() throws {
        let result = try Self.shell.run(
            ["-c", "printf 'out %s' \"$1\"; printf 'err' >&2; exit 3", "sh", "$HOME and 'quotes'"], environment: [:])
        #expect(result.status == 3)
        #expect(result.output == "out $HOME and 'quotes'")
        #expect(result.errorOutput == "err")
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let result = try ExternalProgram(path: "/usr/bin/env").run([], environment: ["ONLY": "this=that"])
        #expect(result.output == "ONLY=this=that\n")
    }

    /// Standard input is closed: a program that reads it ends at once instead of waiting for the user.
    @Test func standardInputIsEmpty() throws {
        let result = try ExternalProgram(path: "/bin/cat").run([], environment: [:])
        #expect(result.status == 0 && result.output.isEmpty)
    }

    @Test func aProgramKilledByASignalEndsWith128PlusTheSignal() throws {
        #expect(try Self.shell.run(["-c", "kill -9 $$"], environment: [:]).status == 137)
    }

    @Test func largeOutputIsCollectedWhole() throws {
        let result = try Self.shell.run(
            ["-c", "i=0; while [ $i -lt 20000 ]; do echo line-$i; i=$((i+1)); done"], environment: [:])
        #expect(result.output.split(separator: "\n").count == 20_000)
        #expect(result.output.hasSuffix("line-19999\n"))
    }

    @Test func aProgramThatCannotStartIsAnError() {
        let error = #expect(throws: SystemCallError.self) {
            try ExternalProgram(path: "/nonexistent/program").run([], environment: [:])
        }
        #expect(error?.description == "start /nonexistent/program: No such file or directory")
    }

    /// "The last non-empty line of standard error (or output)": a program's own complaint on standard error is the
    /// reason, not the last line of its ordinary output.
    @Test(arguments: [
        ("", "fatal: repository 'x' not found\nhint: check the URL\n", "fatal: repository 'x' not found"),
        ("", "warning: a\nerror: b\nnote: c\n", "error: b"),
        ("done\n", "  \nlast words  \n\n", "last words"),
        ("only output\n", "", "only output"),
        ("", "", "exit status 128"),
    ])
    func theReasonIsTheLineThatSaysWhatWentWrong(_ output: String, _ errorOutput: String, _ reason: String) {
        #expect(ExternalProgram.Result(status: 128, output: output, errorOutput: errorOutput).reason == reason)
    }

    @Test func programsAreFoundOnPathInOrder() throws {
        let scratch = try TemporaryFolder("path")
        let root = scratch.path
        // Not executable in a, executable in b and c: b's is the one.
        try scratch.write([], to: "a/tool", permissions: 0o644)
        for folder in ["b", "c"] {
            try scratch.write([], to: "\(folder)/tool", permissions: 0o755)
        }
        let path = "/nonexistent::\(root)/a:\(root)/b:\(root)/c"
        #expect(ExternalProgram.find("tool", environment: ["PATH": path])?.path == root + "/b/tool")
        #expect(ExternalProgram.find("missing", environment: ["PATH": path]) == nil)
        #expect(ExternalProgram.find("tool", environment: [:]) == nil)
    }
}
