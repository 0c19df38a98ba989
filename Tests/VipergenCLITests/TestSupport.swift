import Files
import Foundation
import TestHelpers
import VipergenKit

@testable import VipergenCLI

/// A console that keeps what commands print, for assertions.
final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    let isTerminal = false

    /// Whether commands may ask questions; `false` unless a test scripts answers.
    let isInputTerminal: Bool
    /// The lines `readLine()` returns, in order; `nil` after the last.
    private var answers: [String]
    private var reads = 0

    init(answers: [String] = [], isInputTerminal: Bool = false) {
        self.answers = answers
        self.isInputTerminal = isInputTerminal
    }

    func output(_ text: String) { lock.withLock { out += text } }
    func error(_ text: String) { lock.withLock { err += text } }

    func readLine() -> String? {
        lock.withLock {
            reads += 1
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }

    /// How many times a command read standard input.
    var readCount: Int { lock.withLock { reads } }

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }
}

/// The outcome of running `vipergen` in-process.
struct Run {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
}

/// A temporary folder to run vipergen in, with helpers to fill and inspect it.
final class Sandbox {
    let folder: TemporaryFolder
    var path: String { folder.path }

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Runs `vipergen` in-process in `directory` (default: the sandbox) with a fixed date and author.
    func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        fileSystem: any FileSystem = LocalFileSystem(), console: RecordingConsole = RecordingConsole(),
        lockWait: Duration? = nil
    ) -> Run {
        var variables = ["SOURCE_DATE_EPOCH": "1795305600", "USER": "tester"]
        variables.merge(environment) { $1 }
        var context = CommandContext(
            environment: variables, currentDirectory: directory ?? path, fileSystem: fileSystem, console: console,
            account: .none, executable: BinaryTests.executable)
        if let lockWait { context.lockWait = lockWait }
        let code = CLI.run(arguments, context: context)
        return Run(exitCode: code, standardOutput: console.standardOutput, standardError: console.standardError)
    }

    /// Runs the built `vipergen` executable in `directory` (default: the sandbox), as a user or a CI script would.
    func runBinary(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws
        -> Run
    {
        try BinaryTests.run(arguments, in: directory ?? path, environment: environment)
    }

    func write(_ text: String, to relativePath: String) throws {
        try folder.write(text, to: relativePath)
    }

    /// The catalogs.yml most tests start from: an app `App` with modules in App/Modules, tests in AppTests, and a
    /// catalog in Templates/.
    func writeSettings() throws {
        try write(
            "project_name: App\nauthor: Jane\nmodule_path: App/Modules\ntest_path: AppTests\ncatalogs:\n  - Templates\n",
            to: "catalogs.yml")
    }

    func read(_ relativePath: String) throws -> String {
        try folder.read(relativePath)
    }

    /// Every file below the sandbox with its contents, to prove a failed run changed nothing.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            // vipergen's own cache is no part of the project: only how fast the next run is.
            if relative.hasPrefix(".vipergen/cache") { continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory)
            files[relative + (isDirectory.boolValue ? "/" : "")] =
                isDirectory.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))
        }
        return files
    }

    /// The sorted relative paths of the files (not folders) below `relativePath`.
    func files(under relativePath: String = "") throws -> [String] {
        try snapshot().keys.filter { !$0.hasSuffix("/") && $0.hasPrefix(relativePath) }.sorted()
    }
}
