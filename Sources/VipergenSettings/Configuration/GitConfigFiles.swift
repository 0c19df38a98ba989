import Files

/// A value of git's configuration read from git's own files, without starting git: the system file, the global
/// files and the repository's, in git's order, the last value winning, with the files they `include` and those
/// their `includeIf` conditions take (`gitdir:`, `gitdir/i:` and `onbranch:`). Starting `git config` cost a `gen` a
/// few milliseconds of its ten. Where these files cannot answer for git — settings passed in the environment
/// (`git -c`, `GIT_CONFIG_COUNT`), a `hasconfig:` condition, a line or a pattern this reader does not take, a file
/// that does not read — the answer is `.unknown` and the caller asks git itself.
public struct GitConfigFiles: Sendable {
    let environment: [String: String]
    let directory: String
    let fileSystem: any FileSystem

    public init(environment: [String: String], directory: String, fileSystem: any FileSystem) {
        self.environment = environment
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// What the files say of `section.key`: `.value` (the last one set), `.unset`, or `.unknown` when only git can
    /// tell.
    public enum Answer: Sendable, Equatable {
        case value(String)
        case unset
        case unknown
    }

    /// git stops following includes this deep, with an error.
    static let maximumIncludeDepth = 10

    /// The value of `key` in `section` (both compared without regard to case, as git does).
    public func value(section: String, key: String) -> Answer {
        if environment["GIT_CONFIG_PARAMETERS"] != nil || environment["GIT_CONFIG_COUNT"] != nil
            || environment["GIT_CONFIG"] != nil
        {
            return .unknown
        }
        var reading = Reading(
            section: section.lowercased(), key: key.lowercased(), gitDirectory: repositoryGitDirectory())
        for path in files() {
            guard read(path, depth: 0, &reading) else { return .unknown }
        }
        return reading.values.last.map(Answer.value) ?? .unset
    }

    /// What one answer reads: the key asked for, the repository the conditions ask about, and the values found.
    struct Reading {
        let section: String
        let key: String
        let gitDirectory: String?
        var values: [String] = []
    }

    /// Reads the file at `path` and those it includes, adding the values of the key to `reading`; `false` when only
    /// git can tell. A file that does not exist adds nothing, as in git.
    private func read(_ path: String, depth: Int, _ reading: inout Reading) -> Bool {
        let bytes: [UInt8]?
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            return false
        }
        guard let bytes else { return true }
        guard let entries = Self.entries(in: String(decoding: bytes, as: UTF8.self)) else { return false }
        for entry in entries {
            switch (entry.section, entry.key) {
            case ("include", "path") where entry.subsection == nil:
                guard let value = entry.value, include(value, from: path, depth: depth, &reading) else { return false }
            case ("includeif", "path"):
                guard let condition = entry.subsection else { continue }
                guard let holds = self.holds(condition, configFile: path, gitDirectory: reading.gitDirectory),
                    let value = entry.value
                else { return false }
                if holds, !include(value, from: path, depth: depth, &reading) { return false }
            case (reading.section, reading.key) where entry.subsection == nil:
                guard let value = entry.value else { return false }
                reading.values.append(value)
            default:
                continue
            }
        }
        return true
    }

    /// Reads the file an `include.path` names: `~/` is the home folder, and a relative path is relative to the
    /// file that includes it.
    private func include(_ value: String, from configFile: String, depth: Int, _ reading: inout Reading) -> Bool {
        guard depth + 1 < Self.maximumIncludeDepth, let path = expanded(value, relativeTo: configFile) else {
            return false
        }
        return read(path, depth: depth + 1, &reading)
    }

    /// `value` with `~/` made the home folder and a relative path made absolute against the folder of
    /// `configFile`; `nil` for `~user/`, which only git resolves.
    private func expanded(_ value: String, relativeTo configFile: String) -> String? {
        if value.hasPrefix("~/") {
            guard let home = environment["HOME"] else { return nil }
            return Path.join(home, String(value.dropFirst(2)))
        }
        if value.hasPrefix("~") { return nil }
        return Path.absolute(value, in: Path.directory(configFile))
    }

    /// Whether an `includeIf` condition holds; `nil` when only git can tell (`hasconfig:`, or a pattern this
    /// reader does not take). An unknown kind of condition never holds, as in git.
    private func holds(_ condition: String, configFile: String, gitDirectory: String?) -> Bool? {
        if condition.hasPrefix("gitdir:") || condition.hasPrefix("gitdir/i:") {
            let ignoresCase = condition.hasPrefix("gitdir/i:")
            var text = String(condition.drop(while: { $0 != ":" }).dropFirst())
            guard let gitDirectory else { return false }
            if text.hasPrefix("~/") {
                guard let home = environment["HOME"] else { return nil }
                text = Path.join(home, String(text.dropFirst(2)))
            } else if text.hasPrefix("./") {
                let folder = Path.directory(fileSystem.resolvingSymlinks(configFile))
                text = Path.join(folder, String(text.dropFirst(2)))
            } else if text.hasPrefix("~") {
                return nil
            }
            if !text.hasPrefix("/") { text = "**/" + text }
            if text.hasSuffix("/") { text += "**" }
            guard let pattern = GitPattern(text, ignoresCase: ignoresCase) else { return nil }
            // git tries the folder with its links resolved, then as it is named.
            return pattern.matches(fileSystem.resolvingSymlinks(gitDirectory)) || pattern.matches(gitDirectory)
        }
        if condition.hasPrefix("onbranch:") {
            var text = String(condition.dropFirst("onbranch:".count))
            guard let gitDirectory else { return false }
            if text.hasSuffix("/") { text += "**" }
            guard let pattern = GitPattern(text) else { return nil }
            guard let branch = currentBranch(in: gitDirectory) else { return false }
            return pattern.matches(branch)
        }
        if condition.hasPrefix("hasconfig:") { return nil }
        return false
    }

    /// The branch `HEAD` names (`main` for `ref: refs/heads/main`), even before its first commit; `nil` when `HEAD`
    /// is detached or cannot be read.
    private func currentBranch(in gitDirectory: String) -> String? {
        guard let bytes = (try? fileSystem.contents(of: Path.join(gitDirectory, "HEAD"))) ?? nil else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmed
        guard text.hasPrefix("ref: refs/heads/") else { return nil }
        return String(text.dropFirst("ref: refs/heads/".count))
    }

    /// The files git reads, in its order: system, global (XDG, then `~/.gitconfig`), the repository's.
    func files() -> [String] {
        var files: [String] = []
        if environment["GIT_CONFIG_NOSYSTEM"] == nil {
            files.append(environment["GIT_CONFIG_SYSTEM"] ?? "/etc/gitconfig")
        }
        if let global = environment["GIT_CONFIG_GLOBAL"] {
            files.append(global)
        } else if let home = environment["HOME"] {
            let xdg = environment["XDG_CONFIG_HOME"].map { Path.join($0, "git/config") }
            files.append(xdg ?? Path.join(home, ".config/git/config"))
            files.append(Path.join(home, ".gitconfig"))
        }
        if let gitDirectory = repositoryGitDirectory() { files.append(Path.join(gitDirectory, "config")) }
        return files
    }

    /// The `.git` folder of the repository at or above the folder; `nil` outside one. A `.git` file (a worktree or
    /// a submodule) is followed to the folder it names.
    func repositoryGitDirectory() -> String? {
        if let dir = environment["GIT_DIR"] { return Path.absolute(dir, in: directory) }
        guard let root = GitAttributes.repositoryRoot(above: directory, fileSystem: fileSystem) else { return nil }
        let dotGit = Path.join(root, ".git")
        if fileSystem.isDirectory(dotGit) { return dotGit }
        guard let bytes = (try? fileSystem.contents(of: dotGit)) ?? nil else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmed
        guard text.hasPrefix("gitdir:") else { return nil }
        return Path.absolute(String(text.dropFirst("gitdir:".count)).trimmed, in: root)
    }

    /// One `key = value` of a config file, with the section it is in: section and key lowercased, the subsection
    /// as written (`[includeIf "gitdir:~/work/"]`), `nil` for none.
    struct Entry: Equatable {
        var section: String
        var subsection: String?
        var key: String
        /// `nil` for a key written alone, which git reads as `true` where it wants a boolean.
        var value: String?
    }

    /// The entries of one file, in order; `nil` when a line is one this reader does not take (a value continued on
    /// the next line, a header or an escape it cannot read).
    static func entries(in text: String) -> [Entry]? {
        var entries: [Entry] = []
        var section = ""
        var subsection: String? = nil
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine.trimmed)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard let (name, sub, rest) = header(line) else { return nil }
                section = name
                subsection = sub
                line = Substring(rest.trimmed)
                if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            }
            let parts = line.split(separator: "=", maxSplits: 1)
            let key = parts[0].trimmed.lowercased()
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
            var value: String? = nil
            if parts.count == 2 {
                guard let text = unquoted(Substring(parts[1].trimmed)) else { return nil }
                value = text
            }
            entries.append(Entry(section: section, subsection: subsection, key: key, value: value))
        }
        return entries
    }

    /// A section header: `[name]`, `[name "subsection"]` (with `\"` and `\\` in it) or git's older
    /// `[name.subsection]`; the name lowercased, and what follows the header on its line.
    private static func header(_ line: Substring) -> (String, String?, Substring)? {
        var index = line.index(after: line.startIndex)
        var name = ""
        while index < line.endIndex, line[index] != "]", line[index] != " ", line[index] != "\t" {
            name.append(line[index])
            index = line.index(after: index)
        }
        while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
        guard index < line.endIndex else { return nil }
        var subsection: String? = nil
        if line[index] == "\"" {
            var text = ""
            index = line.index(after: index)
            while index < line.endIndex, line[index] != "\"" {
                if line[index] == "\\" {
                    index = line.index(after: index)
                    guard index < line.endIndex else { return nil }
                }
                text.append(line[index])
                index = line.index(after: index)
            }
            guard index < line.endIndex else { return nil }
            index = line.index(after: index)
            subsection = text
        } else if let dot = name.firstIndex(of: ".") {
            subsection = name[name.index(after: dot)...].lowercased()
            name = String(name[..<dot])
        }
        guard index < line.endIndex, line[index] == "]", !name.isEmpty else { return nil }
        return (name.lowercased(), subsection, line[line.index(after: index)...])
    }

    /// A value as git reads it: quotes removed, `\"`, `\\`, `\n` and `\t` unescaped, a comment after it dropped;
    /// `nil` for a continued line (a final `\`).
    static func unquoted(_ text: Substring) -> String? {
        var result = ""
        var quoted = false
        var pendingSpaces = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch character {
            case "\"":
                quoted.toggle()
            case "\\":
                guard index < text.endIndex else { return nil }
                let escaped = text[index]
                index = text.index(after: index)
                result += pendingSpaces
                pendingSpaces = ""
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\": result.append(escaped)
                default: return nil
                }
            case "#" where !quoted, ";" where !quoted:
                return result
            case " " where !quoted, "\t" where !quoted:
                pendingSpaces.append(character)
            default:
                result += pendingSpaces
                pendingSpaces = ""
                result.append(character)
            }
        }
        return quoted ? nil : result
    }
}
