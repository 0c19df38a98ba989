import ProjectMerge
import Testing
import XcodeProject

/// The merge on real conflicts of public iOS repositories: `Fixtures/<case>/` holds the base, both sides and the
/// resolution the developers committed (the case's README names the repository and commits). Where the merge
/// finds no conflict, its result must hold the objects and attributes of the committed resolution, up to list
/// order, except what the developers changed beyond both sides while resolving.
@Suite("ProjectMerge: real merge conflicts")
struct RealMergeCaseTests {
    @Test("every case merges, and a clean merge is the committed resolution", arguments: MergeFiles.mergeCases())
    func realCase(name: String) throws {
        let outcome = try RealMergeOutcome(name)
        if outcome.result.isClean, outcome.result.lineMergeReason == nil {
            #expect(throws: Never.self) { try ProjectFile(bytes: outcome.result.bytes, path: name) }
        }
        #expect(outcome.unexplained.isEmpty, "\(name): \(outcome.unexplained.joined(separator: "\n"))")
    }

    @Test("the report: how many cases the merge resolves as the developers did")
    func report() throws {
        let names = MergeFiles.mergeCases()
        var lines: [String] = []
        var (resolved, identical, clean) = (0, 0, 0)
        for name in names {
            let outcome = try RealMergeOutcome(name)
            let result = outcome.result
            if result.isClean { clean += 1 }
            if outcome.matchesResolution { resolved += 1 }
            if outcome.identical { identical += 1 }
            var line = "\(name): "
            if let reason = result.lineMergeReason {
                line += "merged line by line (\(reason.split(separator: "\n").first ?? ""))"
            } else if !result.isClean {
                line +=
                    "\(result.conflicts.count) conflict(s): "
                    + result.conflicts.prefix(4).map(\.description).joined(separator: "; ")
            } else if outcome.identical {
                line += "identical to the committed resolution"
            } else if outcome.explained.isEmpty && outcome.unexplained.isEmpty {
                line += "the committed resolution's objects, up to list order"
            } else {
                line +=
                    (outcome.unexplained.isEmpty
                        ? "" : "UNEXPLAINED: " + outcome.unexplained.joined(separator: " | ") + " ")
                    + "where the resolution departs: " + outcome.explained.joined(separator: " | ")
            }
            lines.append(line)
        }
        print(
            "ProjectMerge on \(names.count) real cases: \(resolved) of \(names.count) cases resolved, \(identical) "
                + "identical to the committed resolution (\(clean) without conflict)")
        for line in lines { print("  " + line) }
    }
}
