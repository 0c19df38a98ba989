import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program vipergen runs but does not ship, such as `git` or `swiftc`, found on `PATH`.
public struct ExternalProgram: Sendable {
    /// The executable's absolute path.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// What a finished run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errorOutput: String
        /// Standard output byte for byte, for programs that print file contents (`git cat-file blob`).
        public var outputBytes: [UInt8] = []

        /// Where programs say what went wrong: the last `fatal:` or `error:` line, else the last non-empty line of
        /// standard error, else of standard output.
        public var reason: String {
            func lines(_ text: String) -> [String] { text.split(separator: "\n").map(\.trimmed).filter { !$0.isEmpty } }
            let errors = lines(errorOutput)
            let all = errors + lines(output)
            return all.last(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) ?? errors.last ?? all.last
                ?? "exit status \(status)"
        }
    }

    /// Whether the file at `path` is one this process may run.
    public static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// Finds `name` in the folders of `PATH` (from `environment`), as a shell would.
    public static func find(_ name: String, environment: [String: String]) -> ExternalProgram? {
        guard let path = environment["PATH"] else { return nil }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = Path.join(String(folder), name)
            if isExecutable(candidate) {
                return ExternalProgram(path: candidate)
            }
        }
        return nil
    }

    /// Runs the program with standard input closed, and waits for it.
    ///
    /// Started with posix_spawn and its output collected in temporary files: no Foundation `Process`, whose
    /// libraries would cost every vipergen start several milliseconds, and no pipe that a chatty program could fill.
    /// - Parameters:
    ///   - arguments: Passed as they are, never through a shell. The program runs in the current folder: a
    ///     program that works elsewhere is told so in its arguments (`git -C`), which keeps the static build
    ///     free of posix_spawn_file_actions_addchdir_np.
    ///   - environment: The program's whole environment.
    /// - Throws: When the program cannot be started at all.
    public func run(_ arguments: [String], environment: [String: String]) throws
        -> Result
    {
        let outputFile = try TemporaryFile()
        let errorFile = try TemporaryFile()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputFile.descriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, errorFile.descriptor, 2)

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let started = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard started == 0 else { throw SystemCallError(operation: "start", path: path, code: started) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SystemCallError(operation: "wait for", path: path, code: errno) }
        }
        // WIFEXITED / WEXITSTATUS, spelled out: the C macros are not imported.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = try outputFile.bytes()
        return Result(
            status: exitStatus, output: String(decoding: output, as: UTF8.self), errorOutput: try errorFile.text(),
            outputBytes: output)
    }
}
