import Files
import SourceDeclarations
import Testing

@testable import VipergenKit

/// The cache's lines read in place: what a well-formed line says, and every damaged line refused rather than
/// trusted (the entry is then read from the disk again).
@Suite("Planning: a line of the source index's cache")
struct SourceIndexLineTests {
    static func line(_ text: String) -> SourceIndexLine? {
        SourceIndexLine(ArraySlice(Array(text.utf8)))
    }

    @Test func aFolderLineGivesItsStampPathAndListing() throws {
        let line = try #require(Self.line("D\t4096\t1795305600123456789\t-5\tApp/Alpha\tA.swift\0B.h\tViews\0Models"))
        #expect(line.kind == .folder)
        #expect(line.path == "App/Alpha")
        #expect(line.stamp == FileStamp(size: 4096, modified: 1_795_305_600_123_456_789, changed: -5))
        #expect(line.listing == FolderListing(files: ["A.swift", "B.h"], folders: ["Views", "Models"]))
        #expect(line.types == nil, "a folder has no types")
        let empty = try #require(Self.line("D\t0\t1\t2\t/abs/Empty\t\t"))
        #expect(empty.path == "/abs/Empty")
        #expect(empty.listing == FolderListing(files: [], folders: []))
    }

    @Test func aFileLineGivesItsTypes() throws {
        let line = try #require(Self.line("F\t120\t10\t11\tApp/Alpha/A.swift\tAlphaView:3\0Alpha:Route:12"))
        #expect(line.kind == .file)
        #expect(line.stamp == FileStamp(size: 120, modified: 10, changed: 11))
        #expect(
            line.types == [TypeDeclaration(name: "AlphaView", line: 3), TypeDeclaration(name: "Alpha:Route", line: 12)])
        #expect(line.listing == nil, "a file has no listing")
        #expect(try #require(Self.line("F\t0\t1\t2\tEmpty.swift\t")).types == [])
    }

    @Test(arguments: ["", "X\t1\t2\t3\tp\t", "D1\t2\t3\tp\t\t", "F\t1\t2\t3\tp", "D\t1\t2\t3"])
    func aLineWithoutItsFieldsIsRefused(text: String) {
        #expect(Self.line(text) == nil)
    }

    @Test(arguments: [
        "F\tx\t2\t3\tp\tA:1", "F\t1\t\t3\tp\tA:1", "F\t1\t2\t3x\tp\tA:1", "F\t1\t-\t3\tp\tA:1",
        "F\t99999999999999999999\t2\t3\tp\tA:1",
    ])
    func aDamagedStampVouchesForNothing(text: String) throws {
        #expect(try #require(Self.line(text)).stamp == nil)
    }

    @Test(arguments: ["F\t1\t2\t3\tp\tA", "F\t1\t2\t3\tp\tA:", "F\t1\t2\t3\tp\tA:1x", "F\t1\t2\t3\tp\tA:1\tB:2"])
    func damagedTypesAreRefused(text: String) throws {
        #expect(try #require(Self.line(text)).types == nil)
    }

    @Test(arguments: ["D\t1\t2\t3\tp\ta", "D\t1\t2\t3\tp\ta\tb\tc"])
    func aListingWithoutItsTwoListsIsRefused(text: String) throws {
        #expect(try #require(Self.line(text)).listing == nil)
    }
}
