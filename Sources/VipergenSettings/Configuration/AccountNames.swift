#if canImport(Darwin)
    import Darwin
#endif

/// The names of the account vipergen runs as.
public struct AccountNames: Sendable {
    public var fullName: @Sendable () -> String?
    public var loginName: @Sendable () -> String?

    public init(fullName: @escaping @Sendable () -> String?, loginName: @escaping @Sendable () -> String?) {
        self.fullName = fullName
        self.loginName = loginName
    }

    /// From the system's user database on macOS. On Linux none: the release binary there is static, and glibc's
    /// user database in a static program needs the build machine's glibc at run time (its linker says so), so the
    /// name comes from git or the environment (`$USER`, `$LOGNAME`) alone.
    #if canImport(Darwin)
        public static let system = AccountNames(
            fullName: { AccountNames.databaseFullName() }, loginName: { AccountNames.databaseLoginName() })
    #else
        public static let system = none
    #endif

    /// No account names: the environment alone decides.
    public static let none = AccountNames(fullName: { nil }, loginName: { nil })

    #if canImport(Darwin)
        /// The account's full name: the first comma-separated field of its GECOS entry ("Jane Appleseed,,,").
        static func databaseFullName() -> String? {
            guard let entry = getpwuid(getuid()), let gecos = entry.pointee.pw_gecos else { return nil }
            let name = String(cString: gecos).split(separator: ",", omittingEmptySubsequences: false).first
                .map { String($0).trimmed }
            return name?.isEmpty == false ? name : nil
        }

        /// The account's login name.
        static func databaseLoginName() -> String? {
            guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
            let login = String(cString: name)
            return login.isEmpty ? nil : login
        }
    #endif
}
