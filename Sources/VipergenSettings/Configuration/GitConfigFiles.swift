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
        // Looked for once: the conditions and the list of files both need it.
        let gitDirectory = repositoryGitDirectory()
        var reading = Reading(section: section.lowercased(), key: key.lowercased(), gitDirectory: gitDirectory)
        for path in files(gitDirectory: gitDirectory) {
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
        guard let entries = Self.entries(in: bytes) else { return false }
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
        homeExpanded(value).map { Path.absolute($0, in: Path.directory(configFile)) }
    }

    /// `text` with a leading `~/` made the home folder, as git reads paths and patterns; `nil` for `~user/`, or
    /// `~/` without `HOME`, which only git resolves.
    private func homeExpanded(_ text: String) -> String? {
        if text.hasPrefix("~/") {
            guard let home = environment["HOME"] else { return nil }
            return Path.join(home, String(text.dropFirst(2)))
        }
        return text.hasPrefix("~") ? nil : text
    }

    /// Whether an `includeIf` condition holds; `nil` when only git can tell (`hasconfig:`, or a pattern this
    /// reader does not take). An unknown kind of condition never holds, as in git.
    private func holds(_ condition: String, configFile: String, gitDirectory: String?) -> Bool? {
        if condition.hasPrefix("gitdir:") || condition.hasPrefix("gitdir/i:") {
            let ignoresCase = condition.hasPrefix("gitdir/i:")
            guard let gitDirectory else { return false }
            guard var text = homeExpanded(String(condition.drop(while: { $0 != ":" }).dropFirst())) else {
                return nil
            }
            if text.hasPrefix("./") {
                let folder = Path.directory(fileSystem.resolvingSymlinks(configFile))
                text = Path.join(folder, String(text.dropFirst(2)))
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

    /// The files git reads, in its order: system, global (XDG, then `~/.gitconfig`), the repository's (in
    /// `gitDirectory`, the repository's `.git` folder).
    func files(gitDirectory: String?) -> [String] {
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
        if let gitDirectory { files.append(Path.join(gitDirectory, "config")) }
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
    /// the next line, a header or an escape it cannot read). Read as bytes: a config file is ASCII but for values,
    /// and reading it by characters took more than a tenth of a `gen`.
    static func entries(in bytes: [UInt8]) -> [Entry]? {
        var entries: [Entry] = []
        var section = ""
        var subsection: String? = nil
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var line = trimmed(rawLine)
            if line.isEmpty || isComment(line) { continue }
            if line.first == UInt8(ascii: "[") {
                guard let (name, sub, rest) = header(line) else { return nil }
                section = name
                subsection = sub
                line = trimmed(rest)
                if line.isEmpty || isComment(line) { continue }
            }
            var index = line.startIndex
            while index < line.endIndex, isKeyByte(line[index]) { index += 1 }
            guard index > line.startIndex else { return nil }
            let key = String(decoding: line[..<index].map(lowercased), as: UTF8.self)
            let rest = trimmed(line[index...])
            var value: String? = nil
            if rest.first == UInt8(ascii: "=") {
                guard let unquoted = unquoted(rest.dropFirst()) else { return nil }
                value = unquoted
            } else if !rest.isEmpty && !isComment(rest) {
                return nil
            }
            entries.append(Entry(section: section, subsection: subsection, key: key, value: value))
        }
        return entries
    }

    /// A section header: `[name]`, `[name "subsection"]` (with `\"` and `\\` in it) or git's older
    /// `[name.subsection]`; the name lowercased, and what follows the header on its line.
    private static func header(_ line: ArraySlice<UInt8>) -> (String, String?, ArraySlice<UInt8>)? {
        var index = line.startIndex + 1
        let nameStart = index
        while index < line.endIndex, line[index] != UInt8(ascii: "]"), !isBlank(line[index]) { index += 1 }
        var name = Array(line[nameStart..<index].map(lowercased))
        while index < line.endIndex, isBlank(line[index]) { index += 1 }
        guard index < line.endIndex else { return nil }
        var subsection: String? = nil
        if line[index] == UInt8(ascii: "\"") {
            var text: [UInt8] = []
            index += 1
            while index < line.endIndex, line[index] != UInt8(ascii: "\"") {
                if line[index] == UInt8(ascii: "\\") {
                    index += 1
                    guard index < line.endIndex else { return nil }
                }
                text.append(line[index])
                index += 1
            }
            guard index < line.endIndex else { return nil }
            index += 1
            subsection = String(decoding: text, as: UTF8.self)
        } else if let dot = name.firstIndex(of: UInt8(ascii: ".")) {
            subsection = String(decoding: name[(dot + 1)...], as: UTF8.self)
            name = Array(name[..<dot])
        }
        guard index < line.endIndex, line[index] == UInt8(ascii: "]"), !name.isEmpty else { return nil }
        return (String(decoding: name, as: UTF8.self), subsection, line[(index + 1)...])
    }

    /// `bytes` without the spaces, tabs and carriage returns around them.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isBlank(bytes[start]) || bytes[start] == 0x0D { start += 1 }
        while end > start, isBlank(bytes[end - 1]) || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    private static func isComment(_ line: ArraySlice<UInt8>) -> Bool {
        line.first == UInt8(ascii: "#") || line.first == UInt8(ascii: ";")
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// A byte of a key: git's keys are ASCII letters, digits and `-`.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// A value as git reads it, from its bytes after the `=`: white space around it and a comment after it dropped,
    /// quotes removed, `\"`, `\\`, `\n` and `\t` unescaped; `nil` for a continued line (a final `\`) or another
    /// escape.
    static func unquoted(_ text: ArraySlice<UInt8>) -> String? {
        var result: [UInt8] = []
        var quoted = false
        var pendingSpaces: [UInt8] = []
        let text = trimmed(text)
        var index = text.startIndex
        let end = text.endIndex
        while index < end {
            let byte = text[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                quoted.toggle()
            case UInt8(ascii: "\\"):
                guard index < end else { return nil }
                let escaped = text[index]
                index += 1
                result += pendingSpaces
                pendingSpaces = []
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): result.append(escaped)
                default: return nil
                }
            case UInt8(ascii: "#") where !quoted, UInt8(ascii: ";") where !quoted:
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: " ") where !quoted, UInt8(ascii: "\t") where !quoted:
                pendingSpaces.append(byte)
            default:
                result += pendingSpaces
                pendingSpaces = []
                result.append(byte)
            }
        }
        return quoted ? nil : String(decoding: result, as: UTF8.self)
    }
}
