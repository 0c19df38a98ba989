import Files

/// A path a stopped merge left unmerged, with the versions git keeps of it in its index: stage 1 the base (absent
/// when both sides added the file), 2 ours, 3 theirs.
public struct UnmergedFile: Sendable, Equatable {
    /// The path from the repository's root, as git names it.
    public var path: String
    /// The object ID of each stage present.
    public var stages: [Int: String]
    /// The mode of each stage present, as git writes it (`100644`, `100755`, `120000` for a link).
    public var modes: [Int: String] = [:]

    public init(path: String, stages: [Int: String], modes: [Int: String] = [:]) {
        self.path = path
        self.stages = stages
        self.modes = modes
    }

    /// Whether any side holds a symbolic link or a submodule there, not a file: nothing to merge line by line.
    public var isLinkOrSubmodule: Bool { modes.values.contains { $0 == "120000" || $0 == "160000" } }

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
            let mode = String(decoding: fields[0], as: UTF8.self)
            if files.last?.path == path {
                files[files.count - 1].stages[stage] = object
                files[files.count - 1].modes[stage] = mode
            } else {
                files.append(UnmergedFile(path: path, stages: [stage: object], modes: [stage: mode]))
            }
        }
        return files
    }

    /// The three versions: base (empty for an add/add), ours, theirs.
    public struct Versions: Sendable {
        public var base: [UInt8]
        public var ours: [UInt8]
        public var theirs: [UInt8]

        /// Whether any version holds a NUL byte, as git's own test for a binary file does: not text to merge.
        public var isBinary: Bool { [base, ours, theirs].contains { $0.contains(0) } }
    }

    /// The versions of the stages, read from git's object store.
    public func versions(in workTree: GitWorkTree) throws(MergeDriverError) -> Versions {
        Versions(
            base: try contents(of: 1, in: workTree), ours: try contents(of: 2, in: workTree),
            theirs: try contents(of: 3, in: workTree))
    }

    /// The bytes of `stage`; empty when the stage is absent (the base of an add/add).
    func contents(of stage: Int, in workTree: GitWorkTree) throws(MergeDriverError) -> [UInt8] {
        guard let object = stages[stage] else { return [] }
        return try workTree.run(["cat-file", "blob", object]).outputBytes
    }

    /// Writes a merge's result to the working file (keeping its mode), and stages it (`git add`) when no conflict
    /// is left.
    public func write(_ outcome: MergeDriver.Outcome, in workTree: GitWorkTree, fileSystem: any FileSystem)
        throws(MergeDriverError)
    {
        let file = Path.join(workTree.root, path)
        do {
            // Renamed into place: a failure half-way leaves the file as git left it, never truncated.
            try fileSystem.replaceFile(at: file, with: outcome.bytes)
        } catch {
            throw .fileFailed(path: file, reason: "\(error)")
        }
        if outcome.isClean { try workTree.run(["add", "--", path]) }
    }
}
