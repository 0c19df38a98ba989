import Files

/// The developer's name for `developer.name` when the settings give none, found as git and other tools find it:
/// git's `user.name`, then the account's full name (on macOS), then the login name.
public enum DeveloperName {
    /// The first of those that is set; "" when none is (a bare container with no git identity and no `$USER`).
    /// - Parameter account: Where the account's names come from: the system's user database, or fixed ones in
    ///   tests.
    /// - Parameter directory: The folder git would run in (for the repository's own config); `nil` asks git.
    public static func detect(
        environment: [String: String], account: AccountNames = .system, directory: String? = nil,
        fileSystem: any FileSystem = LocalFileSystem()
    ) -> String {
        if let name = gitUserName(environment: environment, directory: directory, fileSystem: fileSystem) {
            return name
        }
        if let name = account.fullName() { return name }
        for variable in ["USER", "LOGNAME"] {
            if let name = environment[variable]?.trimmed, !name.isEmpty { return name }
        }
        return account.loginName() ?? ""
    }

    /// `git config user.name`, when git is on `PATH` and has one. `HOME` decides which global configuration git
    /// reads, as it would for the user's own commits. Read from git's files when they can answer for git
    /// (`GitConfigFiles`), without starting it.
    static func gitUserName(
        environment: [String: String], directory: String? = nil, fileSystem: any FileSystem = LocalFileSystem()
    ) -> String? {
        if let directory {
            switch GitConfigFiles(environment: environment, directory: directory, fileSystem: fileSystem)
                .value(section: "user", key: "name")
            {
            case .value(let name): return name.trimmed.isEmpty ? nil : name.trimmed
            case .unset: return nil
            case .unknown: break
            }
        }
        guard let git = ExternalProgram.find("git", environment: environment),
            let result = try? git.run(["config", "--get", "user.name"], environment: environment),
            result.status == 0
        else { return nil }
        let name = result.output.trimmed
        return name.isEmpty ? nil : name
    }

}
