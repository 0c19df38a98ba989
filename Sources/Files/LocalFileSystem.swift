#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if os(Linux)
    import Synchronization
#endif

/// The real disk, through the C library's calls: no Foundation, whose share of a static binary slows every start.
public struct LocalFileSystem: FileSystem {
    public init() {}

    /// Reads with open(2) and read(2): one pass, no Foundation buffers in between.
    public func contents(of path: String) throws -> [UInt8]? {
        try contents(of: path, maximumBytes: .max)
    }

    /// The size is the open file's, so a missing file costs one call rather than a `stat` and an `open`.
    public func contents(of path: String, maximumBytes: Int) throws -> [UInt8]? {
        // O_NONBLOCK: opening a pipe would otherwise wait for a writer. It changes nothing for regular files.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw SystemCallError(operation: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemCallError(operation: "stat", path: path, code: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return nil }
        // A device such as /dev/zero has no end, and a template repository could link to one.
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileSystemError.notRegularFile(path) }
        guard Int(status.st_size) <= maximumBytes else {
            throw FileSystemError.tooLarge(path, size: Int(status.st_size), limit: maximumBytes)
        }
        // Read straight into an array of the file's size (and one byte more, to see the end), left uninitialized:
        // clearing a megabyte-sized project file's array first cost more than reading it. A file that grows while
        // it is read gets more room.
        var room = Int(status.st_size) + 1
        var readError: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
            (initialized, readError) = Self.fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor)
        }
        // Filled to its last byte: the file grew since the stat, and is read on in steps.
        while readError == nil, bytes.count == room {
            let more = max(room, 4096)
            bytes.append(contentsOf: repeatElement(0, count: more))
            let (count, error) = bytes.withUnsafeMutableBytes {
                Self.fill(UnsafeMutableRawBufferPointer(rebasing: $0[room...]), from: descriptor)
            }
            bytes.removeLast(more - count)
            (room, readError) = (room + more, error)
        }
        if let readError { throw SystemCallError(operation: "read", path: path, code: readError) }
        return bytes
    }

    /// Reads from `descriptor` into `buffer` until it is full or the file ends: how many bytes were read, and the
    /// error that stopped the reading, if one did.
    private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> (Int, Int32?) {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return (filled, errno)
            }
            if count == 0 { break }
            filled += count
        }
        return (filled, nil)
    }

    /// Compares the file with `bytes` a block at a time through one small buffer, after comparing sizes: reading a
    /// project file of a megabyte whole into a new array, only to compare it, cost a page fault for every four
    /// kilobytes, more than the comparing.
    public func holds(_ bytes: [UInt8], at path: String) throws -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return false }
            throw SystemCallError(operation: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemCallError(operation: "stat", path: path, code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return try bytes.hasSameBytes(as: contents(of: path)) }
        guard Int(status.st_size) == bytes.count else { return false }
        let blockSize = 64 * 1024
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        return try bytes.withUnsafeBytes { expected in
            var compared = 0
            while true {
                let (count, error) = Self.fill(
                    UnsafeMutableRawBufferPointer(start: block, count: blockSize), from: descriptor)
                if let error { throw SystemCallError(operation: "read", path: path, code: error) }
                guard compared + count <= expected.count,
                    count == 0 || memcmp(block, expected.baseAddress! + compared, count) == 0
                else { return false }
                compared += count
                // The end: equal when it is where `bytes` end (the file may have changed size since the stat).
                if count < blockSize { return compared == expected.count }
            }
        }
    }

    public func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Whether anything is at `path`, following symbolic links (a link to nothing is not there).
    public func fileExists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    public func pathKind(_ path: String) -> PathKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreachable }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    public func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    public func identity(of path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(status.st_ino))
    }

    public func stamp(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
            let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        let nanoseconds = { (time: timespec) in Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
        return FileStamp(size: Int(status.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed))
    }

    /// The listing from readdir(3)'s entry types: one call per folder, a stat only for links and file systems that
    /// do not give the type.
    public func listFolder(_ path: String) throws -> FolderListing {
        var listing = FolderListing(files: [], folders: [])
        try readEntries(of: path) { name, type in
            if type == DT_DIR || (type != DT_REG && isDirectory(Path.join(path, name))) {
                listing.folders.append(name)
            } else {
                listing.files.append(name)
            }
            return true
        }
        listing.files.sort()
        listing.folders.sort()
        return listing
    }

    /// The names in the folder, without `.` and `..`, sorted.
    public func listDirectory(_ path: String) throws -> [String] {
        var names: [String] = []
        try readEntries(of: path) { name, _ in
            names.append(name)
            return true
        }
        return names.sorted()
    }

    /// Reads the folder's entries only up to the first one that is not `.` or `..`.
    public func isEmptyFolder(_ path: String) -> Bool {
        var isEmpty = true
        do {
            try readEntries(of: path) { _, _ in
                isEmpty = false
                return false
            }
        } catch {
            return false
        }
        return isEmpty
    }

    /// Each entry of the folder but `.` and `..`, with readdir(3)'s type (`DT_DIR`, `DT_REG`, or `DT_UNKNOWN` where
    /// the file system does not say), in the file system's order, until `body` returns false.
    private func readEntries(of path: String, _ body: (_ name: String, _ type: Int32) -> Bool) throws {
        guard let directory = opendir(path) else { throw SystemCallError(operation: "list", path: path, code: errno) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != "..", !body(name, Int32(entry.pointee.d_type)) { return }
        }
    }

    public func createDirectory(_ path: String) throws {
        // mkdir(2) rather than FileManager, whose errors on Linux read "NSCocoaErrorDomain Code=512".
        guard mkdir(path, 0o777) == 0 else { throw SystemCallError(operation: "mkdir", path: path, code: errno) }
    }

    /// Writes with open(2) and write(2). No fsync: the writer renames finished files into place, so a reader
    /// never sees half a file, and syncing every file made one `gen` ten times slower on common disks.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SystemCallError(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        try Self.write(bytes, to: descriptor, path: path)
    }

    /// Creates the file whole or not at all: written beside it under a temporary name (`.Name.vipergen-new-123`),
    /// then linked to its name with link(2), which fails when anything is there, so the check that nothing is there
    /// and the creation are one step, and a process killed half-way leaves no empty or partial file at `path`, only
    /// a temporary one the next run removes. On a file system without hard links, O_EXCL at `path` itself. On
    /// Linux the file is first written without a name at all (`createUnnamed`).
    public func create(_ bytes: [UInt8], at path: String) throws {
        if try createUnnamed(bytes, at: path) {
            return
        }
        let temporary = Path.join(
            Path.directory(path), ".\(Path.base(path)).vipergen-new-\(UInt32.random(in: .min ... .max))")
        do {
            try createExclusively(bytes, at: temporary)
        } catch {
            // A folder that takes no new names, or no such folder: the same error for the file itself.
            try createExclusively(bytes, at: path)
            return
        }
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            let code = errno
            if [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK].contains(code) {
                try createExclusively(bytes, at: path)
                return
            }
            throw SystemCallError(operation: "create", path: path, code: code)
        }
    }

    /// Linux: writes the file as an inode of its folder with no name (O_TMPFILE), then names it with linkat(2),
    /// which fails when anything is at `path`. Two system calls fewer than a temporary name (no random name, no
    /// unlink: a quarter less time a file on ext4), and a process killed before the link leaves nothing behind at
    /// all. `false`, having created nothing, where that cannot be done (another system, a file system or
    /// kernel without unnamed files, no /proc to link from): `create` then takes the temporary name.
    private func createUnnamed(_ bytes: [UInt8], at path: String) throws -> Bool {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            let unnamedFile: Int32 = O_DIRECTORY | 0o20000000  // O_TMPFILE, which Glibc's module does not bring
            let descriptor = open(Path.directory(path), unnamedFile | O_WRONLY | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            try Self.write(bytes, to: descriptor, path: path)
            switch Self.name(unnamed: descriptor, at: path) {
            case 0: return true
            case EEXIST: throw SystemCallError(operation: "create", path: path, code: EEXIST)
            default: return false
            }
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// Gives the unnamed file open at `descriptor` the name `path`: 0, or the `errno` of the failure.
        /// The descriptor itself is named (`AT_EMPTY_PATH`), which Linux 6.10 and later allow the process that
        /// opened the file: 2 µs a file less than the /proc path. Older kernels refuse it (ENOENT); after the first
        /// refusal only /proc is tried.
        private static func name(unnamed descriptor: Int32, at path: String) -> Int32 {
            if !emptyPathRefused.load(ordering: .relaxed) {
                let emptyPath: Int32 = 0x1000  // AT_EMPTY_PATH, which Glibc's module does not bring either
                if linkat(descriptor, "", AT_FDCWD, path, emptyPath) == 0 { return 0 }
                // The name is taken: /proc would find it taken too.
                if errno == EEXIST { return EEXIST }
                emptyPathRefused.store(true, ordering: .relaxed)
            }
            let linked = linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
            return linked ? 0 : errno
        }

        /// Whether the kernel refused to link a descriptor by `AT_EMPTY_PATH` (before Linux 6.10, without a
        /// capability): `name(unnamed:at:)` then goes through /proc at once.
        static let emptyPathRefused = Atomic<Bool>(false)
    #endif

    /// O_EXCL at `path` itself: no link, one system call fewer than an unnamed file (2.7 µs a file on tmpfs, about
    /// 3 µs on ext4).
    public func createInPlace(_ bytes: [UInt8], at path: String) throws {
        try createExclusively(bytes, at: path)
    }

    /// Creates the file with O_EXCL; a write that fails part-way removes it.
    private func createExclusively(_ bytes: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SystemCallError(operation: "create", path: path, code: errno) }
        do {
            try Self.write(bytes, to: descriptor, path: path)
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(path)
            throw error
        }
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(operation: "write", path: path, code: errno)
            }
            offset += count
        }
    }

    public func tryLocking(_ folder: String) -> FolderLock.Attempt {
        FolderLock.tryLocking(folder)
    }

    /// linkat(2) without `AT_SYMLINK_FOLLOW`: a link at `path` gets the second name itself, as link(2) does on Linux.
    public func hardLink(_ path: String, at linkPath: String) throws {
        guard linkat(AT_FDCWD, path, AT_FDCWD, linkPath, 0) == 0 else {
            throw SystemCallError(operation: "link", path: linkPath, code: errno)
        }
    }

    public func moveItem(from source: String, to destination: String) throws {
        // rename(2) replaces the destination atomically, which is what the writer relies on.
        guard rename(source, destination) == 0 else {
            throw SystemCallError(operation: "rename", path: destination, code: errno)
        }
    }

    /// Removes a file or a link, or a folder with everything in it (links inside are removed, not followed).
    public func removeItem(_ path: String) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw SystemCallError(operation: "remove", path: path, code: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            for name in try listDirectory(path) { try removeItem(path + "/" + name) }
            guard rmdir(path) == 0 else { throw SystemCallError(operation: "remove", path: path, code: errno) }
        } else {
            guard unlink(path) == 0 else { throw SystemCallError(operation: "remove", path: path, code: errno) }
        }
    }

    /// rmdir(2), which removes a folder only when it is empty: one call, where asking first took six.
    public func removeEmptyFolder(_ path: String) throws {
        guard rmdir(path) == 0 else { throw SystemCallError(operation: "remove", path: path, code: errno) }
    }

    public func permissions(of path: String) -> UInt16? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt16(status.st_mode & 0o7777)
    }

    public func setPermissions(_ permissions: UInt16, of path: String) throws {
        guard chmod(path, mode_t(permissions)) == 0 else {
            throw SystemCallError(operation: "chmod", path: path, code: errno)
        }
    }

    public func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    public func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// write(2), named apart from `FileSystem.write` so the method can call it.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
