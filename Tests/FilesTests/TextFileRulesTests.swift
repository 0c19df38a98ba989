import Foundation
import TestFileSystems
import TestHelpers
import Testing

@testable import Files

/// Reading templates and settings: every file read as text goes through `FileSystem.text(of:)`.
@Suite("Reading text files")
struct TextFileRulesTests {
    /// `bytes` as `LocalFileSystem` reads them from a file.
    static func read(_ bytes: [UInt8]) throws -> String? {
        let folder = try TemporaryFolder("text")
        return try LocalFileSystem().text(of: try folder.write(bytes, to: "file.liquid"))
    }

    @Test func aByteOrderMarkIsDroppedAndLineEndingsAreKept() throws {
        let text = try Self.read([0xEF, 0xBB, 0xBF] + Array("a\r\nb\nc\r\n".utf8))
        #expect(text == "a\r\nb\nc\r\n")
        #expect(text?.unicodeScalars.first == "a")
        // Only a leading mark is a byte order mark; elsewhere U+FEFF is text.
        #expect(try Self.read(Array("a\u{FEFF}".utf8)) == "a\u{FEFF}")
        #expect(try Self.read([0xEF, 0xBB, 0xBF]) == "")
    }

    @Test func textThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        let folder = try TemporaryFolder("text")
        let path = try folder.write(Array("ok\ncafé \u{1F600} ".utf8) + [0xE9, 0x74, 0x0A], to: "View.liquid")
        let error = #expect(throws: FileSystemError.self) { try LocalFileSystem().text(of: path) }
        #expect(error == .notUTF8(path, line: 2, column: 8, byte: 0xE9))
        #expect(
            error?.description == "\(path):2:8: error: the file is not UTF-8 text (byte 0xE9 here); save it as UTF-8")

        // A sequence cut short by the end of the file, and a lone continuation byte.
        let cut = #expect(throws: FileSystemError.self) { try Self.read([0x61, 0xC3]) }
        #expect(
            cut?.description.hasSuffix(":1:2: error: the file is not UTF-8 text (byte 0xC3 here); save it as UTF-8")
                == true)
        let lone = #expect(throws: FileSystemError.self) { try Self.read([0x0A, 0x80]) }
        #expect(lone?.description.contains(":2:1: error:") == true)
    }

    @Test func utf16TextIsNamedAsSuch() throws {
        let folder = try TemporaryFolder("text")
        let path = try folder.write([0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00], to: "catalogs.yml")
        let error = #expect(throws: FileSystemError.self) { try LocalFileSystem().text(of: path) }
        #expect(error?.description == "\(path): error: the file is UTF-16 text; save it as UTF-8")
    }

    @Test func filesLargerThanOneMebibyteAreRefused() throws {
        let folder = try TemporaryFolder("text")
        let fits = try folder.write(Array(repeating: 0x61, count: TextFileRules.maximumBytes), to: "fits.liquid")
        #expect(try LocalFileSystem().text(of: fits)?.utf8.count == 1_048_576)

        let large = try folder.write(
            Array(repeating: 0x61, count: TextFileRules.maximumBytes + 1), to: "large.liquid")
        let error = #expect(throws: FileSystemError.self) { try LocalFileSystem().text(of: large) }
        #expect(error == .tooLarge(large, size: 1_048_577, limit: 1_048_576))
        #expect(
            error?.description
                == "\(large): error: the file is 1048577 bytes, more than the limit of 1048576 bytes for templates and settings"
        )

        // A file system that cannot tell the size first is checked once the bytes are read.
        let memory = MemoryFileSystem(["/big.yml": String(repeating: "a", count: TextFileRules.maximumBytes + 1)])
        #expect(throws: FileSystemError.tooLarge("/big.yml", size: 1_048_577, limit: 1_048_576)) {
            try memory.text(of: "/big.yml")
        }
    }

    /// A template repository could link a template to /dev/zero, or to a pipe nobody writes to.
    @Test func devicesAndPipesAreRefusedWithoutReadingThem() throws {
        #expect(throws: FileSystemError.notRegularFile("/dev/zero")) { try LocalFileSystem().text(of: "/dev/zero") }

        let folder = try TemporaryFolder("text")
        let pipe = folder.path + "/pipe.liquid"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: FileSystemError.notRegularFile(pipe)) { try LocalFileSystem().text(of: pipe) }
        #expect(try LocalFileSystem().text(of: folder.path + "/missing.liquid") == nil)
        #expect(try LocalFileSystem().text(of: folder.path) == nil, "a folder is not a file")
    }
}
