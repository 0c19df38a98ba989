import Files
import Foundation
import TestHelpers
import Testing

@testable import VipergenSettings

/// `GitConfigFiles` answers `user.name` as `git config --get user.name` does, read from the same files, or says it
/// cannot: each case is checked against the real git. The repository is `~/work/repo`, on branch `main`; `{home}` in
/// a file stands for the home folder's absolute path.
@Suite("GitConfigFiles: git's config without git")
struct GitConfigFilesTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var global: String?
        var xdg: String?
        var repository: String?
        /// Other files under the home folder, by their path in it.
        var files: [String: String] = [:]
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
            name: "an include that does not exist adds nothing",
            global: "[include]\n\tpath = ~/other\n[user]\n\tname = Maybe\n", expected: .value("Maybe")),
        Case(
            name: "an include, relative to the file, read where it stands",
            global: "[user]\n\tname = Before\n[include]\n\tpath = more.inc\n",
            files: ["more.inc": "[user]\n\tname = Included\n"], expected: .value("Included")),
        Case(
            name: "a value after an include wins",
            global: "[include]\n\tpath = ~/more.inc\n[user]\n\tname = After\n",
            files: ["more.inc": "[user]\n\tname = Included\n"], expected: .value("After")),
        Case(
            name: "includes within includes",
            global: "[include]\n\tpath = ~/one.inc\n",
            files: ["one.inc": "[include]\n\tpath = sub/two.inc\n", "sub/two.inc": "[user]\n\tname = Deep\n"],
            expected: .value("Deep")),
        Case(
            name: "includeIf gitdir under the home folder",
            global: "[user]\n\tname = Home\n[includeIf \"gitdir:~/work/\"]\n\tpath = ~/work.inc\n",
            files: ["work.inc": "[user]\n\tname = Work\n"], expected: .value("Work")),
        Case(
            name: "includeIf gitdir elsewhere does not apply",
            global: "[user]\n\tname = Home\n[includeIf \"gitdir:~/play/\"]\n\tpath = ~/work.inc\n",
            files: ["work.inc": "[user]\n\tname = Work\n"], expected: .value("Home")),
        Case(
            name: "includeIf gitdir, a pattern anywhere and a star",
            global: "[user]\n\tname = Home\n[includeIf \"gitdir:w*k/repo/.git\"]\n\tpath = ~/work.inc\n",
            files: ["work.inc": "[user]\n\tname = Work\n"], expected: .value("Work")),
        Case(
            name: "includeIf gitdir/i ignores case, gitdir does not",
            global:
                "[user]\n\tname = Home\n[includeIf \"gitdir:~/WORK/\"]\n\tpath = ~/a.inc\n"
                + "[includeIf \"gitdir/i:~/WORK/\"]\n\tpath = ~/b.inc\n",
            files: ["a.inc": "[user]\n\tname = A\n", "b.inc": "[user]\n\tname = B\n"], expected: .value("B")),
        Case(
            name: "includeIf gitdir relative to the config file",
            global: "[user]\n\tname = Home\n[includeIf \"gitdir:./work/\"]\n\tpath = ~/work.inc\n",
            files: ["work.inc": "[user]\n\tname = Dot\n"], expected: .value("Dot")),
        Case(
            name: "includeIf gitdir with an absolute path",
            global: "[includeIf \"gitdir:{home}/work/repo/\"]\n\tpath = {home}/work.inc\n",
            files: ["work.inc": "[user]\n\tname = Absolute\n"], expected: .value("Absolute")),
        Case(
            name: "includeIf onbranch",
            global:
                "[includeIf \"onbranch:main\"]\n\tpath = ~/main.inc\n[includeIf \"onbranch:feature/\"]\n"
                + "\tpath = ~/feature.inc\n",
            files: ["main.inc": "[user]\n\tname = Main\n", "feature.inc": "[user]\n\tname = Feature\n"],
            expected: .value("Main")),
        Case(
            name: "includeIf in the repository's own config",
            repository: "[includeIf \"gitdir:~/work/**\"]\n\tpath = ../../local.inc\n",
            files: ["work/local.inc": "[user]\n\tname = Local\n"], expected: .value("Local")),
        Case(
            name: "an unknown condition never holds",
            global: "[user]\n\tname = Home\n[includeIf \"someday:yes\"]\n\tpath = ~/work.inc\n",
            files: ["work.inc": "[user]\n\tname = Work\n"], expected: .value("Home")),
        Case(
            name: "a key alone elsewhere is read past",
            global: "[color]\n\tui\n[user]\n\tname = Plain\n", expected: .value("Plain")),
        Case(
            name: "hasconfig is git's to tell",
            global: "[includeIf \"hasconfig:remote.*.url:https://x/**\"]\n\tpath = ~/work.inc\n[user]\n\tname = M\n",
            expected: .unknown),
        Case(
            name: "a named character set is git's to match",
            global: "[includeIf \"gitdir:~/[[:alpha:]]ork/\"]\n\tpath = ~/work.inc\n[user]\n\tname = M\n",
            expected: .unknown),
    ]

    @Test(arguments: cases)
    func answersAsGitDoes(_ example: Case) throws {
        let folder = try TemporaryFolder("gitconfig")
        let home = folder.appending("home")
        let repository = home + "/work/repo"
        try FileManager.default.createDirectory(atPath: home + "/work", withIntermediateDirectories: true)
        try run(["init", "--quiet", "--initial-branch=main", repository], home: home)
        func text(_ text: String) -> String { text.replacingOccurrences(of: "{home}", with: home) }
        if let global = example.global { try folder.write(text(global), to: "home/.gitconfig") }
        if let xdg = example.xdg { try folder.write(text(xdg), to: "home/.config/git/config") }
        for (path, contents) in example.files { try folder.write(text(contents), to: "home/" + path) }
        if let extra = example.repository {
            let path = repository + "/.git/config"
            let existing = try String(contentsOfFile: path, encoding: .utf8)
            try (existing + text(extra)).write(toFile: path, atomically: true, encoding: .utf8)
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
