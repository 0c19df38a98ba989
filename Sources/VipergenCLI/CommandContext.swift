import Files
import VipergenKit
import VipergenSettings

/// Everything a command reads from outside: passed in, so every command runs in-process in tests with a
/// fixed environment, folder and console.
public struct CommandContext: Sendable {
    /// The process's environment variables.
    public var environment: [String: String]
    /// The folder the command runs in, absolute.
    public var currentDirectory: String
    /// The disk commands read and write.
    public var fileSystem: any FileSystem
    /// Where commands print.
    public var console: any Console
    /// Whether standard output is a terminal: colour is for people only.
    public var isOutputTerminal: Bool
    /// Where the account's names come from, for `developer.name` when the settings give none.
    public var account: AccountNames
    /// The absolute path of the running vipergen, when known: what git's config names for the merge driver when
    /// `vipergen` is not on PATH.
    public var executable: String?
    /// How long a command waits for another run in its project to finish before it gives up (`ProjectLock`).
    public var lockWait: Duration = .seconds(60)

    /// A context for running commands; `executable` is vipergen's own path, for the merge driver's config.
    public init(
        environment: [String: String], currentDirectory: String, fileSystem: any FileSystem = LocalFileSystem(),
        console: any Console = StandardConsole(), isOutputTerminal: Bool = false, account: AccountNames = .system,
        executable: String? = nil
    ) {
        self.executable = executable
        self.account = account
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.fileSystem = fileSystem
        self.console = console
        self.isOutputTerminal = isOutputTerminal
    }

    /// `developer.name` when the settings give none: git's `user.name`, the account's full name or login name.
    func developerName() -> String {
        DeveloperName.detect(
            environment: environment, account: account, directory: currentDirectory, fileSystem: fileSystem)
    }

    /// `path` relative to the current folder when it is inside it: what people want to read.
    func display(_ path: String) -> String {
        Path.relative(path, to: currentDirectory)
    }

    /// `path` as given on the command line, made absolute against the current folder.
    func absolute(_ path: String) -> String {
        Path.absolute(path, in: currentDirectory)
    }
}
