import Files
import TestFileSystems
import Testing
import TextMerge

@testable import VipergenKit

/// `ThreeWayMergeStep`: each module file decided from its base (beside the lock), the disk and the new render.
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
        for base in bases { disk[ModuleLock.basePath(for: SHA256.hex(Array(base.utf8)), root: "/app")] = base }
        let fileSystem = MemoryFileSystem(disk)
        var context = try planningContext(modules: ["M"], fileSystem: fileSystem, policy: .overwrite)
        context.plan.update = UpdateContext(lock: lock, root: "/app", conflictStyle: style)
        var draft = emptyDraft(context)
        draft.plan.files = files
        draft.plan.origins["M"] = origin
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
            note: "1 conflicting change(s)", conflicted: true),
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
        #expect(plan.mergeConflicts == (test.conflicted ? [Self.path] : []))
    }

    @Test func theBaseIsTheOneTheLockRecordsNotAnyOther() throws {
        // Two bases are stored; the lock's hash picks the first. Against the second, both sides would conflict.
        let plan = try merged(
            [planned(Self.path, "a\nb\nC\n")], disk: [Self.path: "A\nb\nc\n"],
            lock: Self.lock([("M/MView.swift", Self.base)]), bases: [Self.base, "x\ny\nz\n"])
        #expect(plan.files[0].contents == "A\nb\nC\n" && plan.mergeConflicts.isEmpty)
    }

    @Test(
        arguments: [
            ("a\nb\nc\n", "a\nB\nc\n", PlannedFile.Action.overwrite, "a\nB\nc\n", nil),
            (
                "a\nmine\nc\n", "a\nB\nc\n", .skip, "a\nmine\nc\n",
                "edited, and its base is missing from .vipergen/bases; kept"
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
        #expect(plan.mergeConflicts.isEmpty)
    }

    @Test func aGeneratedFileTheUserDeletedIsNotCreatedAgain() throws {
        let plan = try merged(
            [planned(Self.path, "a\nB\nc\n")], disk: [:], lock: Self.lock([("M/MView.swift", Self.base)]),
            bases: [Self.base])
        #expect(plan.files[0].action == .skip && plan.files[0].note == "you deleted it; not created again")
    }

    @Test func aNewTemplateFileIsCreatedOrConflictsWithAFileAlreadyThere() throws {
        let fresh = try merged([planned(Self.path, "new\n")], disk: [:], lock: Self.lock([]))
        #expect(fresh.files[0].action == .create && fresh.files[0].note == nil)

        let occupied = try merged([planned(Self.path, "new\n")], disk: [Self.path: "mine\n"], lock: Self.lock([]))
        #expect(occupied.files[0].contents == "<<<<<<< yours\nmine\n=======\nnew\n>>>>>>> new\n")
        #expect(occupied.mergeConflicts == [Self.path])
    }

    @Test func conflictMarkersNameTheTemplateAndVersionTheNewTextComesFrom() throws {
        let origin = ModuleOrigin(
            template: "svc", templateVersion: "2.1", templateSource: "Templates/svc", templateHash: "00",
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
        #expect(plan.files[0].note == "1 conflicting change(s)")
        #expect(plan.mergeConflicts.isEmpty)
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
