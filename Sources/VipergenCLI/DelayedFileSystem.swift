import VipergenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system with a pause before every write: set by `VIPERGEN_TEST_WRITE_DELAY_MS`, so the tests
/// can send a signal while a run is half-way through writing.
struct DelayedFileSystem: ForwardingFileSystem {
    let base: any FileSystem
    let milliseconds: UInt32

    func write(_ bytes: [UInt8], to path: String) throws {
        usleep(milliseconds * 1000)
        try base.write(bytes, to: path)
    }

    func create(_ bytes: [UInt8], at path: String) throws {
        usleep(milliseconds * 1000)
        try base.create(bytes, at: path)
    }
}
