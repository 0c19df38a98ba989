import Synchronization

/// A file system that remembers the paths the disk said were missing, or were not folders, and answers for anything
/// beneath one of them without asking the disk: nothing can be found below a path that is not a folder.
///
/// Planning a module into a folder that does not exist yet asked about each of its files three or four times (is it
/// there, is it a link, what does it hold): eighty failed system calls in a gen of eleven files, each a walk of the
/// path in the kernel (about 2 µs here). Planning asks through this wrapper (`Planner`), and so do the writer's
/// checks before its first write, so the first look at the module's folder answers the rest.
///
/// It learns only from what it asks the disk itself, in one look (`pathKind`): a path that is missing (`ENOENT`,
/// `ENOTDIR`), a file or a folder. A path that cannot be reached for another reason (no permission) teaches it nothing,
/// so every answer, contents included, is the one the disk would give. Listings always go to the disk, and any
/// write through it forgets everything it learnt.
public final class AbsentPathsFileSystem: ForwardingFileSystem {
    public let base: any FileSystem
    private let known = Mutex(Knowledge())

    /// What the disk said of a path.
    private enum Fact {
        /// Nothing is there.
        case missing
        /// Something is there: a file, a device.
        case notFolder
        /// A folder is there: asked about again (is it there, is it a folder), it is not looked for again.
        case folder
    }

    /// What was learnt since the last write.
    private struct Knowledge {
        var paths: [Substring: Fact] = [:]
        /// The lengths in bytes of the paths that are not folders, one bit each (modulo 4,096), so that an
        /// ancestor of another length is passed over without hashing it.
        var lengths = [UInt64](repeating: 0, count: 64)

        mutating func add(_ path: String, _ fact: Fact) {
            paths[Substring(path)] = fact
            guard fact != .folder else { return }
            let length = path.utf8.count
            lengths[(length >> 6) & 63] |= 1 << UInt64(length & 63)
        }

        func mayHaveLength(_ length: Int) -> Bool {
            lengths[(length >> 6) & 63] & (1 << UInt64(length & 63)) != 0
        }
    }

    /// A wrapper over `base` that has learnt nothing yet.
    public init(base: any FileSystem) {
        self.base = base
    }

    // MARK: - Answered from what was learnt

    public func pathKind(_ path: String) -> PathKind {
        switch fact(about: path) {
        case .missing: return .missing
        case .notFolder: return .file
        case .folder: return .folder
        case nil: break
        }
        let kind = base.pathKind(path)
        switch kind {
        case .missing: learn(path, .missing)
        case .file: learn(path, .notFolder)
        case .folder: learn(path, .folder)
        case .unreachable: break
        }
        return kind
    }

    public func fileExists(_ path: String) -> Bool {
        let kind = pathKind(path)
        return kind == .file || kind == .folder
    }

    public func isDirectory(_ path: String) -> Bool {
        pathKind(path) == .folder
    }

    public func stamp(_ path: String) -> FileStamp? {
        fact(about: path) == .missing ? nil : base.stamp(path)
    }

    public func fileSize(_ path: String) -> Int? {
        fact(about: path) == .missing ? nil : base.fileSize(path)
    }

    public func permissions(of path: String) -> UInt16? {
        fact(about: path) == .missing ? nil : base.permissions(of: path)
    }

    /// A link is found by `lstat`, which a dangling link passes: a path the disk called missing may be one.
    public func isSymbolicLink(_ path: String) -> Bool {
        isBeneathKnown(path) ? false : base.isSymbolicLink(path)
    }

    public func contents(of path: String) throws -> [UInt8]? {
        fact(about: path) == .missing ? nil : try base.contents(of: path)
    }

    public func contents(of path: String, maximumBytes: Int) throws -> [UInt8]? {
        fact(about: path) == .missing ? nil : try base.contents(of: path, maximumBytes: maximumBytes)
    }

    public func holds(_ bytes: [UInt8], at path: String) throws -> Bool {
        fact(about: path) == .missing ? false : try base.holds(bytes, at: path)
    }

    // MARK: - Writes, which forget

    public func createDirectory(_ path: String) throws {
        defer { forget() }
        try base.createDirectory(path)
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        defer { forget() }
        try base.write(bytes, to: path)
    }

    public func create(_ bytes: [UInt8], at path: String) throws {
        defer { forget() }
        try base.create(bytes, at: path)
    }

    public func moveItem(from source: String, to destination: String) throws {
        defer { forget() }
        try base.moveItem(from: source, to: destination)
    }

    public func removeItem(_ path: String) throws {
        defer { forget() }
        try base.removeItem(path)
    }

    public func removeEmptyFolder(_ path: String) throws {
        defer { forget() }
        try base.removeEmptyFolder(path)
    }

    public func hardLink(_ path: String, at linkPath: String) throws {
        defer { forget() }
        try base.hardLink(path, at: linkPath)
    }

    public func setPermissions(_ permissions: UInt16, of path: String) throws {
        defer { forget() }
        try base.setPermissions(permissions, of: path)
    }

    // MARK: - What was learnt

    private func learn(_ path: String, _ fact: Fact) {
        known.withLock { $0.add(path, fact) }
    }

    private func forget() {
        known.withLock { $0 = Knowledge() }
    }

    /// What is known of `path`: `.missing` when the disk said so or it lies beneath a path that is not a folder,
    /// `.notFolder` when the disk found a file there, `.folder` a folder, `nil` when nothing is known.
    private func fact(about path: String) -> Fact? {
        known.withLock { known in
            guard !known.paths.isEmpty else { return nil }
            if let fact = known.paths[Substring(path)] { return fact }
            return Self.isBeneath(path, anyOf: known) ? .missing : nil
        }
    }

    private func isBeneathKnown(_ path: String) -> Bool {
        known.withLock { known in !known.paths.isEmpty && Self.isBeneath(path, anyOf: known) }
    }

    /// Whether a folder above `path` is one of the known paths: each prefix of `path` that ends before a slash and
    /// has the length of a known path is looked up, without a copy.
    private static func isBeneath(_ path: String, anyOf known: Knowledge) -> Bool {
        let utf8 = path.utf8
        var offset = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/"), offset > 0, known.mayHaveLength(offset) {
                let end = utf8.index(utf8.startIndex, offsetBy: offset)
                if let fact = known.paths[path[..<end]], fact != .folder { return true }
            }
            offset += 1
        }
        return false
    }
}
