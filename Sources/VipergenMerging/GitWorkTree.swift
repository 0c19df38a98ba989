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

    /// Sets `key` in the repository's own config (`--local`), never in a user's global one.
    func setLocalConfig(_ key: String, _ value: String) throws(MergeDriverError) {
        try run(["config", "--local", key, value])
    }
}
