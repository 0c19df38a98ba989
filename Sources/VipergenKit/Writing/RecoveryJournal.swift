import Files
import JSON

/// What a write is about to do, kept on disk while it does it, so that a run killed half-way (`kill -9`, a crash,
/// a closed laptop lid) is undone by the next `vipergen` command: every file is then as it was before that run.
///
/// Its manifest, `.vipergen-journal.json`, lives beside the lock, and is created whole or not at all: from then on
/// the run can be undone. Before it, the previous bytes of every file the run replaces or deletes are stored in
/// `.vipergen/journal/` (named by their fingerprint); a run that only creates files stores nothing, and changes no
/// folder for its journal. Once the last file is written the manifest is removed first, then the copies. A run
/// that keeps no lock (`--output` outside a project) keeps no journal either; its in-process undo still covers
/// errors, Ctrl-C and SIGTERM.
///
/// The manifest names the folder it was written in by its device and inode: a journal that reached another copy of
/// the project (committed with `git add -A` after the kill, synced, copied) is refused there rather than undone,
/// since undoing it would remove that copy's files (`ForeignJournalError`).
struct RecoveryJournal: Decodable, JSONRepresentable, Equatable {
    /// The manifest, relative to the lock's folder: a file of its own rather than one in a folder, so that a run
    /// makes, renames and removes no folder for it (three changes of a folder, 4% of a small gen on ext4).
    static let manifest = ".vipergen-journal.json"
    /// The folder of the copies, relative to the lock's folder.
    static let folder = ".vipergen/journal"
    /// The manifest inside the folder, where earlier versions kept it: a run they left is recovered all the same.
    static let earlierManifest = "run.json"

    /// One file the run changes.
    struct Entry: Decodable, JSONRepresentable, Equatable {
        /// Absolute path of the file written (a link's destination, when the user linked the file).
        var path: String
        /// The fingerprint of the bytes before the run (`JournalFingerprint`), stored in the journal's folder under
        /// that name; `nil` when the run creates the file.
        var before: String?
        /// The fingerprint of the bytes the run writes; `nil` when it deletes the file.
        var after: String?

        var json: JSONValue {
            var object: JSONObject = [CodingKeys.path.stringValue: .string(path)]
            object[CodingKeys.before.stringValue] = before.map(JSONValue.string)
            object[CodingKeys.after.stringValue] = after.map(JSONValue.string)
            return .object(object)
        }
    }

    var entries: [Entry]
    /// Folders the run creates, outermost first.
    var createdFolders: [String]
    /// The lock's folder, `device:inode`, as `begin` found it; `nil` in journals of earlier versions and on file
    /// systems without inodes.
    var writtenIn: String? = nil

    enum CodingKeys: String, CodingKey {
        case entries
        case createdFolders = "created_folders"
        case writtenIn = "written_in"
    }

    var json: JSONValue {
        var object: JSONObject = [
            CodingKeys.entries.stringValue: .array(entries.map(\.json)),
            CodingKeys.createdFolders.stringValue: .array(createdFolders.map(JSONValue.string)),
        ]
        object[CodingKeys.writtenIn.stringValue] = writtenIn.map(JSONValue.string)
        return .object(object)
    }

    /// `device:inode` of the folder at `root`, which the journal written there records.
    static func folderIdentity(_ root: String, fileSystem: any FileSystem) -> String? {
        fileSystem.identity(of: root).map { "\($0.device):\($0.inode)" }
    }

    /// The bytes a run replaces or deletes, and the file that holds them.
    struct Copy {
        var bytes: [UInt8]
        /// The file as the journal's entry names it (a link's destination).
        var path: String
    }

    /// Writes the journal for `entries` under `root`: the previous bytes first, then the manifest, created whole.
    ///
    /// A copy is the file itself under a second name where the file system allows (a hard link): the run replaces
    /// a file by renaming a new one into its place and deletes it by removing its name, so the file the journal
    /// names is never written, and keeping it costs no copy of a project of megabytes. Where there can be no link
    /// (another device, a file system without them) the bytes are written. Either way recovery restores a copy only
    /// when it has the fingerprint recorded, so a file changed before it was linked is never put back.
    static func begin(
        _ journal: RecoveryJournal, copies: [String: Copy], root: String, fileSystem: any FileSystem
    ) throws {
        if !copies.isEmpty {
            let folder = Path.join(root, Self.folder)
            try fileSystem.createFolders(folder)
            for (fingerprint, copy) in copies {
                let kept = Path.join(folder, fingerprint)
                guard !fileSystem.fileExists(kept) else { continue }
                do {
                    try fileSystem.hardLink(copy.path, at: kept)
                } catch {
                    try fileSystem.write(copy.bytes, to: kept)
                }
            }
        }
        var journal = journal
        journal.writtenIn = folderIdentity(root, fileSystem: fileSystem)
        try fileSystem.create(Array(JSONWriter.encode(journal).utf8), at: Path.join(root, Self.manifest))
    }

    /// Removes the journal of a run that finished (or was undone in-process): the manifest first, so that a run
    /// killed while removing the copies leaves no journal to act on; then the copies, when `copies` says the run
    /// kept some (or may have: recovery).
    static func finish(root: String, copies: Bool, fileSystem: any FileSystem) {
        try? fileSystem.removeItem(Path.join(root, Self.manifest))
        guard copies else { return }
        let folder = Path.join(root, Self.folder)
        try? fileSystem.removeItem(Path.join(folder, Self.earlierManifest))
        // Empty unless the run kept copies of files it replaced: removed in one call then.
        if (try? fileSystem.removeEmptyFolder(folder)) == nil { try? fileSystem.removeItem(folder) }
        try? fileSystem.removeEmptyFolder(Path.directory(folder))
    }

    /// What recovering an interrupted run did.
    struct Recovery: Equatable {
        /// Files put back as they were before the run (restored, or removed when the run had created them).
        var restored: [String] = []
        /// Files changed since the run was killed, neither as before nor as the run wrote them: left alone.
        var keptChanged: [String] = []
        /// Temporary files the killed run left, removed.
        var removedTemporaryFiles = 0
    }

    /// Undoes the run recorded under `root`, if one was killed before it finished; `nil` when there was none.
    /// - Throws: `ForeignJournalError` when the journal was written in another copy of the project, touching nothing.
    static func recover(root: String, fileSystem: any FileSystem) throws -> Recovery? {
        let folder = Path.join(root, Self.folder)
        // vipergen's own file, read whatever its size: a batch of 10,000 modules writes a journal of megabytes,
        // past the limit for the templates and settings a user gives.
        guard
            let bytes = try fileSystem.contents(of: Path.join(root, Self.manifest))
                ?? fileSystem.contents(of: Path.join(folder, Self.earlierManifest))
        else {
            // Killed while the copies were being made (nothing of the tree changed yet), or nothing there.
            if fileSystem.isDirectory(folder) { finish(root: root, copies: true, fileSystem: fileSystem) }
            return nil
        }
        let journal = try JSONValue.parse(String(decoding: bytes, as: UTF8.self)).decode(RecoveryJournal.self)
        if let recorded = journal.writtenIn, let here = folderIdentity(root, fileSystem: fileSystem), recorded != here {
            throw ForeignJournalError(root: root)
        }
        var recovery = Recovery()
        for entry in journal.entries.reversed() {
            let current = try fileSystem.contents(of: entry.path)
            var file = JournalFingerprint.File(current)
            // Not written yet, or put back already.
            if file.matches(entry.before) { continue }
            // A base the run was creating when it was killed is vipergen's own, half-written: removed. Any other
            // file that is neither as before nor as the run wrote it was changed since: left to the user.
            let ownFile = Path.isInside(entry.path, Path.join(root, ".vipergen"))
            // An empty file where the run was creating one is that creation, stopped before its first byte (a file
            // of a page or less is created in place, `PlanWriter.bytesWrittenWhole`, and so is any on a file system
            // without hard links): the run's to remove.
            let unfinished = entry.before == nil && current?.isEmpty == true
            guard file.matches(entry.after) || (ownFile && entry.before == nil) || unfinished
            else {
                recovery.keptChanged.append(entry.path)
                continue
            }
            if let before = entry.before {
                guard let bytes = try fileSystem.contents(of: Path.join(folder, before)),
                    JournalFingerprint.matches(bytes, before)
                else {
                    recovery.keptChanged.append(entry.path)
                    continue
                }
                // A deletion may have taken the file's emptied folder with it.
                try fileSystem.createFolders(Path.directory(entry.path))
                try fileSystem.replaceFile(at: entry.path, with: bytes)
            } else {
                try fileSystem.removeItem(entry.path)
            }
            recovery.restored.append(entry.path)
        }
        recovery.removedTemporaryFiles = removeTemporaryFiles(
            beside: journal.entries.map(\.path), fileSystem: fileSystem)
        for created in journal.createdFolders.reversed() where fileSystem.isEmptyFolder(created) {
            try? fileSystem.removeItem(created)
        }
        finish(root: root, copies: true, fileSystem: fileSystem)
        return recovery
    }

    /// Removes the temporary files the writer makes beside the files it replaces (`.Name.swift.vipergen-123`).
    static func removeTemporaryFiles(beside paths: [String], fileSystem: any FileSystem) -> Int {
        // Grouped once: a batch's journal names thousands of files in thousands of folders.
        let namesByFolder = Dictionary(grouping: paths, by: Path.directory).mapValues { Set($0.map(Path.base)) }
        var removed = 0
        for (folder, names) in namesByFolder {
            removed += ReplacementName.removeTemporaryFiles(in: folder, fileSystem: fileSystem) { names.contains($0) }
        }
        return removed
    }

    /// The folder of the nearest unfinished journal at or above `directory`, for the check every command makes: its
    /// manifest, or copies a run was killed while making, or an earlier version's journal.
    static func root(above directory: String, fileSystem: any FileSystem) -> String? {
        var folder = directory
        while true {
            if fileSystem.fileExists(Path.join(folder, Self.manifest))
                || fileSystem.isDirectory(Path.join(folder, Self.folder))
            {
                return folder
            }
            let parent = Path.directory(folder)
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }
}
