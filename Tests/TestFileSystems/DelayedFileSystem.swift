import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file system that pauses before every write, so that the tests can send a signal while a run is half-way
/// through writing (see `vipergen-interruptible`).
public struct DelayedFileSystem: ForwardingFileSystem {
    public let base: any FileSystem
    public let milliseconds: UInt32

    public init(base: any FileSystem, milliseconds: UInt32) {
        self.base = base
        self.milliseconds = milliseconds
    }

    public func write(_ bytes: [UInt8], to path: String) throws {
        usleep(milliseconds * 1000)
        try base.write(bytes, to: path)
    }

    public func create(_ bytes: [UInt8], at path: String) throws {
        usleep(milliseconds * 1000)
        try base.create(bytes, at: path)
    }

    /// Passed on, so that the interrupted runs keep their journal's copies as `vipergen` does: by linking.
    public func hardLink(_ path: String, at linkPath: String) throws {
        try base.hardLink(path, at: linkPath)
    }
}
