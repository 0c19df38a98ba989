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
            if outcome.resolvesAsDevelopers { resolved += 1 }
            if outcome.identical { identical += 1 }
            var line = "\(name): "
            if let reason = result.lineMergeReason {
                line += "merged line by line (\(reason.split(separator: "\n").first ?? ""))"
            } else if !result.isClean {
                line += "\(result.conflicts.count) conflict(s): "
                    + result.conflicts.prefix(4).map(\.description).joined(separator: "; ")
            } else if outcome.identical {
                line += "identical to the committed resolution"
            } else if outcome.differences.isEmpty {
                line += "the committed resolution's objects, up to list order"
            } else {
                line += "differs: " + outcome.differences.joined(separator: " | ")
            }
            lines.append(line)
        }
        print(
            "ProjectMerge on \(names.count) real cases: \(resolved) of \(names.count) cases resolved, \(identical) "
                + "identical to the committed resolution (\(clean) without conflict)")
        for line in lines { print("  " + line) }
    }
}

/// What the merge makes of one real case, compared with what the developers committed.
struct RealMergeOutcome {
    var result: ProjectMerge.Result
    /// The result is the committed resolution byte for byte.
    var identical: Bool
    /// Each object whose values differ from the resolution's, up to list order, with the reason.
    var differences: [String]
    /// The differences not explained by an edit the developers made while resolving.
    var unexplained: [String]

    /// Clean, and the resolution's objects and attributes up to list order (explained edits aside).
    var resolvesAsDevelopers: Bool { result.isClean && result.lineMergeReason == nil && unexplained.isEmpty }

    init(_ name: String) throws {
        let side = { (file: String) throws -> [UInt8] in
            guard let bytes = MergeFiles.mergeCase(name, file) else { throw MissingText(text: "\(name)/\(file)") }
            return bytes
        }
        let (base, ours, theirs) = (try side("base"), try side("ours"), try side("theirs"))
        result = ProjectMerge.merge(base: base, ours: ours, theirs: theirs)
        let resolution = MergeFiles.mergeCase(name, "resolved")
        identical = resolution == result.bytes
        differences = []
        unexplained = []
        guard let resolution, result.isClean, result.lineMergeReason == nil, !identical else { return }
        let merged = try objectValues(result.bytes).mapValues(unordered)
        let committed = try objectValues(resolution).mapValues(unordered)
        let inputs = try [base, ours, theirs].map { try objectValues($0).mapValues(unordered) }
        for id in Set(merged.keys).union(committed.keys).sorted() where merged[id] != committed[id] {
            // An object the developers made different from every side: their own edit, not the merge's choice.
            let ownEdit = inputs.allSatisfy { $0[id] != committed[id] }
            let what =
                merged[id] == nil ? "missing from the merge" : committed[id] == nil ? "not in the resolution" : "differs"
            let line = "\(id) \(what)" + (ownEdit ? " (the resolution changed it beyond both sides)" : "")
            differences.append(line)
            if !ownEdit { unexplained.append(line) }
        }
    }
}
