import Files
import Foundation
import JSON
import TestHelpers
import Testing

@testable import VipergenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `RecoveryJournal`: what the next command does with the journal of a run that was killed.
@Suite("Writing: recovery journal")
struct RecoveryJournalTests {
    let disk = LocalFileSystem()

    func hash(_ text: String) -> String { JournalFingerprint.of(Array(text.utf8)) }

    @Test func eachFileIsPutBackAsItWasAndWhatChangedSinceIsLeftAlone() throws {
        let folder = try TemporaryFolder("journal")
        let root = folder.path
        // The tree before the run.
        let replaced = try folder.write("before\n", to: "App/A.swift")
        let created = folder.appending("App/New/B.swift")
        let deleted = try folder.write("gone\n", to: "App/Gone.swift")
        let edited = try folder.write("c\n", to: "App/C.swift")
        let halfBase = folder.appending(".vipergen/bases/\(hash("whole base\n"))")
        let journal = RecoveryJournal(
            entries: [
                .init(path: replaced, before: hash("before\n"), after: hash("old\n")),
                .init(path: created, before: nil, after: hash("new\n")),
                .init(path: deleted, before: hash("gone\n"), after: nil),
                .init(path: edited, before: hash("c\n"), after: hash("c, merged\n")),
                .init(path: halfBase, before: nil, after: hash("whole base\n")),
            ],
            createdFolders: [folder.appending("App/New")])
        try RecoveryJournal.begin(
            journal,
            copies: [
                hash("before\n"): .init(bytes: Array("before\n".utf8), path: replaced),
                hash("gone\n"): .init(bytes: Array("gone\n".utf8), path: deleted),
            ],
            root: root, fileSystem: disk)
        // The run, as the writer makes it, killed before it finished; then the user edits C.swift.
        try disk.replaceFile(at: replaced, with: Array("old\n".utf8))
        try folder.write("new\n", to: "App/New/B.swift")
        try disk.removeItem(deleted)
        try disk.replaceFile(at: edited, with: Array("c, merged\n".utf8))
        try folder.write("half", to: ".vipergen/bases/\(hash("whole base\n"))")
        let temporary = try folder.write("partial", to: "App/.A.swift.vipergen-12345")
        try folder.write("the user's edit after the crash\n", to: "App/C.swift")

        let recovery = try #require(try RecoveryJournal.recover(root: root, fileSystem: disk))
        #expect(try folder.read("App/A.swift") == "before\n")
        #expect(try folder.read("App/Gone.swift") == "gone\n")
        #expect(!disk.fileExists(created) && !disk.fileExists(folder.appending("App/New")))
        #expect(try folder.read("App/C.swift") == "the user's edit after the crash\n")
        #expect(!disk.fileExists(halfBase) && !disk.fileExists(temporary))
        #expect(recovery.keptChanged == [edited] && recovery.removedTemporaryFiles == 1)
        #expect(Set(recovery.restored) == [replaced, created, deleted, halfBase])
        // The journal is gone: the next command has nothing to recover.
        #expect(!disk.fileExists(folder.appending(RecoveryJournal.folder)))
        #expect(!disk.fileExists(folder.appending(RecoveryJournal.manifest)))
        #expect(RecoveryJournal.root(above: folder.appending("App"), fileSystem: disk) == nil)
        #expect(try RecoveryJournal.recover(root: root, fileSystem: disk) == nil)
    }

    /// A run that only creates files keeps its manifest beside the lock and makes no folder for its journal: the
    /// next command finds it from a folder below, and after the run nothing of it is left.
    @Test func aJournalOfCreationsIsOneFileBesideTheLock() throws {
        let folder = try TemporaryFolder("journal")
        let created = folder.appending("App/New/B.swift")
        let journal = RecoveryJournal(
            entries: [.init(path: created, before: nil, after: hash("new\n"))],
            createdFolders: [folder.appending("App"), folder.appending("App/New")])
        try RecoveryJournal.begin(journal, copies: [:], root: folder.path, fileSystem: disk)
        #expect(everything(in: folder) == [RecoveryJournal.manifest])
        try folder.write("new\n", to: "App/New/B.swift")
        #expect(RecoveryJournal.root(above: folder.appending("App/New"), fileSystem: disk) == folder.path)
        let recovery = try #require(try RecoveryJournal.recover(root: folder.path, fileSystem: disk))
        #expect(recovery.restored == [created])
        #expect(everything(in: folder).isEmpty && !disk.fileExists(folder.appending("App")))
    }

    /// The journal names the folder it was written in: in a copy of that folder (a clone the journal was committed
    /// to, a synced or duplicated project) it is refused, and neither the files nor the journal are touched.
    @Test func aJournalInAnotherCopyOfTheFolderIsRefused() throws {
        let folder = try TemporaryFolder("journal")
        let created = folder.appending("original/App/B.swift")
        let journal = RecoveryJournal(
            entries: [.init(path: created, before: nil, after: hash("new\n"))], createdFolders: [])
        try folder.write("", to: "original/catalogs.yml")
        try RecoveryJournal.begin(journal, copies: [:], root: folder.appending("original"), fileSystem: disk)
        try folder.write("new\n", to: "original/App/B.swift")
        #expect(
            try JSONValue.parse(folder.read("original/\(RecoveryJournal.manifest)")).decode(RecoveryJournal.self)
                .writtenIn == RecoveryJournal.folderIdentity(folder.appending("original"), fileSystem: disk))
        try FileManager.default.copyItem(atPath: folder.appending("original"), toPath: folder.appending("copy"))
        let copy = folder.appending("copy")
        #expect(throws: ForeignJournalError.self) { try RecoveryJournal.recover(root: copy, fileSystem: disk) }
        #expect(try folder.read("copy/App/B.swift") == "new\n")
        #expect(disk.fileExists(Path.join(copy, RecoveryJournal.manifest)))
        // Where it was written, it is the killed run's own: undone.
        let recovery = try #require(try RecoveryJournal.recover(root: folder.appending("original"), fileSystem: disk))
        #expect(recovery.restored == [created])
    }

    /// A run killed by a version that kept the manifest in the journal's folder (`.vipergen/journal/run.json`) is
    /// found and undone all the same.
    @Test func aJournalInTheEarlierFolderIsRecovered() throws {
        let folder = try TemporaryFolder("journal")
        let created = try folder.write("new\n", to: "App/B.swift")
        let journal = RecoveryJournal(
            entries: [.init(path: created, before: nil, after: hash("new\n"))], createdFolders: [])
        try folder.write(
            JSONWriter.encode(journal), to: "\(RecoveryJournal.folder)/\(RecoveryJournal.earlierManifest)")
        #expect(RecoveryJournal.root(above: folder.appending("App"), fileSystem: disk) == folder.path)
        let recovery = try #require(try RecoveryJournal.recover(root: folder.path, fileSystem: disk))
        #expect(recovery.restored == [created] && !disk.fileExists(created))
        #expect(!disk.fileExists(folder.appending(".vipergen")))
    }

    /// The manifest's form, built as a `JSONValue`: a created file has no `before`, a deleted one no `after`, as
    /// `Codable` wrote them and earlier versions read them.
    @Test func theManifestLeavesOutTheFingerprintsAFileDoesNotHave() throws {
        let journal = RecoveryJournal(
            entries: [
                .init(path: "/p/New.swift", before: nil, after: "n1"), .init(path: "/p/Gone.swift", before: "g1"),
            ],
            createdFolders: ["/p/New"])
        #expect(
            JSONWriter.encode(journal) == """
                {
                  "created_folders" : [
                    "/p/New"
                  ],
                  "entries" : [
                    {
                      "after" : "n1",
                      "path" : "/p/New.swift"
                    },
                    {
                      "before" : "g1",
                      "path" : "/p/Gone.swift"
                    }
                  ]
                }

                """)
        #expect(try JSONValue.parse(JSONWriter.encode(journal)).decode(RecoveryJournal.self) == journal)
    }

    /// A run killed by an earlier version, whose journal names files by their SHA-256, is repaired all the same.
    @Test func aJournalOfSHA256DigestsIsRecovered() throws {
        let folder = try TemporaryFolder("journal")
        func digest(_ text: String) -> String { SHA256.hex(Array(text.utf8)) }
        let replaced = try folder.write("written\n", to: "App/A.swift")
        let created = try folder.write("new\n", to: "App/B.swift")
        let edited = try folder.write("edited since\n", to: "App/C.swift")
        let journal = RecoveryJournal(
            entries: [
                .init(path: replaced, before: digest("before\n"), after: digest("written\n")),
                .init(path: created, before: nil, after: digest("new\n")),
                .init(path: edited, before: digest("c\n"), after: digest("c written\n")),
            ],
            createdFolders: [])
        // A path that is not there: the copy is written from the bytes.
        try RecoveryJournal.begin(
            journal, copies: [digest("before\n"): .init(bytes: Array("before\n".utf8), path: folder.appending("x"))],
            root: folder.path, fileSystem: disk)
        let recovery = try #require(try RecoveryJournal.recover(root: folder.path, fileSystem: disk))
        #expect(try folder.read("App/A.swift") == "before\n")
        #expect(!disk.fileExists(created))
        #expect(recovery.keptChanged == [edited])
    }

    /// The journal keeps a file the run replaces as a second name for it, not a copy of its bytes (a project file
    /// of megabytes was written out once more by every gen): the run renames the new file into its place, so the
    /// old one lives on under the journal's name, unchanged.
    @Test func theJournalKeepsAReplacedFileByLinkingIt() throws {
        let folder = try TemporaryFolder("journal")
        let project = try folder.write("before\n", to: "App.xcodeproj/project.pbxproj")
        let journal = RecoveryJournal(
            entries: [.init(path: project, before: hash("before\n"), after: hash("after\n"))], createdFolders: [])
        try RecoveryJournal.begin(
            journal, copies: [hash("before\n"): .init(bytes: Array("before\n".utf8), path: project)],
            root: folder.path, fileSystem: disk)
        let kept = folder.appending("\(RecoveryJournal.folder)/\(hash("before\n"))")
        #expect(try identity(of: kept) == identity(of: project))
        try disk.replaceFile(at: project, with: Array("after\n".utf8))
        #expect(try identity(of: kept) != identity(of: project))
        #expect(try folder.read("\(RecoveryJournal.folder)/\(hash("before\n"))") == "before\n")
        let recovery = try #require(try RecoveryJournal.recover(root: folder.path, fileSystem: disk))
        #expect(recovery.restored == [project] && recovery.keptChanged.isEmpty)
        #expect(try folder.read("App.xcodeproj/project.pbxproj") == "before\n")
        #expect(!disk.fileExists(folder.appending(RecoveryJournal.folder)))
    }

    /// Where the file system makes no links (here a wrapper without them), the copy is the bytes, written.
    @Test func withoutLinksTheJournalWritesTheBytes() throws {
        struct NoLinks: ForwardingFileSystem {
            let base: any FileSystem
        }
        let folder = try TemporaryFolder("journal")
        let project = try folder.write("before\n", to: "App.xcodeproj/project.pbxproj")
        let journal = RecoveryJournal(
            entries: [.init(path: project, before: hash("before\n"), after: hash("after\n"))], createdFolders: [])
        try RecoveryJournal.begin(
            journal, copies: [hash("before\n"): .init(bytes: Array("before\n".utf8), path: project)],
            root: folder.path, fileSystem: NoLinks(base: disk))
        let kept = folder.appending("\(RecoveryJournal.folder)/\(hash("before\n"))")
        #expect(try identity(of: kept) != identity(of: project))
        #expect(try folder.read("\(RecoveryJournal.folder)/\(hash("before\n"))") == "before\n")
    }

    /// A file changed after the plan was made and before the journal linked it: the linked copy is not what the
    /// fingerprint says, so recovery never puts it back, and leaves the file as it finds it.
    @Test func aCopyThatIsNotItsFingerprintIsNeverRestored() throws {
        let folder = try TemporaryFolder("journal")
        let file = try folder.write("changed by the user\n", to: "App/A.swift")
        let journal = RecoveryJournal(
            entries: [.init(path: file, before: hash("before\n"), after: hash("written\n"))], createdFolders: [])
        try RecoveryJournal.begin(
            journal, copies: [hash("before\n"): .init(bytes: Array("before\n".utf8), path: file)],
            root: folder.path, fileSystem: disk)
        try disk.replaceFile(at: file, with: Array("written\n".utf8))
        let recovery = try #require(try RecoveryJournal.recover(root: folder.path, fileSystem: disk))
        #expect(recovery.restored.isEmpty && recovery.keptChanged == [file])
        #expect(try folder.read("App/A.swift") == "written\n")
    }

    /// Every file and folder below `folder`, relative to it.
    private func everything(in folder: TemporaryFolder) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
    }

    /// The device and inode of a file: equal for two names of one file.
    private func identity(of path: String) throws -> [Int] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw SystemCallError(operation: "stat", path: path, code: errno) }
        return [Int(status.st_dev), Int(status.st_ino)]
    }

    /// Fingerprints tell apart texts that differ in one byte anywhere, in their length, or only in their last
    /// bytes past a multiple of eight.
    @Test func aFingerprintChangesWithAnyByte() {
        var seen: Set<String> = []
        let base = Array(repeating: UInt8(ascii: "a"), count: 40)
        for length in 0...40 {
            #expect(seen.insert(JournalFingerprint.of(Array(base.prefix(length)))).inserted)
        }
        for position in 0..<40 {
            for byte: UInt8 in [0, UInt8(ascii: "b"), 0xFF] {
                var changed = base
                changed[position] = byte
                #expect(seen.insert(JournalFingerprint.of(changed)).inserted, "byte \(byte) at \(position)")
            }
        }
        #expect(JournalFingerprint.of(base).count == JournalFingerprint.prefix.count + 32)
    }

    /// Fingerprints are kept in journals on disk: the same bytes must give the same text in every version (these
    /// are the values of the version that first wrote them).
    @Test func aFingerprintIsTheSameTextInEveryVersion() {
        #expect(JournalFingerprint.of(Array("abc".utf8)) == "f128-2422a05b4b15b2acc49214d03b91d9af")
        #expect(JournalFingerprint.of([]) == "f128-65b27a2a271045a28349144feca01ec6")
        #expect(JournalFingerprint.of(Array(repeating: 7, count: 45)) == "f128-6fad054233109d327844ece93f0c2e45")
    }

    @Test func aJournalKilledBeforeItsManifestIsRemovedAndNothingElseIsTouched() throws {
        let folder = try TemporaryFolder("journal")
        try folder.write("copy", to: "\(RecoveryJournal.folder)/\(hash("copy"))")
        try folder.write("mine\n", to: "App/A.swift")
        #expect(try RecoveryJournal.recover(root: folder.path, fileSystem: disk) == nil)
        #expect(!disk.fileExists(folder.appending(RecoveryJournal.folder)))
        #expect(try folder.read("App/A.swift") == "mine\n")
    }

    /// A batch of thousands of modules writes a journal of megabytes: it is vipergen's own file, read whatever its
    /// size (the limit for templates and settings once wedged every later command).
    @Test func aJournalOfMegabytesIsRecovered() throws {
        let folder = try TemporaryFolder("journal")
        let created = try folder.write("new\n", to: "App/Mod0000/A.swift")
        let unfinished = try folder.write("", to: "App/Mod0001/B.swift")
        var entries: [RecoveryJournal.Entry] = [
            .init(path: created, before: nil, after: hash("new\n")),
            .init(path: unfinished, before: nil, after: hash("whole\n")),
        ]
        // Files the killed run had not reached yet.
        for index in 2..<12_000 {
            entries.append(
                .init(
                    path: folder.appending("App/Mod\(index)/Mod\(index)ViewController.swift"), before: nil,
                    after: hash("\(index)")))
        }
        try RecoveryJournal.begin(
            RecoveryJournal(entries: entries, createdFolders: []), copies: [:], root: folder.path, fileSystem: disk)
        let manifest = folder.appending(RecoveryJournal.manifest)
        #expect((disk.fileSize(manifest) ?? 0) > TextFileRules.maximumBytes)
        let recovery = try #require(try RecoveryJournal.recover(root: folder.path, fileSystem: disk))
        // The empty file where the run was creating one is that creation, unfinished: removed with the rest.
        #expect(Set(recovery.restored) == [created, unfinished] && recovery.keptChanged.isEmpty)
        #expect(!disk.fileExists(created) && !disk.fileExists(unfinished))
        #expect(!disk.fileExists(manifest))
    }
}
