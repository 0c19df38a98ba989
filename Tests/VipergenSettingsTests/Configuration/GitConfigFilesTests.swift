import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenSettings

/// `GitConfigFiles` answers `user.name` as `git config --get user.name` does, read from the same files, or says it
/// cannot: each case is checked against the real git.
@Suite("GitConfigFiles: git's config without git")
struct GitConfigFilesTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var global: String?
        var xdg: String?
        var repository: String?
        var expected: GitConfigFiles.Answer
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "global", global: "[user]\n\tname = Jane Appleseed\n", expected: .value("Jane Appleseed")),
        Case(
            name: "the repository's wins", global: "[user]\n\tname = Jane\n",
            repository: "[core]\n\tbare = false\n[user]\n\tname = Work Jane\n", expected: .value("Work Jane")),
        Case(
            name: "quotes, escapes and a comment", global: "[user]\n\tname = \"Ann \\\"Q\\\" Lee\" # me\n",
            expected: .value("Ann \"Q\" Lee")),
        Case(name: "case of section and key", global: "[User]\n\tName = Bob\n", expected: .value("Bob")),
        Case(
            name: "~/.gitconfig after the XDG file", global: "[user]\n\tname = Home\n",
            xdg: "[user]\n\tname = Xdg\n", expected: .value("Home")),
        Case(
            name: "a subsection is another section", global: "[user \"work\"]\n\tname = Nope\n[user]\n\tname = Yes\n",
            expected: .value("Yes")),
        Case(name: "none", global: "[core]\n\tautocrlf = input\n", expected: .unset),
        Case(
            name: "an include is git's to read", global: "[include]\n\tpath = ~/other\n[user]\n\tname = Maybe\n",
            expected: .unknown),
    ]

    @Test(arguments: cases)
    func answersAsGitDoes(_ example: Case) throws {
        let folder = try TemporaryFolder("gitconfig")
        let home = folder.appending("home")
        let repository = folder.appending("repo")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try run(["init", "--quiet", repository], home: home)
        if let global = example.global { try folder.write(global, to: "home/.gitconfig") }
        if let xdg = example.xdg { try folder.write(xdg, to: "home/.config/git/config") }
        if let extra = example.repository {
            let path = repository + "/.git/config"
            let existing = try String(contentsOfFile: path, encoding: .utf8)
            try (existing + extra).write(toFile: path, atomically: true, encoding: .utf8)
        }
        let environment = ["HOME": home, "GIT_CONFIG_NOSYSTEM": "1"]
        let answer = GitConfigFiles(environment: environment, directory: repository, fileSystem: LocalFileSystem())
            .value(section: "user", key: "name")
        #expect(answer == example.expected)
        guard answer != .unknown else { return }
        let git = try run(["-C", repository, "config", "--get", "user.name"], home: home, allowFailure: true)
        #expect(answer == (git.isEmpty ? .unset : .value(git)), "git says '\(git)'")
    }

    @Test func settingsPassedInTheEnvironmentAreGitsToRead() {
        let files = GitConfigFiles(
            environment: ["HOME": "/nonexistent", "GIT_CONFIG_PARAMETERS": "'user.name'='X'"], directory: "/",
            fileSystem: LocalFileSystem())
        #expect(files.value(section: "user", key: "name") == .unknown)
    }

    /// Runs git with only `HOME` and no system config; its output without the final newline.
    @discardableResult
    func run(_ arguments: [String], home: String, allowFailure: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = [
            "HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        let data = try runCapturingOutput(process)
        if !allowFailure { #expect(process.terminationStatus == 0) }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
