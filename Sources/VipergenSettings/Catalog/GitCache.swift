import Files

/// vipergen's cache of git catalogs: one checkout per repository and ref, cloned with the system `git` the first
/// time it is needed and reused offline from then on.
///
/// Everything happens inside `<cache>/git/`. A clone goes to a temporary folder there and is renamed into place
/// only once it succeeded, so a failed clone or update leaves the previous checkout usable. The only things ever
/// deleted are those temporary folders, and only by their exact names inside `<cache>/git/`: nothing outside it
/// (Generamba's installer deleted the whole system temporary folder).
public struct GitCache: Sendable {
    /// The variable that moves the cache.
    public static let environmentVariable = "VIPERGEN_CACHE_DIR"

    /// vipergen's cache folder; `nil` when the environment names none.
    public let root: String?
    let environment: [String: String]
    let fileSystem: any FileSystem

    /// - Parameter currentDirectory: What a relative `VIPERGEN_CACHE_DIR` is relative to.
    public init(environment: [String: String], currentDirectory: String, fileSystem: any FileSystem) {
        self.root = GitCache.cacheFolder(environment: environment).map { Path.absolute($0, in: currentDirectory) }
        self.environment = environment
        self.fileSystem = fileSystem
    }

    /// `$VIPERGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/vipergen`, else `$HOME/.cache/vipergen`.
    public static func cacheFolder(environment: [String: String]) -> String? {
        if let folder = environment[environmentVariable], !folder.isEmpty { return Path.normalize(folder) }
        // The XDG specification ignores a relative XDG_CACHE_HOME.
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") {
            return Path.join(Path.normalize(folder), "vipergen")
        }
        if let home = environment["HOME"], !home.isEmpty { return Path.join(Path.normalize(home), ".cache/vipergen") }
        return nil
    }

    /// Where checkouts live: `<cache>/git`.
    var checkoutsFolder: String? { root.map { Path.join($0, "git") } }

    /// The checkout's folder: `<cache>/git/<repository>-<hash of URL and ref>`, readable and unique per pair.
    public func folder(for reference: GitReference) -> String? {
        checkoutsFolder.map { Path.join($0, GitCache.folderName(for: reference)) }
    }

    static func folderName(for reference: GitReference) -> String {
        let safe = String(
            reference.repositoryName.unicodeScalars.map {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
                    ? Character($0) : "_"
            })
        return "\(safe)-\(shortHash(reference.url + "\u{0}" + (reference.ref ?? "")))"
    }

    /// 12 hex digits of FNV-1a: stable across runs and platforms, unlike `Hasher`.
    static func shortHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).prefix(12))
    }

    /// The checkout when it is in the cache already, without touching the network.
    public func cachedFolder(for reference: GitReference) -> String? {
        guard let folder = folder(for: reference), fileSystem.isDirectory(folder) else { return nil }
        return folder
    }

    /// The checkout for `reference`: the cached one, or a fresh clone when there is none.
    /// - Throws: `CatalogError` when git is missing, the clone fails or the ref does not exist.
    public func checkout(_ reference: GitReference) throws(CatalogError) -> String {
        if let folder = cachedFolder(for: reference) { return folder }
        return try fetch(reference)
    }

    /// Clones `reference` again and swaps it in for the cached checkout; on failure the old one stays.
    /// - Returns: The checkout's folder.
    @discardableResult
    public func update(_ reference: GitReference) throws(CatalogError) -> String {
        try fetch(reference)
    }

    /// The commit checked out in `folder`, for listings; `nil` when git cannot say.
    public func commit(in folder: String) -> String? {
        guard let git = ExternalProgram.find("git", environment: environment),
            let result = try? git.run(["-C", folder, "rev-parse", "HEAD"], environment: gitEnvironment),
            result.status == 0
        else { return nil }
        return result.output.trimmed
    }

    /// The environment git runs with: the user's (for SSH keys and credentials), never asking for a password,
    /// and giving up on an HTTP transfer that stalls (under 1 KB/s for 60 s) unless the user chose other limits.
    var gitEnvironment: [String: String] {
        var variables = environment
        variables["GIT_TERMINAL_PROMPT"] = "0"
        variables["GCM_INTERACTIVE"] = "never"
        variables["GIT_HTTP_LOW_SPEED_LIMIT"] = environment["GIT_HTTP_LOW_SPEED_LIMIT"] ?? "1000"
        variables["GIT_HTTP_LOW_SPEED_TIME"] = environment["GIT_HTTP_LOW_SPEED_TIME"] ?? "60"
        return variables
    }

    /// Clones into a temporary folder beside the checkout, checks out the ref, then renames it into place.
    private func fetch(_ reference: GitReference) throws(CatalogError) -> String {
        guard let checkouts = checkoutsFolder, let destination = folder(for: reference) else {
            throw .noCacheFolder
        }
        guard let git = ExternalProgram.find("git", environment: environment) else {
            throw .gitNotFound(reference)
        }
        if let ref = reference.ref, ref.isEmpty || ref.hasPrefix("-") || ref.contains(where: \.isWhitespace) {
            throw .gitFailed(reference, action: "check out", reason: "'\(ref)' is not a tag, branch or commit name")
        }
        do {
            try fileSystem.createFolders(checkouts)
        } catch {
            throw .cacheFailed(path: checkouts, reason: "\(error)")
        }
        let key = Path.base(destination)
        let incoming = Path.join(checkouts, ".incoming-\(key)-\(UInt32.random(in: .min ... .max))")
        defer { removeTemporary(incoming) }
        try clone(reference, into: incoming, git: git)
        try replace(destination, with: incoming, key: key, checkouts: checkouts)
        return destination
    }

    private func clone(_ reference: GitReference, into folder: String, git: ExternalProgram) throws(CatalogError) {
        let clone: ExternalProgram.Result
        do {
            clone = try git.run(
                ["clone", "--quiet", "--", reference.url, folder], environment: gitEnvironment)
        } catch {
            throw .gitFailed(reference, action: "run git to clone", reason: "\(error)")
        }
        guard clone.status == 0 else { throw .gitFailed(reference, action: "clone", reason: clone.reason) }
        guard let ref = reference.ref else { return }
        // A tag, a commit, or a local branch; then a branch only the remote has.
        for candidate in [ref, "origin/" + ref] {
            guard
                let resolved = try? git.run(
                    ["-C", folder, "rev-parse", "--verify", "--quiet", candidate + "^{commit}"],
                    environment: gitEnvironment),
                resolved.status == 0
            else { continue }
            let checkout = try? git.run(
                ["-C", folder, "checkout", "--quiet", "--detach", resolved.output.trimmed],
                environment: gitEnvironment)
            guard let checkout, checkout.status == 0 else {
                throw .gitFailed(reference, action: "check out", reason: checkout?.reason ?? "git did not run")
            }
            return
        }
        throw .unknownRef(reference)
    }

    /// Renames `incoming` to `destination`, moving an existing checkout aside first and removing it after.
    private func replace(_ destination: String, with incoming: String, key: String, checkouts: String)
        throws(CatalogError)
    {
        do {
            guard fileSystem.fileExists(destination) else {
                try fileSystem.moveItem(from: incoming, to: destination)
                return
            }
            let outgoing = Path.join(checkouts, ".outgoing-\(key)-\(UInt32.random(in: .min ... .max))")
            try fileSystem.moveItem(from: destination, to: outgoing)
            do {
                try fileSystem.moveItem(from: incoming, to: destination)
            } catch {
                try? fileSystem.moveItem(from: outgoing, to: destination)
                throw error
            }
            removeTemporary(outgoing)
        } catch {
            throw .cacheFailed(path: destination, reason: "\(error)")
        }
    }

    /// Removes a temporary folder this cache made: only `.incoming-…`/`.outgoing-…` directly in `<cache>/git`.
    private func removeTemporary(_ path: String) {
        guard let checkouts = checkoutsFolder, Path.directory(Path.normalize(path)) == checkouts else { return }
        let name = Path.base(path)
        guard name.hasPrefix(".incoming-") || name.hasPrefix(".outgoing-"), fileSystem.fileExists(path) else { return }
        try? fileSystem.removeItem(path)
    }
}
