import Files
import JSON

extension UnmergedFile {
    /// For a file one side of a merge deleted and the other changed (git's modify/delete): the lines that modules the
    /// deleting side removed had injected into it, one block per injection, as their records in the merge base list
    /// them. `remove` deletes a shared file such as `Router.swift` with the last module that injects into it; merged
    /// with a branch that generated another module, the file stays for that one, without the removed modules' lines.
    /// Empty when the deleting side removed no module that injected here (the file was deleted by hand); `nil` when
    /// git does not say (no merge in progress, no merge base).
    public func linesOfRemovedModules(in workTree: GitWorkTree) throws(MergeDriverError) -> [[String]]? {
        let deletingSide: String
        switch (stages[2], stages[3]) {
        case (nil, .some): deletingSide = "HEAD"
        case (.some, nil): deletingSide = "MERGE_HEAD"
        default: return []
        }
        let head = try workTree.run(["rev-parse", "--verify", "--quiet", "MERGE_HEAD"], accepting: [0, 1])
        guard head.status == 0 else { return nil }
        let base = try workTree.run(["merge-base", "HEAD", "MERGE_HEAD"], accepting: [0, 1])
        guard base.status == 0 else { return nil }
        let baseCommit = base.output.trimmed
        let deleted = try workTree.run(
            ["diff", "--name-only", "-z", "--no-renames", "--diff-filter=D", baseCommit, deletingSide]
        ).outputBytes
        var blocks: [[String]] = []
        for field in deleted.split(separator: 0) {
            let record = String(decoding: field, as: UTF8.self)
            guard let marker = record.ranges(of: ".vipergen/modules/").last, record.hasSuffix("/record.json") else {
                continue
            }
            // Injections are recorded relative to the folder that holds `.vipergen`.
            let root = String(record[..<marker.lowerBound])
            let bytes = try workTree.run(["cat-file", "blob", "\(baseCommit):\(record)"]).outputBytes
            guard case .object(let module) = try? JSONValue.parse(String(decoding: bytes, as: UTF8.self)),
                case .array(let injections) = module["injections"]
            else { continue }
            for case .object(let injection) in injections {
                guard case .string(let injected) = injection["path"], case .array(let lines) = injection["lines"],
                    Path.normalize(root + injected) == path
                else { continue }
                blocks.append(lines.compactMap { if case .string(let line) = $0 { line } else { nil } })
            }
        }
        return blocks
    }
}
