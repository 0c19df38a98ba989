import ByteWords
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
        /// Each path learnt and its fact, under the `PathHash` of the path. A path is found by its hash and then
        /// compared byte for byte, and so is each folder above a path asked about, without a copy of it: a clash
        /// check asks about every file an app target compiles, and hashing each ancestor of each as a `Substring`
        /// cost more than the rest of the question.
        private var paths: [UInt64: [(path: String, fact: Fact)]] = [:]
        /// A filter of the paths that are not folders: one bit each, chosen by their hash, so that most folders
        /// above a path asked about are passed over without a lookup.
        private var filter = [UInt64](repeating: 0, count: 256)

        var isEmpty: Bool { paths.isEmpty }

        mutating func add(_ path: String, _ fact: Fact) {
            Path.withBytes(of: path) { bytes in
                let hash = PathHash(bytes)
                let entries = paths[hash.value] ?? []
                if let index = entries.firstIndex(where: { Self.matches($0.path, bytes) }) {
                    paths[hash.value]?[index].fact = fact
                } else {
                    paths[hash.value, default: []].append((path, fact))
                }
                if fact != .folder { filter[hash.word] |= hash.bit }
            }
        }

        /// What was learnt of the path of `bytes` itself.
        func fact(of bytes: UnsafeBufferPointer<UInt8>) -> Fact? {
            paths[PathHash(bytes).value]?.first { Self.matches($0.path, bytes) }?.fact
        }

        /// Whether the path of `bytes`, whose hash is `hash`, was learnt to be no folder.
        func isNoFolder(_ bytes: UnsafeBufferPointer<UInt8>, hash: PathHash) -> Bool {
            guard filter[hash.word] & hash.bit != 0, let entries = paths[hash.value] else { return false }
            return entries.contains { $0.fact != .folder && Self.matches($0.path, bytes) }
        }

        /// Whether `path` is the path of `bytes`, byte for byte.
        private static func matches(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            Path.withBytes(of: path) { ByteWords.equal(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(bytes)) }
        }
    }

    /// FNV-1a over a path's bytes, taken byte by byte as the path is read, so that the hash of each folder above it
    /// is there when the slash after it is.
    private struct PathHash {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        init() {}

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { add(byte) }
        }

        mutating func add(_ byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }

        /// The word of the filter (256 words) and the bit in it that the hash chooses.
        var word: Int { Int(truncatingIfNeeded: value >> 56) }
        var bit: UInt64 { 1 << (value & 63) }
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

    public func createInPlace(_ bytes: [UInt8], at path: String) throws {
        defer { forget() }
        try base.createInPlace(bytes, at: path)
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
            guard !known.isEmpty else { return nil }
            return Path.withBytes(of: path) { bytes in
                known.fact(of: bytes) ?? (Self.isBeneath(bytes, anyOf: known) ? .missing : nil)
            }
        }
    }

    private func isBeneathKnown(_ path: String) -> Bool {
        known.withLock { known in !known.isEmpty && Path.withBytes(of: path) { Self.isBeneath($0, anyOf: known) } }
    }

    /// Whether a folder above the path of `bytes` is one of the known paths that are not folders: the hash of each
    /// folder above it grows as its bytes are read, and at each slash the folder is looked for by that hash.
    private static func isBeneath(_ bytes: UnsafeBufferPointer<UInt8>, anyOf known: Knowledge) -> Bool {
        var hash = PathHash()
        for offset in bytes.indices {
            if bytes[offset] == UInt8(ascii: "/"), offset > 0,
                known.isNoFolder(UnsafeBufferPointer(rebasing: bytes[..<offset]), hash: hash)
            {
                return true
            }
            hash.add(bytes[offset])
        }
        return false
    }
}
