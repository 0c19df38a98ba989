#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system operations vipergen performs, passed in so tests can observe them and inject failures.
///
/// A failed operation throws `SystemCallError`, which names the operation, the path and the system's reason;
/// reading text throws `FileSystemError`.
public protocol FileSystem: Sendable {
    /// The file's bytes; `nil` when there is no file. Called from several threads at once (records read in
    /// parallel: `Array.concurrentMap`).
    func contents(of path: String) throws -> [UInt8]?
    func fileExists(_ path: String) -> Bool
    func isDirectory(_ path: String) -> Bool
    func listDirectory(_ path: String) throws -> [String]
    func createDirectory(_ path: String) throws
    func write(_ bytes: [UInt8], to path: String) throws
    /// Writes a new file at `path`, failing when anything is there already: a file that appeared after the plan
    /// was made is never replaced. A write that fails part-way removes the file it started.
    func create(_ bytes: [UInt8], at path: String) throws
    /// Creates a new file at `path` as `create` does, but under its name from the first byte: no unnamed file to
    /// link. A process killed while writing can leave it empty, and with more than a page of bytes part-written (a
    /// write of one page or less is done whole or not at all), so it is for writes a journal covers, whose
    /// recovery removes an empty file it was creating. Where a file system has nothing quicker, `create`.
    func createInPlace(_ bytes: [UInt8], at path: String) throws
    func moveItem(from source: String, to destination: String) throws
    func removeItem(_ path: String) throws
    /// Removes the folder at `path` if it is empty; throws, removing nothing, when it is not (or is not a folder).
    func removeEmptyFolder(_ path: String) throws
    /// The path with symbolic links resolved, for checks that output stays inside its folder.
    func resolvingSymlinks(_ path: String) -> String
    /// The size of the file in bytes, when it can be known without reading it; `nil` otherwise.
    func fileSize(_ path: String) -> Int?
    /// The permission bits of the file (`0o644`), following links; `nil` when there is none or they are not known.
    func permissions(of path: String) -> UInt16?
    /// Sets the permission bits of the file, so that a file written in place of another keeps its mode.
    func setPermissions(_ permissions: UInt16, of path: String) throws
    /// Whether `path` itself is a symbolic link.
    func isSymbolicLink(_ path: String) -> Bool
    /// The size and modification time of what is at `path` (links followed); `nil` when nothing is there or the
    /// file system does not keep them. Called from several threads at once (`stamps(of:)`).
    func stamp(_ path: String) -> FileStamp?
    /// The device and inode of what is at `path` (links followed); `nil` when nothing is there or the file system
    /// has none.
    func identity(of path: String) -> FileIdentity?
    /// The folder's entries without `.` and `..`, sorted, folders apart from the rest.
    func listFolder(_ path: String) throws -> FolderListing
    /// What is at `path`, links followed, in one look.
    func pathKind(_ path: String) -> PathKind
    /// The file's bytes, `nil` when there is none, as `contents(of:)`; a file of more than `maximumBytes` is refused
    /// with `FileSystemError.tooLarge` before it is read.
    func contents(of path: String, maximumBytes: Int) throws -> [UInt8]?
    /// Whether `path` is a folder with nothing in it; false when it cannot be read. Stops at the first entry, so
    /// asking of a folder of 10,000 modules costs what asking of an empty one does.
    func isEmptyFolder(_ path: String) -> Bool
    /// Whether the file at `path` holds exactly `bytes` (false when there is none): the writer's check that a file
    /// is still what the plan was made against, just before it replaces it.
    func holds(_ bytes: [UInt8], at path: String) throws -> Bool
    /// Gives the file at `path` a second name, `linkPath`, which must not exist: a hard link, the same file under
    /// two names, links in `path` not followed. Throws where the file system cannot (another device, no hard links).
    func hardLink(_ path: String, at linkPath: String) throws
    /// Takes the exclusive lock of `folder` for this process if nobody holds it, without waiting (`FolderLock`).
    func tryLocking(_ folder: String) -> FolderLock.Attempt
}

extension FileSystem {
    /// From `isDirectory` and `fileExists`: a file system without permissions has no unreachable paths.
    public func pathKind(_ path: String) -> PathKind {
        isDirectory(path) ? .folder : fileExists(path) ? .file : .missing
    }

    public func isEmptyFolder(_ path: String) -> Bool {
        isDirectory(path) && (try? listDirectory(path))?.isEmpty == true
    }

    /// Asks whether the folder is empty, then removes it. A wrapper that changes `removeItem` gets this too.
    public func removeEmptyFolder(_ path: String) throws {
        guard isEmptyFolder(path) else { throw FileSystemError.notEmptyFolder(path) }
        try removeItem(path)
    }

    /// The size asked for first, then the bytes. A wrapper that changes `contents(of:)` gets this too.
    public func contents(of path: String, maximumBytes: Int) throws -> [UInt8]? {
        if let size = fileSize(path), size > maximumBytes {
            throw FileSystemError.tooLarge(path, size: size, limit: maximumBytes)
        }
        return try contents(of: path)
    }

    /// The file read whole and compared. A wrapper that changes `contents(of:)` gets this too, so that what it
    /// does to reads applies to the check.
    public func holds(_ bytes: [UInt8], at path: String) throws -> Bool {
        bytes.hasSameBytes(as: try contents(of: path))
    }

    /// Not in a file system without hard links (the test ones): callers copy the bytes instead.
    public func hardLink(_ path: String, at linkPath: String) throws {
        throw SystemCallError(operation: "link", path: linkPath, code: ENOTSUP)
    }

    /// `create` itself where nothing is quicker: the test file systems, which write a file in one step, and the
    /// wrappers (`ForwardingFileSystem`), so that one that changes `create` (a failing or a killing one) changes
    /// this too.
    public func createInPlace(_ bytes: [UInt8], at path: String) throws { try create(bytes, at: path) }

    /// No locks in the test file systems: nothing else reads them.
    public func tryLocking(_ folder: String) -> FolderLock.Attempt { .unsupported }

    /// Unknown unless the file system can tell without reading the file.
    public func fileSize(_ path: String) -> Int? { nil }
    /// Unknown for a file system without modes (the test ones): files written keep the default mode.
    public func permissions(of path: String) -> UInt16? { nil }
    /// Nothing to do for a file system without modes.
    public func setPermissions(_ permissions: UInt16, of path: String) throws {}
    /// No links in a file system that has none.
    public func isSymbolicLink(_ path: String) -> Bool { false }
    /// Not kept by the test file systems: a cache keyed by stamps reads everything again there.
    public func stamp(_ path: String) -> FileStamp? { nil }
    /// None in the test file systems: every path is the same copy.
    public func identity(of path: String) -> FileIdentity? { nil }

    /// The listing, each entry asked whether it is a folder.
    public func listFolder(_ path: String) throws -> FolderListing {
        var listing = FolderListing(files: [], folders: [])
        for name in try listDirectory(path) {
            if isDirectory(Path.join(path, name)) {
                listing.folders.append(name)
            } else {
                listing.files.append(name)
            }
        }
        return listing
    }

    /// Creates `folder` and the folders above it that are missing.
    public func createFolders(_ folder: String) throws {
        guard !folder.isEmpty, folder != "/", !isDirectory(folder) else { return }
        try createFolders(Path.directory(folder))
        try createDirectory(folder)
    }

    /// The file's text, or `nil` when there is no such file.
    ///
    /// Every file vipergen reads as text comes through here (templates, snippets, specs, catalogs.yml, module
    /// lists), so one set of rules holds for all of them: at most `TextFileRules.maximumBytes`, UTF-8, and a leading
    /// byte order mark dropped, so that it cannot end up in the middle of a generated file. Line endings are kept
    /// as they are.
    /// - Throws: `FileSystemError.tooLarge`, `.notUTF8` or `.utf16`, naming the file.
    public func text(of path: String) throws -> String? {
        guard let bytes = try contents(of: path, maximumBytes: TextFileRules.maximumBytes) else { return nil }
        return try TextFileRules.decode(bytes, path: path)
    }
}
