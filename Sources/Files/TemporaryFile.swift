#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file in the system's temporary folder that is removed when it is released.
public final class TemporaryFile {
    /// The open file, for a child process to write to.
    public let descriptor: Int32
    private let path: String

    /// Creates and opens a new file.
    public init() throws {
        let folder = ProcessEnvironment.temporaryFolder
        var template = Array("\(folder)/vipergen-output-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SystemCallError(operation: "create", path: folder, code: errno) }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        close(descriptor)
        unlink(path)
    }

    /// What was written to the file, as text.
    public func text() throws -> String {
        String(decoding: try bytes(), as: UTF8.self)
    }

    /// What was written to the file, byte for byte.
    public func bytes() throws -> [UInt8] {
        try LocalFileSystem().contents(of: path) ?? []
    }
}
