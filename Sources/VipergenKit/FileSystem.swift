#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system operations vipergen performs, passed in so tests can observe them and inject failures.
public protocol FileSystem: Sendable {
    func contents(of path: String) throws -> [UInt8]?
    func fileExists(_ path: String) -> Bool
    func isDirectory(_ path: String) -> Bool
    func listDirectory(_ path: String) throws -> [String]
    func createDirectory(_ path: String) throws
    func write(_ bytes: [UInt8], to path: String) throws
    /// Writes a new file at `path`, failing when anything is there already: a file that appeared after the plan
    /// was made is never replaced. A write that fails part-way removes the file it started.
    func create(_ bytes: [UInt8], at path: String) throws
    func moveItem(from source: String, to destination: String) throws
    func removeItem(_ path: String) throws
    /// The path with symbolic links resolved, for checks that output stays inside its folder.
    func resolvingSymlinks(_ path: String) -> String
    /// The size of the file in bytes, when it can be known without reading it; `nil` otherwise.
    func fileSize(_ path: String) -> Int?
}

extension FileSystem {
    public func fileSize(_ path: String) -> Int? { nil }

    /// The file's text, or `nil` when there is no such file.
    ///
    /// Every file vipergen reads as text comes through here (templates, snippets, specs, catalogs.yml, module
    /// lists), so one set of rules holds for all of them: at most `TextFile.maximumBytes`, UTF-8, and a leading
    /// byte order mark dropped, so that it cannot end up in the middle of a generated file. Line endings are kept
    /// as they are.
    /// - Throws: `FileSystemError.tooLarge`, `.notUTF8` or `.utf16`, naming the file.
    public func text(of path: String) throws -> String? {
        if let size = fileSize(path), size > TextFile.maximumBytes {
            throw FileSystemError.tooLarge(path, size: size, limit: TextFile.maximumBytes)
        }
        guard let bytes = try contents(of: path) else { return nil }
        return try TextFile.decode(bytes, path: path)
    }
}

/// The rules for the files vipergen reads as text.
public enum TextFile {
    /// The largest file read as text: 1 MiB. Templates and settings take a few kilobytes; a file near this size
    /// is a mistake (or an attack), and would make every later stage slow.
    public static let maximumBytes = 1 << 20

    /// The UTF-8 byte order mark, which some Windows editors put at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` as text, without a leading byte order mark.
    /// - Throws: `FileSystemError` when there are more than `maximumBytes` or they are not UTF-8.
    static func decode(_ bytes: [UInt8], path: String) throws(FileSystemError) -> String {
        guard bytes.count <= maximumBytes else {
            throw .tooLarge(path, size: bytes.count, limit: maximumBytes)
        }
        let body = bytes.starts(with: byteOrderMark) ? bytes[byteOrderMark.count...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) {
            return text
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .utf16(path)
        }
        let (line, column, byte) = firstInvalidByte(in: body)
        throw .notUTF8(path, line: line, column: column, byte: byte)
    }

    /// The 1-based line and column (in characters) of the first byte that is not part of valid UTF-8, and the byte.
    static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> (line: Int, column: Int, byte: UInt8) {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = bytes.startIndex
        var line = 1
        var lineStart = offset
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
            if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset
            }
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column, offset < bytes.endIndex ? bytes[offset] : 0)
    }
}

/// Problems with files that are not the file system's own errors.
public enum FileSystemError: Error, CustomStringConvertible, Equatable {
    /// The file is not UTF-8 text: `byte`, at `line` and `column`, cannot start or continue a character there.
    case notUTF8(String, line: Int, column: Int, byte: UInt8)
    /// The file is UTF-16 text (it starts with a UTF-16 byte order mark).
    case utf16(String)
    /// The file is larger than vipergen reads as text.
    case tooLarge(String, size: Int, limit: Int)
    /// The path is a device, a pipe or a socket, which could be endless: vipergen reads only regular files.
    case notRegularFile(String)
    /// A template's file lies outside the folder of the catalog it came from, through `..` or a symbolic link.
    case outsideCatalog(String, catalog: String)

    /// The file the problem is in.
    public var path: String {
        switch self {
        case .notUTF8(let path, _, _, _), .utf16(let path), .tooLarge(let path, _, _), .notRegularFile(let path),
            .outsideCatalog(let path, _):
            return path
        }
    }

    /// The 1-based line and column of the problem; 0 when it concerns the whole file.
    public var line: Int {
        if case .notUTF8(_, let line, _, _) = self { return line }
        return 0
    }

    public var column: Int {
        if case .notUTF8(_, _, let column, _) = self { return column }
        return 0
    }

    /// What is wrong and what to do, without the file's name and the location, for a `Diagnostic`.
    public var message: String {
        switch self {
        case .notUTF8(_, _, _, let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "the file is not UTF-8 text (byte 0x\(hex) here); save it as UTF-8"
        case .utf16:
            return "the file is UTF-16 text; save it as UTF-8"
        case .tooLarge(_, let size, let limit):
            return "the file is \(size) bytes, more than the limit of \(limit) bytes for templates and settings"
        case .notRegularFile:
            return "not a regular file; vipergen reads only regular files"
        case .outsideCatalog(_, let catalog):
            return "the file lies outside its catalog \(catalog) (through '..' or a symbolic link); "
                + "a template reads only its catalog's files"
        }
    }

    /// `path:line:column: error: message`, or `path: error: message` for a problem with the whole file.
    public var description: String {
        line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
    }
}

/// The real disk, through the C library's calls: no Foundation, whose share of a static binary slows every start.
public struct LocalFileSystem: FileSystem {
    public init() {}

    /// Reads with open(2) and read(2): one pass, no Foundation buffers in between.
    public func contents(of path: String) throws -> [UInt8]? {
        // O_NONBLOCK: opening a pipe would otherwise wait for a writer. It changes nothing for regular files.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw POSIXFailure(operation: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXFailure(operation: "stat", path: path, code: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return nil }
        // A device such as /dev/zero has no end, and a template repository could link to one.
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw FileSystemError.notRegularFile(path) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXFailure(operation: "read", path: path, code: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
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

    public func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in the folder, without `.` and `..`, sorted.
    public func listDirectory(_ path: String) throws -> [String] {
        guard let directory = opendir(path) else { throw POSIXFailure(operation: "list", path: path, code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public func createDirectory(_ path: String) throws {
        // mkdir(2) rather than FileManager, whose errors on Linux read "NSCocoaErrorDomain Code=512".
        guard mkdir(path, 0o777) == 0 else { throw POSIXFailure(operation: "mkdir", path: path, code: errno) }
    }

    /// Writes with open(2) and write(2). No fsync: the writer renames finished files into place, so a reader
    /// never sees half a file, and syncing every file made one `gen` ten times slower on common disks.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXFailure(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        try Self.write(bytes, to: descriptor, path: path)
    }

    /// Creates the file with O_EXCL, so the check that nothing is there and the creation are one step.
    public func create(_ bytes: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXFailure(operation: "create", path: path, code: errno) }
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
                throw POSIXFailure(operation: "write", path: path, code: errno)
            }
            offset += count
        }
    }

    public func moveItem(from source: String, to destination: String) throws {
        // rename(2) replaces the destination atomically, which is what the writer relies on.
        guard rename(source, destination) == 0 else {
            throw POSIXFailure(operation: "rename", path: destination, code: errno)
        }
    }

    /// Removes a file or a link, or a folder with everything in it (links inside are removed, not followed).
    public func removeItem(_ path: String) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw POSIXFailure(operation: "remove", path: path, code: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            for name in try listDirectory(path) { try removeItem(path + "/" + name) }
            guard rmdir(path) == 0 else { throw POSIXFailure(operation: "remove", path: path, code: errno) }
        } else {
            guard unlink(path) == 0 else { throw POSIXFailure(operation: "remove", path: path, code: errno) }
        }
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

/// A failed system call, described with the path and the system's reason.
struct POSIXFailure: Error, CustomStringConvertible {
    var operation: String
    var path: String
    var code: Int32

    var description: String {
        "\(operation) \(path): \(reason)"
    }

    /// The system's reason alone: "No space left on device".
    var reason: String {
        String(cString: strerror(code))
    }
}
