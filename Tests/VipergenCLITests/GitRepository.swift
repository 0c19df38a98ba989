import Foundation
import TestHelpers
import Testing

/// A git repository made inside a test's sandbox, so git catalogs are tested without a network.
struct GitRepository {
    let path: String

    /// `git init` at `path`, on a branch named `main`.
    init(at path: String) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git(["init", "--quiet", "--initial-branch=main"])
    }

    /// Runs git in the repository with a fixed identity and none of the machine's configuration; `environment`
    /// overrides variables (`PATH`, as a GUI client starts git with).
    /// - Returns: What git printed, trimmed.
    @discardableResult
    func git(_ arguments: [String], environment overrides: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false",
            ] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = path
        environment.merge(overrides) { _, new in new }
        process.environment = environment
        let data = try runCapturingOutput(process)
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw GitFailure(arguments: arguments, output: text)
        }
        return text
    }

    /// Writes `files` (path relative to the repository: text), commits them all, and returns the commit.
    @discardableResult
    func commit(_ files: [String: String], message: String) throws -> String {
        for (relative, text) in files {
            let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        try git(["add", "--all"])
        try git(["commit", "--quiet", "-m", message])
        return try git(["rev-parse", "HEAD"])
    }

    struct GitFailure: Error, CustomStringConvertible {
        var arguments: [String]
        var output: String
        var description: String { "git \(arguments.joined(separator: " ")) failed: \(output)" }
    }
}

/// Standard output parsed as a JSON object, for checking `--json` output field by field.
func jsonObject(_ run: Run) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(run.standardOutput)")
}
