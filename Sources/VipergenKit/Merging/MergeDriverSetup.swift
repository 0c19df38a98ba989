import Files

/// Sets a repository up for vipergen's merge driver: `.gitattributes` routes the project files and the injection
/// targets to it (committed, so every clone has them), and the repository's own git config says how to run it
/// (never committed, so each clone runs this once). Never writes a user's global config.
public struct MergeDriverSetup: Sendable {
    /// `merge.vipergen.name`.
    public static let description = "vipergen: Xcode project files by objects, injected lines kept from both sides"
    /// `merge.vipergen.driver`: the command line git runs, with its placeholders.
    public static let defaultCommand = "vipergen merge-driver --marker-size %L %O %A %B %P"

    /// The driver's command line for a vipergen started from `executable`: `vipergen` by name when PATH finds it,
    /// else that path, quoted for the shell git runs the driver with (a release build run from its folder, say).
    public static func command(executable: String?, environment: [String: String]) -> String {
        guard let executable, ExternalProgram.find("vipergen", environment: environment) == nil else {
            return defaultCommand
        }
        let quoted = "'" + executable.replacing("'", with: "'\\''") + "'"
        return quoted + defaultCommand.dropFirst("vipergen".count)
    }

    public var workTree: GitWorkTree
    public var fileSystem: any FileSystem

    public init(workTree: GitWorkTree, fileSystem: any FileSystem) {
        self.workTree = workTree
        self.fileSystem = fileSystem
    }

    /// What a setup changed.
    public struct Report: Sendable, Equatable {
        /// The `.gitattributes` file, and the lines added to it (none when it had them all).
        public var attributesFile: String
        public var addedLines: [String]
        public var createdAttributes: Bool
        /// The config keys set (none when the repository had them already).
        public var configuredKeys: [String]
    }

    /// Adds the lines `.gitattributes` lacks for `*.pbxproj` and `targets` (absolute paths of injection targets),
    /// keeping the user's lines and line endings, and sets the driver in the repository's config.
    /// - Parameter command: The driver's command line (default: `vipergen` on PATH).
    /// - Throws: `MergeDriverError` when git fails or `.gitattributes` cannot be written.
    public func install(targets: [String], command: String = defaultCommand) throws(MergeDriverError) -> Report {
        let path = Path.join(workTree.root, GitAttributes.fileName)
        let existing: [UInt8]?
        do {
            existing = try fileSystem.contents(of: path)
        } catch {
            throw .fileFailed(path: path, reason: "\(error)")
        }
        let lines =
            [GitAttributes.line(for: GitAttributes.projectFilePattern)]
            + targets.map { GitAttributes.line(for: GitAttributes.pattern(for: $0, root: workTree.root)) }
        var added: [String] = []
        if let bytes = GitAttributes.adding(lines, to: existing ?? []) {
            let old = existing ?? []
            added = String(decoding: bytes[old.count...], as: UTF8.self).split(whereSeparator: \.isNewline)
                .map(String.init).filter { !$0.isEmpty }
            do {
                try fileSystem.write(bytes, to: path)
            } catch {
                throw .fileFailed(path: path, reason: "\(error)")
            }
        }
        var configured: [String] = []
        for (key, value) in [
            ("merge.\(GitAttributes.driverName).name", Self.description),
            ("merge.\(GitAttributes.driverName).driver", command),
        ] where try workTree.localConfig(key) != value {
            try workTree.setLocalConfig(key, value)
            configured.append(key)
        }
        return Report(
            attributesFile: path, addedLines: added, createdAttributes: existing == nil, configuredKeys: configured)
    }

    /// Whether `.gitattributes` routes files to the driver while git here does not know how to run it: what a
    /// teammate's fresh clone looks like until they run the setup once.
    public func isMissing() throws(MergeDriverError) -> Bool {
        let path = Path.join(workTree.root, GitAttributes.fileName)
        guard let bytes = try? fileSystem.contents(of: path), GitAttributes.namesDriver(bytes) else { return false }
        return try workTree.config("merge.\(GitAttributes.driverName).driver") == nil
    }

    /// The files the templates of `setup` inject into that exist: each injection's file (when its name is not
    /// Liquid) in the module folder.
    public static func injectionTargets(of setup: Setup, fileSystem: any FileSystem) -> [String] {
        var targets: [String] = []
        for template in setup.catalog.listing(fetching: false).templates {
            for injection in template.spec.injections where !injection.file.contains("{") {
                let path = Path.absolute(injection.file, in: setup.configuration.modulePath)
                if fileSystem.fileExists(path), !targets.contains(path) { targets.append(path) }
            }
        }
        return targets
    }
}
