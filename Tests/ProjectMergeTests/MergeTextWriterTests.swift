import Testing
import XcodeProject

@testable import ProjectMerge

/// How the merge is written back into ours' text where it cannot simply be spliced: an object the two sides put in
/// different groups.
@Suite("MergeTextWriter: an object with one parent")
struct MergeTextWriterTests {
    /// Mastodon's history (merge f0b08e2b563d, `cases.json`): each side moved `MastodonPickServerAppearance.swift`
    /// (2D650FAA25ECDC9300851B58) out of one group into a different one. Merged list by list it was a child of both
    /// groups, and Xcode listed it twice; now it is a conflict, and either side taken gives it one parent.
    @Test func anObjectTheSidesPutInDifferentGroupsConflicts() throws {
        let name = "mastodon-f0b08e2b563d"
        let base = try #require(MergeFiles.mergeCase(name, "base"), "the real case in shared/project-merge-cases")
        let ours = try #require(MergeFiles.mergeCase(name, "ours"))
        let theirs = try #require(MergeFiles.mergeCase(name, "theirs"))
        let file = "2D650FAA25ECDC9300851B58"
        for (one, other) in [(ours, theirs), (theirs, ours)] {
            let result = ProjectMerge.merge(base: base, ours: one, theirs: other)
            try #require(result.conflicts.count == 1, "\(result.conflicts)")
            let conflict = result.conflicts[0]
            #expect(conflict.objectID == file && conflict.isa == "PBXFileReference")
            guard case .inTwoGroups = conflict.kind else {
                Issue.record("\(conflict.kind)")
                continue
            }
            for toOurs in [true, false] {
                let resolved = resolving(result.bytes, toOurs: toOurs)
                let parents = try groups(of: file, in: resolved)
                #expect(parents == (try groups(of: file, in: toOurs ? one : other)), "\(parents)")
            }
        }
    }

    /// Both sides adding one file with one ID to one group is one file, as before.
    @Test func anObjectBothSidesPutInTheSameGroupIsNoConflict() throws {
        let base = try MergeFiles.project("countries")
        let module = FixtureProject.all[1].module("Login")
        let ours = try adding(module, to: base)
        let result = ProjectMerge.merge(base: base, ours: ours, theirs: ours)
        #expect(result.isClean && result.bytes == ours)
        let other = try adding(FixtureProject.all[1].module("Billing"), to: ours)
        let merged = ProjectMerge.merge(base: base, ours: ours, theirs: other)
        #expect(merged.isClean, "\(merged.conflicts)")
    }

    /// The groups whose `children` list `id`.
    func groups(of id: String, in bytes: [UInt8]) throws -> Set<String> {
        var parents: Set<String> = []
        for (group, value) in try objectValues(bytes) {
            guard case .dictionary(let object) = value, case .array(let children)? = object["children"] else {
                continue
            }
            if children.contains(.string(id)) { parents.insert(group) }
        }
        return parents
    }
}
