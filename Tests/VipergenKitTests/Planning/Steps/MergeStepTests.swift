import Testing

@testable import VipergenKit
@testable import VipergenSettings

@Suite("Planning: merge step")
struct MergeStepTests {
    @Test func aSharedFileOfABatchIsKeptOnce() throws {
        let files = [
            planned("/app/Router.swift", "router", role: .shared),
            planned("/app/A/APresenter.swift", "a"),
            planned("/app/Router.swift", "router", role: .shared),
        ]
        let merged = try MergeStep.merge(files)
        #expect(merged.map(\.path) == ["/app/Router.swift", "/app/A/APresenter.swift"])
    }

    @Test func twoEntriesWritingOnePathAreRefusedAtTheSecondEntry() throws {
        var second = planned("/app/A/AView.swift", "two")
        second.entry = SpecLocation(file: "t/template.yml", line: 7, column: 5, sourceLine: "  - name: x")
        let error = #expect(throws: GenerationError.self) {
            try MergeStep.merge([planned("/app/A/AView.swift", "one"), second])
        }
        #expect(error == .duplicateOutput("/app/A/AView.swift", entry: second.entry))
        #expect(error?.description.hasPrefix("t/template.yml:7:5: error: the template produces") == true)
    }
}
