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
struct DelayedFileSystem: FileSystem {
    let base: any FileSystem
    let milliseconds: UInt32

    func write(_ bytes: [UInt8], to path: String) throws {
        usleep(milliseconds * 1000)
        try base.write(bytes, to: path)
    }

    func contents(of path: String) throws -> [UInt8]? { try base.contents(of: path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func listDirectory(_ path: String) throws -> [String] { try base.listDirectory(path) }
    func createDirectory(_ path: String) throws { try base.createDirectory(path) }
    func moveItem(from source: String, to destination: String) throws { try base.moveItem(from: source, to: destination) }
    func removeItem(_ path: String) throws { try base.removeItem(path) }
    func resolvingSymlinks(_ path: String) -> String { base.resolvingSymlinks(path) }
}
