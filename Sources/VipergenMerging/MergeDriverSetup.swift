import Files
import VipergenSettings

/// Sets a repository up for vipergen's merge driver: `.gitattributes` routes the project files and the injection
/// targets to it (committed, so every clone has them), and the repository's own git config says how to run it
/// (never committed, so each clone runs this once). Never writes a user's global config.
public struct MergeDriverSetup: Sendable {
    /// `merge.vipergen.name`.
    public static let description = "vipergen: Xcode project files by objects, injected lines kept from both sides"
    /// `merge.vipergen.driver`: the command line git runs, with its placeholders.
    public static let defaultCommand =
        "vipergen merge-driver --marker-size %L --ours-label=%X --theirs-label=%Y --base-label=%S %O %A %B %P"

    /// The driver's command line for the vipergen at `executable` (an absolute path): that path, quoted for the
    /// shell git runs the driver with, so that git finds it whatever PATH started git. Xcode's source control and
    /// GUI clients run git without the shell's PATH (Homebrew's `/opt/homebrew/bin` is not on it): a driver named by
    /// its bare name fails there, and git then keeps only our side of the file, with no conflict marker.
    ///
    /// The path is taken as found, its links not followed: Homebrew's `/opt/homebrew/bin/vipergen` and Mint's
    /// `~/.mint/bin/vipergen` are links that stay where they are across upgrades, while the versioned folders they
    /// point at are deleted by the next upgrade. Without a known executable (run in-process), the bare name.
    public static func command(executable: String?) -> String {
        guard let executable else { return defaultCommand }
        return quoted(executable) + defaultCommand.dropFirst("vipergen".count)
    }

    /// `text` in single quotes for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// The program a driver command line starts: its first word, unquoted (single quotes, as `command` writes
    /// them, or none); `nil` for a command line written some other way.
    static func program(of command: String) -> String? {
        var program = ""
        var rest = Substring(command.drop { $0 == " " })
        while let character = rest.first, character != " " {
            if character == "'" {
                guard let close = rest.dropFirst().firstIndex(of: "'") else { return nil }
                program += rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
            } else if character == "\\" {
                // An escaped character, such as the quote in `'it'\''s'`.
                rest = rest.dropFirst()
                guard let escaped = rest.first else { return nil }
                program.append(escaped)
                rest = rest.dropFirst()
            } else if character == "\"" || character == "$" || character == "`" {
                // Double quotes or an expansion: what the shell makes of them is not read here.
                return nil
            } else {
                program.append(character)
                rest = rest.dropFirst()
            }
        }
        return program.isEmpty ? nil : program
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
            added = GitAttributes.addedLines(from: old, to: bytes)
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

    /// Whether git here can run the driver `.gitattributes` routes files to.
    public enum DriverState: Sendable, Equatable {
        /// `.gitattributes` routes no file to the driver: nothing to run.
        case notRouted
        /// Files are routed to it and this clone never set it up: what a teammate's fresh clone looks like.
        case notSetUp
        /// Registered by an absolute path that runs.
        case runs(program: String)
        /// Registered by a bare name: it runs from a shell whose PATH finds it, not from Xcode or a GUI client.
        case byName(program: String)
        /// Registered by a path that does not run (vipergen moved or was uninstalled), or by a name PATH does not
        /// find: every merge of a routed file keeps only our side.
        case broken(program: String)
    }

    /// Whether git here can run the driver: read from `.gitattributes` and git's config, and, for a driver named
    /// by a path, from that path. Asks git nothing when `.gitattributes` routes no file to the driver.
    public func state() throws(MergeDriverError) -> DriverState {
        let path = Path.join(workTree.root, GitAttributes.fileName)
        guard let bytes = try? fileSystem.contents(of: path), GitAttributes.namesDriver(bytes) else {
            return .notRouted
        }
        guard let command = try workTree.config("merge.\(GitAttributes.driverName).driver") else { return .notSetUp }
        // A command line vipergen did not write is not second-guessed.
        guard let program = Self.program(of: command) else { return .runs(program: command) }
        if program.contains("/") {
            return ExternalProgram.isExecutable(program) ? .runs(program: program) : .broken(program: program)
        }
        return ExternalProgram.find(program, environment: workTree.environment) == nil
            ? .broken(program: program) : .byName(program: program)
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
