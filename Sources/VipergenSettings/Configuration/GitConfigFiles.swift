import Files

/// A value of git's configuration read from git's own files, without starting git: the system file, the global
/// files and the repository's, in git's order, the last value winning. Starting `git config` cost a `gen` a few
/// milliseconds of its ten. Where these files cannot answer for git — an `include` or `includeIf`, settings passed
/// in the environment (`git -c`, `GIT_CONFIG_COUNT`), a file that does not read — the answer is `nil` and the
/// caller asks git itself.
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

    /// The value of `key` in `section` (both compared without regard to case, as git does).
    public func value(section: String, key: String) -> Answer {
        if environment["GIT_CONFIG_PARAMETERS"] != nil || environment["GIT_CONFIG_COUNT"] != nil
            || environment["GIT_CONFIG"] != nil
        {
            return .unknown
        }
        var found: String?
        for path in files() {
            let bytes: [UInt8]?
            do {
                bytes = try fileSystem.contents(of: path)
            } catch {
                return .unknown
            }
            guard let bytes else { continue }
            guard let values = Self.values(in: String(decoding: bytes, as: UTF8.self), section: section, key: key)
            else { return .unknown }
            if let last = values.last { found = last }
        }
        return found.map(Answer.value) ?? .unset
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

    /// Every value of `key` in `section` of one file, in order; `nil` when the file includes others or has a line
    /// this reader does not take.
    static func values(in text: String, section wanted: String, key wantedKey: String) -> [String]? {
        var values: [String] = []
        var section = ""
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine.trimmed)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard let close = line.firstIndex(of: "]") else { return nil }
                let header = line[line.index(after: line.startIndex)..<close].trimmed
                // `[section "subsection"]`: only the section's own keys are asked for here.
                let name = header.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                if ["include", "includeif"].contains(name.lowercased()) { return nil }
                section = header.contains("\"") ? name.lowercased() + "\"" : name.lowercased()
                line = line[line.index(after: close)...]
                line = Substring(line.trimmed)
                if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            }
            guard section == wanted.lowercased() else { continue }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts[0].trimmed.lowercased() == wantedKey.lowercased() else { continue }
            guard parts.count == 2, let value = unquoted(Substring(parts[1].trimmed)) else { return nil }
            values.append(value)
        }
        return values
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
