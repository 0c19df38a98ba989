import Foundation

/// A new, empty folder under the system's temporary folder, removed with everything in it when released: the one
/// way the tests make scratch space.
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder's path with symbolic links resolved (`/tmp` is a link on macOS), so that paths vipergen prints
    /// compare equal to paths built from this one.
    public let path: String

    /// Creates the folder; `label` goes into its name, to tell leftovers apart when a test crashes.
    public init(_ label: String = "tests") throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vipergen-\(label)")
            .appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `relativePath` inside the folder.
    public func appending(_ relativePath: String) -> String {
        relativePath.isEmpty ? path : path + "/" + relativePath
    }

    /// Writes `bytes` to `relativePath`, creating the folders on the way, and returns the file's absolute path.
    /// `permissions` (such as `0o755`), when given, replace the file's mode bits.
    @discardableResult
    public func write(_ bytes: [UInt8], to relativePath: String, permissions: Int? = nil) throws -> String {
        let file = appending(relativePath)
        let url = URL(fileURLWithPath: file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        if let permissions {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file)
        }
        return file
    }

    /// Writes `text` as UTF-8 to `relativePath`, creating the folders on the way, and returns the file's absolute
    /// path.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws -> String {
        try write(Array(text.utf8), to: relativePath)
    }

    /// The UTF-8 text of `relativePath`.
    public func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: appending(relativePath), encoding: .utf8)
    }

    /// Creates the folder `relativePath` and any missing folders above it, and returns its absolute path.
    @discardableResult
    public func makeFolder(_ relativePath: String) throws -> String {
        let folder = appending(relativePath)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Creates a symbolic link at `relativePath` that points to `destination`, stored as given (so a relative
    /// destination is resolved from the link's folder), and returns the link's absolute path. The link's folder must
    /// exist.
    @discardableResult
    public func link(_ relativePath: String, to destination: String) throws -> String {
        let link = appending(relativePath)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)
        return link
    }
}
