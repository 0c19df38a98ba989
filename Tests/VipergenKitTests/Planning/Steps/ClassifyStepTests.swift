import TestFileSystems
import Testing

@testable import VipergenKit

@Suite("Planning: classification against the disk")
struct ClassifyStepTests {
    func classified(_ disk: [String: String], policy: ConflictPolicy, _ files: [PlannedFile]) throws -> [PlannedFile] {
        let fileSystem = MemoryFileSystem(disk)
        let context = try planningContext(fileSystem: fileSystem, policy: policy)
        var draft = emptyDraft(context)
        draft.plan.files = files
        try ClassifyStep().run(&draft, in: context.plan)
        return draft.plan.files
    }

    @Test(arguments: [
        (ConflictPolicy.fail, PlannedFile.Action.conflict), (.overwrite, .overwrite), (.skip, .skip),
    ])
    func aFileWithOtherContentsFollowsThePolicy(policy: ConflictPolicy, action: PlannedFile.Action) throws {
        let files = try classified(
            ["/app/A/AView.swift": "mine"], policy: policy, [planned("/app/A/AView.swift", "new")])
        #expect(files[0].action == action)
        #expect(files[0].previousContents == Array("mine".utf8))
    }

    @Test func newIdenticalAndSharedFilesAreClassified() throws {
        let files = try classified(
            ["/app/A/Same.swift": "same", "/app/Router.swift": "edited router"], policy: .overwrite,
            [
                planned("/app/A/New.swift", "new"), planned("/app/A/Same.swift", "same"),
                planned("/app/Router.swift", "router", role: .shared),
            ])
        #expect(files.map(\.action) == [.create, .unchanged, .skip])
        // A shared file that exists is kept whatever the policy, and injections then apply to what is on disk.
        #expect(files[2].contents == "edited router")
    }
}
