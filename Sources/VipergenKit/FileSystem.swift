#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    func moveItem(from source: String, to destination: String) throws
    func removeItem(_ path: String) throws
    /// The path with symbolic links resolved, for checks that output stays inside its folder.
    func resolvingSymlinks(_ path: String) -> String
}

extension FileSystem {
    /// The file's text, or `nil` when there is no such file; fails when it is not UTF-8.
    public func text(of path: String) throws -> String? {
        guard let bytes = try contents(of: path) else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw FileSystemError.notUTF8(path)
        }
        return text
    }
}

/// Problems with files that are not the file system's own errors.
public enum FileSystemError: Error, CustomStringConvertible, Equatable {
    case notUTF8(String)

    public var description: String {
        switch self {
        case .notUTF8(let path): return "\(path): error: the file is not UTF-8 text; save it as UTF-8"
        }
    }
}

/// The real disk, through Foundation's `FileManager`.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func contents(of path: String) throws -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path), !isDirectory(path) else { return nil }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    public func fileExists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    public func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    public func listDirectory(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func createDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    public func moveItem(from source: String, to destination: String) throws {
        // rename(2) replaces the destination atomically, which is what the writer relies on.
        guard rename(source, destination) == 0 else {
            throw POSIXFailure(operation: "rename", path: destination, code: errno)
        }
    }

    public func removeItem(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }

    public func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A failed system call, described with the path and the system's reason.
struct POSIXFailure: Error, CustomStringConvertible {
    var operation: String
    var path: String
    var code: Int32

    var description: String {
        "\(operation) \(path): \(String(cString: strerror(code)))"
    }
}
