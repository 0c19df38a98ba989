import Testing
import XcodeProject

@testable import ProjectMerge

/// The rules for values that are more than their parts: a Swift package's requirement conflicts whole, and the
/// version stamps Xcode only raises take the higher.
@Suite("ValueMerger: values merged as one")
struct ValueMergerTests {
    /// CodeEdit's history (merge ec9c6634fe94, `cases.json`): ours pinned a package to `exactVersion 0.7.2`,
    /// theirs raised its `upToNextMajorVersion` minimum to 0.7.3. Key by key, `kind` and `version` were taken from
    /// ours outside the markers and only `minimumVersion` conflicted: either side taken gave a requirement neither
    /// side had.
    @Test func aPackageRequirementBothSidesChangedConflictsWhole() throws {
        let name = "codeedit-ec9c6634fe94"
        let base = try #require(MergeFiles.mergeCase(name, "base"), "the real case in shared/project-merge-cases")
        let ours = try #require(MergeFiles.mergeCase(name, "ours"))
        let theirs = try #require(MergeFiles.mergeCase(name, "theirs"))
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        try #require(result.conflicts.count == 1, "\(result.conflicts)")
        #expect(result.conflicts[0].objectID == "6CBE1CFE2B720565003AC32E")
        #expect(result.conflicts[0].keyPath == ["requirement"])
        #expect(result.conflicts[0].kind == .changedDifferently)
        // Either side taken is that side's requirement, whole.
        for (toOurs, side) in [(true, ours), (false, theirs)] {
            let resolved = resolving(result.bytes, toOurs: toOurs)
            let merged = try requirement("6CBE1CFE2B720565003AC32E", in: resolved)
            #expect(merged == (try requirement("6CBE1CFE2B720565003AC32E", in: side)))
        }
    }

    /// A requirement only one side changed is still taken from it.
    @Test func aPackageRequirementOneSideChangedIsTaken() throws {
        let name = "codeedit-ec9c6634fe94"
        let base = try #require(MergeFiles.mergeCase(name, "base"))
        let ours = try #require(MergeFiles.mergeCase(name, "ours"))
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: base)
        #expect(result.isClean && result.bytes == ours)
        let theirs = try replacing("minimumVersion = 0.7.2;", with: "minimumVersion = 0.7.9;", in: base)
        let merged = ProjectMerge.merge(base: base, ours: base, theirs: theirs)
        #expect(merged.isClean && merged.bytes == theirs)
    }

    @Test(arguments: ["LastUpgradeCheck", "LastSwiftUpdateCheck"])
    func aVersionStampBothSidesRaisedTakesTheHigher(key: String) throws {
        // Countries (XcodeProjectTests/Fixtures/countries) has LastUpgradeCheck = 1200, LastSwiftUpdateCheck = 1110.
        let base = try MergeFiles.project("countries")
        let old = key == "LastUpgradeCheck" ? "1200" : "1110"
        let ours = try replacing("\(key) = \(old);", with: "\(key) = 1530;", in: base)
        let theirs = try replacing("\(key) = \(old);", with: "\(key) = 1600;", in: base)
        for (one, other) in [(ours, theirs), (theirs, ours)] {
            let result = ProjectMerge.merge(base: base, ours: one, theirs: other)
            #expect(result.isClean, "\(result.conflicts)")
            #expect(result.bytes == theirs)
        }
    }

    @Test func objectVersionAndTheAppsVersionsStayConflicts() throws {
        let base = try MergeFiles.project("countries")
        let ours = try replacing("objectVersion = 52;", with: "objectVersion = 54;", in: base)
        let theirs = try replacing("objectVersion = 52;", with: "objectVersion = 56;", in: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.keyPath) == [["objectVersion"]])
    }

    /// The requirement of the package `id` in a project, as a value.
    func requirement(_ id: String, in bytes: [UInt8]) throws -> PropertyListValue? {
        guard case .dictionary(let object)? = try objectValues(bytes)[id] else { return nil }
        return object["requirement"]
    }

    /// git's `diff3` style: the base's value between ours and theirs, with the labels given.
    @Test func aConflictInDiff3StyleShowsTheBase() throws {
        let base = try MergeFiles.project("countries")
        let ours = try replacing("objectVersion = 52;", with: "objectVersion = 54;", in: base)
        let theirs = try replacing("objectVersion = 52;", with: "objectVersion = 56;", in: base)
        let markers = ProjectMerge.ConflictMarkers(oursLabel: "HEAD", theirsLabel: "login", baseLabel: "base")
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs, markers: markers)
        #expect(
            result.text.contains(
                "<<<<<<< HEAD\n\tobjectVersion = 54;\n||||||| base\n\tobjectVersion = 52;\n=======\n"
                    + "\tobjectVersion = 56;\n>>>>>>> login\n"), "\(result.text.prefix(400))")
    }
}
