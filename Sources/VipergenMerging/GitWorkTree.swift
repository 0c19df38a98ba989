import Files
import VipergenSettings

/// A git repository's working tree, which vipergen asks git about: its config, its index, its unmerged paths.
public struct GitWorkTree: Sendable {
    /// The repository's top folder.
    public var root: String
    var git: ExternalProgram
    var environment: [String: String]

    /// The repository at or above `directory`.
    /// - Throws: `MergeDriverError.notARepository` outside a repository, `.gitNotFound` without git.
    public init(containing directory: String, fileSystem: any FileSystem, environment: [String: String])
        throws(MergeDriverError)
    {
        guard let root = GitAttributes.repositoryRoot(above: directory, fileSystem: fileSystem) else {
            throw .notARepository(directory)
        }
        guard let git = ExternalProgram.find("git", environment: environment) else { throw .gitNotFound }
        self.root = root
        self.git = git
        self.environment = environment
    }

    /// Runs `git -C root arguments`.
    /// - Throws: `MergeDriverError.gitFailed` when git cannot start or exits with another status than `accepting`.
    @discardableResult
    func run(_ arguments: [String], accepting statuses: Set<Int32> = [0]) throws(MergeDriverError)
        -> ExternalProgram.Result
    {
        let result: ExternalProgram.Result
        do {
            result = try git.run(["-C", root] + arguments, environment: environment)
        } catch {
            throw .gitFailed(command: arguments.joined(separator: " "), reason: "\(error)")
        }
        guard statuses.contains(result.status) else {
            throw .gitFailed(command: arguments.joined(separator: " "), reason: result.reason)
        }
        return result
    }

    /// The repository's own value of `key` (its `.git/config`, never the user's), or `nil`.
    public func localConfig(_ key: String) throws(MergeDriverError) -> String? {
        let result = try run(["config", "--local", "--get", key], accepting: [0, 1])
        return result.status == 0 ? result.output.trimmed : nil
    }

    /// The value of `key` git uses here, from any of its config files, or `nil`.
    public func config(_ key: String) throws(MergeDriverError) -> String? {
        let result = try run(["config", "--get", key], accepting: [0, 1])
        return result.status == 0 ? result.output.trimmed : nil
    }

    /// The values of the attributes `names` for each of `paths` (from the repository's root) as git reads them
    /// from `.gitattributes`; an attribute git reports unspecified is left out.
    public func attributes(_ names: [String], of paths: [String]) throws(MergeDriverError) -> [String: [String: String]]
    {
        var values: [String: [String: String]] = [:]
        // A few hundred paths a call, so that a merge of thousands of files stays within the command line's limit.
        for start in stride(from: 0, to: paths.count, by: 256) {
            let batch = Array(paths[start..<min(start + 256, paths.count)])
            let output = try run(["check-attr", "-z"] + names + ["--"] + batch).outputBytes
            // <path> NUL <attribute> NUL <value> NUL, for each path and attribute.
            let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            var index = 0
            while index + 2 < fields.count {
                let (path, name, value) = (fields[index], fields[index + 1], fields[index + 2])
                if value != "unspecified" { values[path, default: [:]][name] = value }
                index += 3
            }
        }
        return values
    }

    /// For each of `paths` (from the repository's root, there or not, tracked or not) that git's ignore rules
    /// exclude, the rule: where it is written (`.gitignore:3`) and its pattern. A negated rule (`!…`) that matches
    /// last excludes nothing, and git does not list it.
    public func ignoringRules(of paths: [String]) throws(MergeDriverError) -> [String: (place: String, pattern: String)]
    {
        guard !paths.isEmpty else { return [:] }
        let output = try run(
            ["-c", "core.quotePath=false", "check-ignore", "-v", "--no-index", "--"] + paths, accepting: [0, 1]
        ).output
        // <source>:<line>:<pattern> TAB <path>, a line for each excluded path; with core.quotePath off, a name in
        // another script than Latin is written as it is, not quoted in octal.
        var rules: [String: (place: String, pattern: String)] = [:]
        for line in output.split(separator: "\n") {
            guard let tab = line.lastIndex(of: "\t") else { continue }
            let rule = line[..<tab]
            // The source ends at the first ":<digits>:".
            var search = rule.startIndex
            while let colon = rule[search...].firstIndex(of: ":") {
                let digits = rule[rule.index(after: colon)...].prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty, digits.endIndex < rule.endIndex, rule[digits.endIndex] == ":" {
                    let pattern = String(rule[rule.index(after: digits.endIndex)...])
                    if !pattern.hasPrefix("!") {
                        rules[String(line[line.index(after: tab)...])] = (String(rule[..<digits.endIndex]), pattern)
                    }
                    break
                }
                search = rule.index(after: colon)
            }
        }
        return rules
    }

    /// Sets `key` in the repository's own config (`--local`), never in a user's global one.
    func setLocalConfig(_ key: String, _ value: String) throws(MergeDriverError) {
        try run(["config", "--local", key, value])
    }
}
