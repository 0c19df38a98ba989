import Synchronization

/// A file system that remembers the paths the disk said were not there, or not folders, and answers for anything
/// beneath one of them without asking the disk: nothing can be found below a path that is not a folder.
///
/// Planning a module into a folder that does not exist yet asked about each of its files three or four times (is it
/// there, is it a link, what does it hold): eighty failed `stat`s in a gen of eleven files, each a walk of the path
/// in the kernel. Planning asks through this wrapper (`Planner`), so the first failed look at the module's folder
/// answers the rest.
///
/// It answers only what `stat` and `lstat` would: existence, folders, stamps, modes and links. Contents and listings
/// always go to the disk (their errors differ with the reason a path is missing), and any write forgets everything
/// it learnt. It relies on what every file system here keeps: a path beneath something that is not a folder does
/// not exist.
public final class AbsentPathsFileSystem: ForwardingFileSystem {
    public let base: any FileSystem
    /// Paths found not to be folders: `true` when nothing is there at all, `false` when something is (a file, or a
    /// link to one) or it is unknown which.
    private let known = Mutex(Knowledge())

    /// What was learnt since the last write.
    private struct Knowledge {
        var paths: [Substring: Bool] = [:]
        /// The lengths of `paths` in bytes, one bit each (modulo 4,096), so that an ancestor of another length is
        /// passed over without hashing it.
        var lengths = [UInt64](repeating: 0, count: 64)

        mutating func addLength(_ length: Int) {
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

    public func fileExists(_ path: String) -> Bool {
        if isKnownMissing(path) { return false }
        let exists = base.fileExists(path)
        if !exists { learn(path, isMissing: true) }
        return exists
    }

    public func isDirectory(_ path: String) -> Bool {
        if isKnownNotFolder(path) { return false }
        let isFolder = base.isDirectory(path)
        if !isFolder { learn(path, isMissing: false) }
        return isFolder
    }

    public func stamp(_ path: String) -> FileStamp? {
        if isKnownMissing(path) { return nil }
        let stamp = base.stamp(path)
        if stamp == nil { learn(path, isMissing: true) }
        return stamp
    }

    public func fileSize(_ path: String) -> Int? {
        isKnownMissing(path) ? nil : base.fileSize(path)
    }

    public func permissions(of path: String) -> UInt16? {
        isKnownMissing(path) ? nil : base.permissions(of: path)
    }

    /// A link is found by `lstat`, which a dangling link passes: only what lies beneath a path is answered.
    public func isSymbolicLink(_ path: String) -> Bool {
        isBeneathKnown(path) ? false : base.isSymbolicLink(path)
    }

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

    public func setPermissions(_ permissions: UInt16, of path: String) throws {
        defer { forget() }
        try base.setPermissions(permissions, of: path)
    }

    // MARK: - What was learnt

    private func learn(_ path: String, isMissing: Bool) {
        known.withLock { known in
            let key = Substring(path)
            if known.paths[key] != true { known.paths[key] = isMissing }
            known.addLength(path.utf8.count)
        }
    }

    private func forget() {
        known.withLock { $0 = Knowledge() }
    }

    /// Nothing is at `path`: the disk said so, or `path` lies beneath a path that is not a folder.
    private func isKnownMissing(_ path: String) -> Bool {
        known.withLock { known in
            !known.paths.isEmpty && (known.paths[Substring(path)] == true || Self.isBeneath(path, anyOf: known))
        }
    }

    /// `path` is not a folder: the disk said so, or `path` lies beneath a path that is not a folder.
    private func isKnownNotFolder(_ path: String) -> Bool {
        known.withLock { known in
            !known.paths.isEmpty && (known.paths[Substring(path)] != nil || Self.isBeneath(path, anyOf: known))
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
                if known.paths[path[..<end]] != nil { return true }
            }
            offset += 1
        }
        return false
    }
}
