import Files
import TestFileSystems
import Testing
import TextMerge

@testable import VipergenKit
@testable import VipergenSettings

/// `ThreeWayMergeStep`: each module file decided from its base (in its module's folder), the disk and the new render.
@Suite("Planning: three-way merge step")
struct ThreeWayMergeStepTests {
    static let path = "/app/M/MView.swift"
    static let base = "a\nb\nc\n"
    static let markers = ThreeWayMerge.ConflictStyle.markers(oursLabel: "yours", theirsLabel: "new")

    /// A lock that recorded `files` (path relative to /app, generated text) for module M.
    static func lock(_ files: [(String, String)], module: String = "M") -> ModuleLock {
        ModuleLock(modules: [
            ModuleLock.Module(
                name: module, template: "t", templateVersion: "1", parameters: [:], generated: "2026-01-02",
                files: files.map { ModuleLock.File(path: $0.0, sha256: SHA256.hex(Array($0.1.utf8))) })
        ])
    }

    /// Runs the step over `files` as classified against `disk`, with `lock` recorded and the bases in `bases`.
    func merged(
        _ files: [PlannedFile], disk: [String: String], lock: ModuleLock, bases: [String] = [],
        style: ThreeWayMerge.ConflictStyle = markers, origin: ModuleOrigin? = nil
    ) throws -> GenerationPlan {
        var disk = disk
        for base in bases {
            disk[ModuleLock.basePath(of: "M", hash: SHA256.hex(Array(base.utf8)), root: "/app")] = base
        }
        let fileSystem = MemoryFileSystem(disk)
        var context = try planningContext(modules: ["M"], fileSystem: fileSystem, policy: .overwrite)
        context.plan.update = UpdateContext(lock: lock, root: "/app", conflictStyle: style)
        var draft = emptyDraft(context)
        draft.plan.files = files
        draft.plan.records.origins["M"] = origin
        try ClassifyStep().run(&draft, in: context.plan)
        try ThreeWayMergeStep().run(&draft, in: context.plan)
        return draft.plan
    }

    /// One file rendered as `theirs` over `ours` on disk, generated before as `base` and kept as its base.
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var ours: String
        var theirs: String
        var action: PlannedFile.Action
        var contents: String
        var note: String?
        var conflicted = false
    }

    static let cases = [
        Case(
            testDescription: "untouched by the user: the new render", ours: base, theirs: "a\nB\nc\n",
            action: .overwrite, contents: "a\nB\nc\n"),
        Case(
            testDescription: "edited, the template unchanged: kept", ours: "a\nb\nc\nmine\n", theirs: base,
            action: .unchanged, contents: "a\nb\nc\nmine\n",
            note: "your edits kept; the template did not change this file"),
        Case(
            testDescription: "both changed, apart: merged", ours: "A\nb\nc\n", theirs: "a\nb\nC\n", action: .overwrite,
            contents: "A\nb\nC\n", note: "merged with your edits"),
        Case(
            testDescription: "both changed one line: conflict markers", ours: "a\nmine\nc\n", theirs: "a\nnew\nc\n",
            action: .overwrite, contents: "a\n<<<<<<< yours\nmine\n=======\nnew\n>>>>>>> new\nc\n",
            note: "1 conflicting change", conflicted: true),
        Case(
            testDescription: "both made the same change", ours: "a\nB\nc\n", theirs: "a\nB\nc\n", action: .unchanged,
            contents: "a\nB\nc\n"),
        Case(testDescription: "neither changed", ours: base, theirs: base, action: .unchanged, contents: base),
    ]

    @Test(arguments: cases)
    func aRecordedFileIsDecidedFromItsBase(_ test: Case) throws {
        let plan = try merged(
            [planned(Self.path, test.theirs)], disk: [Self.path: test.ours],
            lock: Self.lock([("M/MView.swift", Self.base)]),
            bases: [Self.base])
        let file = try #require(plan.files.first)
        #expect(file.action == test.action)
        #expect(file.contents == test.contents)
        #expect(file.note == test.note)
        #expect(file.renderedContents == test.theirs, "the lock records the render as the new base")
        #expect(file.previousContents == Array(test.ours.utf8))
        #expect(plan.merge.conflicted == (test.conflicted ? [Self.path] : []))
    }

    @Test func theBaseIsTheOneTheLockRecordsNotAnyOther() throws {
        // Two bases are stored; the lock's hash picks the first. Against the second, both sides would conflict.
        let plan = try merged(
            [planned(Self.path, "a\nb\nC\n")], disk: [Self.path: "A\nb\nc\n"],
            lock: Self.lock([("M/MView.swift", Self.base)]), bases: [Self.base, "x\ny\nz\n"])
        #expect(plan.files[0].contents == "A\nb\nC\n" && plan.merge.conflicted.isEmpty)
    }

    @Test(
        arguments: [
            ("a\nb\nc\n", "a\nB\nc\n", PlannedFile.Action.overwrite, "a\nB\nc\n", nil),
            (
                "a\nmine\nc\n", "a\nB\nc\n", .skip, "a\nmine\nc\n",
                "edited, and its base in .vipergen/modules/M/bases is missing or damaged: kept as it is, without the "
                    + "template's changes"
            ),
            ("a\nB\nc\n", "a\nB\nc\n", .unchanged, "a\nB\nc\n", nil),
        ] as [(String, String, PlannedFile.Action, String, String?)])
    func withoutItsBaseOnlyAnUneditedFileIsReplaced(
        ours: String, theirs: String, action: PlannedFile.Action, contents: String, note: String?
    ) throws {
        let plan = try merged(
            [planned(Self.path, theirs)], disk: [Self.path: ours], lock: Self.lock([("M/MView.swift", Self.base)]))
        #expect(plan.files[0].action == action)
        #expect(plan.files[0].contents == contents)
        #expect(plan.files[0].note == note)
        #expect(plan.merge.conflicted.isEmpty)
        // An edited file kept without the template's changes is reported, never silently left behind.
        #expect(plan.merge.unmerged == (action == .skip ? [Self.path] : []))
    }

    // MARK: - Bytes

    /// Runs the step over one file rendered as `theirs` over `ours` (bytes) on disk, its base `base` stored as
    /// `stored` (the base itself unless a test damages it).
    func mergedBytes(
        ours: [UInt8], theirs: String, base: [UInt8], stored: [UInt8]? = nil,
        style: ThreeWayMerge.ConflictStyle = markers
    ) throws -> GenerationPlan {
        let hash = SHA256.hex(base)
        let disk = RawFileSystem(files: [
            Self.path: ours, ModuleLock.basePath(of: "M", hash: hash, root: "/app"): stored ?? base,
        ])
        var context = try planningContext(modules: ["M"], fileSystem: disk, policy: .overwrite)
        let lock = ModuleLock(modules: [
            ModuleLock.Module(
                name: "M", template: "t", templateVersion: "1", parameters: [:], generated: "2026-01-02",
                files: [ModuleLock.File(path: "M/MView.swift", sha256: hash)])
        ])
        context.plan.update = UpdateContext(lock: lock, root: "/app", conflictStyle: style)
        var draft = emptyDraft(context)
        draft.plan.files = [planned(Self.path, theirs)]
        try ClassifyStep().run(&draft, in: context.plan)
        try ThreeWayMergeStep().run(&draft, in: context.plan)
        return draft.plan
    }

    static func crlf(_ text: String) -> [UInt8] { Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }

    @Test func aCrlfFileIsMergedLineByLine() throws {
        // The template renders LF; the user's copy is CRLF with line 2 edited, the template changed line 6. The
        // base is what vipergen wrote: LF. Only the lines the merge decides change; the user's line endings stay.
        let base = Array("1\n2\n3\n4\n5\n6\n7\n".utf8)
        let ours = Array("1\n2 mine\n3\n4\n5\n6\n7\n".utf8)
        let plan = try mergedBytes(ours: ours, theirs: "1\n2\n3\n4\n5\n6 new\n7\n", base: base)
        #expect(plan.files[0].bytes == Array("1\n2 mine\n3\n4\n5\n6 new\n7\n".utf8))
        #expect(plan.merge.conflicted.isEmpty && plan.files[0].note == "merged with your edits")

        // A template whose files are CRLF: merged line by line as well (it used to be one whole-file conflict).
        let crlfPlan = try mergedBytes(
            ours: Self.crlf("1\n2 mine\n3\n4\n5\n6\n7\n"),
            theirs: String(decoding: Self.crlf("1\n2\n3\n4\n5\n6 new\n7\n"), as: UTF8.self),
            base: Self.crlf("1\n2\n3\n4\n5\n6\n7\n"))
        #expect(crlfPlan.files[0].bytes == Self.crlf("1\n2 mine\n3\n4\n5\n6 new\n7\n"))
        #expect(crlfPlan.merge.conflicted.isEmpty)
    }

    @Test func aLatin1ByteOfTheUsersIsKeptExactly() throws {
        let base = Array("a\nb\nc\nd\n".utf8)
        let ours = Array("a\ncaf".utf8) + [0xE9] + Array("\nc\nd\n".utf8)
        let plan = try mergedBytes(ours: ours, theirs: "a\nb\nc\nD\n", base: base)
        #expect(plan.files[0].bytes == Array("a\ncaf".utf8) + [0xE9] + Array("\nc\nD\n".utf8))
        #expect(plan.files[0].action == .overwrite && plan.merge.conflicted.isEmpty)
    }

    @Test(arguments: [[UInt8](), Array("a\nb\n".utf8)])
    func aDamagedBaseIsNotTrusted(stored: [UInt8]) throws {
        // A run killed while writing the base left it empty (or it was edited): its hash is wrong. Trusting it
        // would take the template's side and drop the user's lines; the file is kept and reported instead.
        let ours = Array("a\nmine\nc\n".utf8)
        for style in [Self.markers, .theirs] {
            let plan = try mergedBytes(
                ours: ours, theirs: "a\nB\nc\n", base: Array(Self.base.utf8), stored: stored, style: style)
            #expect(plan.files[0].action == .skip && plan.files[0].bytes == ours)
            #expect(plan.merge.unmerged == [Self.path])
        }
    }

    @Test func aUTF16FileIsKeptAndReported() throws {
        let ours: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00]
        let plan = try mergedBytes(ours: ours, theirs: "a\nB\nc\n", base: Array(Self.base.utf8))
        #expect(plan.files[0].action == .skip && plan.files[0].bytes == ours)
        #expect(plan.files[0].note?.contains("UTF-16") == true && plan.merge.unmerged == [Self.path])
    }

    @Test func aGeneratedFileTheUserDeletedIsNotCreatedAgain() throws {
        let same = try merged(
            [planned(Self.path, Self.base)], disk: [:], lock: Self.lock([("M/MView.swift", Self.base)]),
            bases: [Self.base])
        #expect(same.files[0].action == .skip && same.files[0].note == "you deleted it; not created again")
        #expect(same.merge.unmerged.isEmpty, "the template did not change it: nothing is lost")
        // When the template changed it since, the change is reported rather than dropped.
        let changed = try merged(
            [planned(Self.path, "a\nB\nc\n")], disk: [:], lock: Self.lock([("M/MView.swift", Self.base)]),
            bases: [Self.base])
        #expect(changed.files[0].action == .skip && changed.merge.unmerged == [Self.path])
        #expect(changed.files[0].note == "you deleted it, and the template changed it since; not created again")
    }

    @Test func aFileTheUserMovedIsFoundByItsLines() throws {
        let plan = try merged(
            [planned(Self.path, "a\nB\nc\n")], disk: ["/app/M/Views/MView.swift": "a\nb\nc\nmine\n"],
            lock: Self.lock([("M/MView.swift", Self.base)]), bases: [Self.base])
        #expect(
            plan.files[0].note
                == "you moved it to M/Views/MView.swift; the template changed it since: not applied there")
        #expect(plan.merge.unmerged == [Self.path])
    }

    @Test func aNewTemplateFileIsCreatedOrConflictsWithAFileAlreadyThere() throws {
        let fresh = try merged([planned(Self.path, "new\n")], disk: [:], lock: Self.lock([]))
        #expect(fresh.files[0].action == .create && fresh.files[0].note == nil)

        let occupied = try merged([planned(Self.path, "new\n")], disk: [Self.path: "mine\n"], lock: Self.lock([]))
        #expect(occupied.files[0].contents == "<<<<<<< yours\nmine\n=======\nnew\n>>>>>>> new\n")
        #expect(occupied.merge.conflicted == [Self.path])
    }

    @Test func conflictMarkersNameTheTemplateAndVersionTheNewTextComesFrom() throws {
        let origin = ModuleOrigin(
            template: "svc", templateVersion: "2.1", templateSource: "Templates/svc", catalog: "Templates/svc",
            templateHash: "00",
            parameters: [:], settings: [:], date: CalendarDate(year: 2026, month: 1, day: 2))
        let plan = try merged(
            [planned(Self.path, "a\nnew\nc\n")], disk: [Self.path: "a\nmine\nc\n"],
            lock: Self.lock([("M/MView.swift", Self.base)]), bases: [Self.base], origin: origin)
        #expect(plan.files[0].contents == "a\n<<<<<<< yours\nmine\n=======\nnew\n>>>>>>> template svc 2.1\nc\n")
    }

    @Test(arguments: [
        (ThreeWayMerge.ConflictStyle.ours, "a\nmine\nc\n"), (.theirs, "a\nnew\nc\n"),
    ])
    func aSideChosenForConflictsLeavesNoMarkers(style: ThreeWayMerge.ConflictStyle, contents: String) throws {
        let plan = try merged(
            [planned(Self.path, "a\nnew\nc\n")], disk: [Self.path: "a\nmine\nc\n"],
            lock: Self.lock([("M/MView.swift", Self.base)]), bases: [Self.base], style: style)
        #expect(plan.files[0].contents == contents)
        #expect(plan.files[0].note == "1 conflicting change")
        #expect(plan.merge.conflicted.isEmpty)
    }

    @Test func aFileTheTemplateNoLongerHasIsDeletedUnlessEdited() throws {
        let lock = Self.lock([
            ("M/MView.swift", Self.base), ("M/MOld.swift", "old\n"), ("M/MEdited.swift", "edited\n"),
            ("M/MGone.swift", "gone\n"), ("Tests/M/MTests.swift", "tests\n"),
        ])
        let plan = try merged(
            [planned(Self.path, Self.base)],
            disk: [
                Self.path: Self.base, "/app/M/MOld.swift": "old\n", "/app/M/MEdited.swift": "edited, by me\n",
                "/app/Tests/M/MTests.swift": "tests\n",
            ], lock: lock, bases: [Self.base])
        let dropped = plan.files.dropFirst()
        #expect(dropped.map(\.path) == ["/app/M/MOld.swift", "/app/M/MEdited.swift", "/app/Tests/M/MTests.swift"])
        #expect(dropped.map(\.action) == [.delete, .skip, .delete])
        #expect(dropped.map(\.role) == [.code, .code, .test])
        #expect(dropped.allSatisfy { $0.module == "M" })
        #expect(
            dropped.map(\.note) == [
                "no longer in the template", "no longer in the template; kept because you edited it",
                "no longer in the template",
            ])
        #expect(dropped.first?.previousContents == Array("old\n".utf8))
    }

    @Test func theFilesOfModulesNotUpdatedAreLeftAlone() throws {
        let plan = try merged(
            [planned(Self.path, Self.base)], disk: [Self.path: Self.base, "/app/Other/OtherView.swift": "other\n"],
            lock: Self.lock([("Other/OtherView.swift", "other\n")], module: "Other"), bases: [Self.base])
        #expect(plan.files.map(\.path) == [Self.path])
    }

    @Test func sharedFilesAreNotMerged() throws {
        let plan = try merged(
            [planned("/app/Router.swift", "router\n", role: .shared)], disk: ["/app/Router.swift": "my router\n"],
            lock: Self.lock([]))
        #expect(plan.files[0].action == .skip && plan.files[0].renderedContents == nil)
        #expect(plan.files[0].note == "shared file, already present")
    }

    @Test func withoutAnUpdateTheStepDoesNothing() throws {
        let context = try planningContext(modules: ["M"], fileSystem: MemoryFileSystem([Self.path: "mine\n"]))
        var draft = emptyDraft(context)
        draft.plan.files = [planned(Self.path, "new\n")]
        let before = draft.plan
        try ThreeWayMergeStep().run(&draft, in: context.plan)
        #expect(draft.plan == before)
    }
}
