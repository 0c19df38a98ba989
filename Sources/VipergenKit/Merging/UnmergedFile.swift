import Files

/// A path a stopped merge left unmerged, with the versions git keeps of it in its index: stage 1 the base (absent
/// when both sides added the file), 2 ours, 3 theirs.
public struct UnmergedFile: Sendable, Equatable {
    /// The path from the repository's root, as git names it.
    public var path: String
    /// The object ID of each stage present.
    public var stages: [Int: String]

    /// Whether both sides kept the file: one deleted on a side is not a merge of contents, and is left to the user.
    public var hasBothSides: Bool { stages[2] != nil && stages[3] != nil }

    /// Every unmerged path of the repository (`git ls-files -u`), in git's order.
    public static func list(in workTree: GitWorkTree) throws(MergeDriverError) -> [UnmergedFile] {
        let output = try workTree.run(["ls-files", "-u", "-z"]).outputBytes
        var files: [UnmergedFile] = []
        for record in output.split(separator: 0) {
            // <mode> SP <object> SP <stage> TAB <path>
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, let stage = Int(String(decoding: fields[2], as: UTF8.self)) else { continue }
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            let object = String(decoding: fields[1], as: UTF8.self)
            if files.last?.path == path {
                files[files.count - 1].stages[stage] = object
            } else {
                files.append(UnmergedFile(path: path, stages: [stage: object]))
            }
        }
        return files
    }

    /// The bytes of `stage`; empty when the stage is absent (the base of an add/add).
    func contents(of stage: Int, in workTree: GitWorkTree) throws(MergeDriverError) -> [UInt8] {
        guard let object = stages[stage] else { return [] }
        return try workTree.run(["cat-file", "blob", object]).outputBytes
    }

    /// Merges the three stages as the driver would, and unless `dryRun`, writes the result to the working file
    /// (keeping its mode) and stages it (`git add`) when no conflict is left.
    public func resolve(
        with driver: MergeDriver, in workTree: GitWorkTree, fileSystem: any FileSystem, dryRun: Bool
    ) throws(MergeDriverError) -> MergeDriver.Outcome {
        let outcome = driver.merge(
            base: try contents(of: 1, in: workTree), ours: try contents(of: 2, in: workTree),
            theirs: try contents(of: 3, in: workTree), path: path)
        guard !dryRun else { return outcome }
        let file = Path.join(workTree.root, path)
        do {
            let permissions = fileSystem.permissions(of: file)
            try fileSystem.write(outcome.bytes, to: file)
            if let permissions { try fileSystem.setPermissions(permissions, of: file) }
        } catch {
            throw .fileFailed(path: file, reason: "\(error)")
        }
        if outcome.isClean { try workTree.run(["add", "--", path]) }
        return outcome
    }
}
