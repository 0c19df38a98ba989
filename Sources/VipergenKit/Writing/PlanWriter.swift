import Files

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a plan as one unit: every file lands, or the tree is left as it was.
///
/// A new file is created where nothing may exist (O_EXCL), so a file that appeared since the plan was made is
/// never replaced. A file that replaces another is written to a temporary file in its folder and renamed into
/// place, so the old contents are there until the new ones are complete. When any step fails, files created by
/// this run are removed, overwritten files are restored, and folders this run created are removed again.
public struct PlanWriter: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The most bytes one `write(2)` at a file's start puts down whole or not at all when the process is killed: one
    /// page, the smallest there is (the kernel looks for a fatal signal between pages; 3,000 kills of a process
    /// creating 4 KB files left 1,563 empty and none part-written). A new file this small is created in place where
    /// a journal covers the run, since a kill leaves it empty or whole and recovery removes an empty file the run
    /// was creating; a larger one, or one outside a journal (`--output` outside a project), is linked once written.
    static let bytesWrittenWhole = 4096

    /// What a finished write did, for undoing it in this process.
    private struct UndoLog {
        var createdFolders: [String] = []
        var createdFiles: [String] = []
        /// Folders a deletion left empty and removed, innermost first.
        var removedFolders: [String] = []
        var replacedFiles: [(path: String, previous: [UInt8])] = []
        /// Folders this run made or found there, which the next file in them need not look for again.
        var foldersThere: Set<String> = []
    }

    /// Writes every file of the plan that changes: created, overwritten and modified ones.
    /// - Parameter isCancelled: Asked before each file and once more at the end; when it answers `true`
    ///   (the user pressed Ctrl-C, say) everything written so far is undone.
    /// - Throws: `WriteError.conflicts` when the plan has conflicts (nothing is written),
    ///   `WriteError.interrupted`, `.changedSincePlanned` (a file to be replaced changed after planning) or
    ///   `.failed` after undoing everything this call wrote.
    public func write(_ plan: GenerationPlan, isCancelled: () -> Bool = { false }) throws(WriteError) {
        let conflicts = plan.conflicts
        guard conflicts.isEmpty else {
            throw .conflicts(conflicts.map(\.path))
        }
        let writes = plan.writes
        // The checks before the first write only read: one look at a missing folder answers for what is below it.
        let before = AbsentPathsFileSystem(base: fileSystem)
        let (missing, present) = try folders(of: writes, in: before)
        var keepsCopies = false
        if let root = plan.records.folder {
            let (journal, copies) = journal(for: writes, creating: missing, in: before)
            keepsCopies = !copies.isEmpty
            do {
                try RecoveryJournal.begin(journal, copies: copies, root: root, fileSystem: fileSystem)
            } catch {
                RecoveryJournal.finish(root: root, copies: keepsCopies, fileSystem: fileSystem)
                throw .failed(path: Path.join(root, RecoveryJournal.manifest), reason: Self.reason(error))
            }
        }
        var log = UndoLog(foldersThere: present)
        func finishJournal() {
            if let root = plan.records.folder {
                RecoveryJournal.finish(root: root, copies: keepsCopies, fileSystem: fileSystem)
            }
        }
        func undo() {
            self.undo(log)
            finishJournal()
        }
        // Outermost first, so each is one `mkdir` that succeeds; a folder a deletion empties and removes is made
        // again for a later file in it (`createFolders(for:journal:)`).
        for folder in missing {
            do {
                try createFolder(folder, journal: &log)
            } catch {
                undo()
                // Named by the first file that needed the folder, as when folders were made file by file.
                let file = writes.first { Path.isInside($0.path, folder) }?.path ?? folder
                throw .failed(path: file, reason: Self.reason(error))
            }
        }
        for file in writes {
            if isCancelled() {
                undo()
                throw .interrupted
            }
            do {
                try write(
                    file, journal: &log, root: plan.records.folder, removableFolders: plan.records.removableFolders)
            } catch let changed as ChangedOnDisk {
                undo()
                throw .changedSincePlanned(path: changed.path)
            } catch {
                undo()
                throw .failed(path: file.path, reason: Self.reason(error))
            }
        }
        if isCancelled() {
            undo()
            throw .interrupted
        }
        finishJournal()
        writeCache(plan.cacheFiles)
    }

    /// The nearest folder at or above `directory` that holds the journal of an unfinished run; `nil` when there is
    /// none. Such a run was killed, unless it still holds the folder's lock (`FolderLock`): every command holds it
    /// from before it asks this until it ends.
    public static func unfinishedRunFolder(above directory: String, fileSystem: any FileSystem) -> String? {
        RecoveryJournal.root(above: directory, fileSystem: fileSystem)
    }

    /// Undoes the run whose journal `root` holds (`unfinishedRunFolder(above:fileSystem:)`), killed before it
    /// finished: every file it changed is put back as it was. Every command calls this first, holding the lock of
    /// `root`, so that the run is not one still writing.
    /// - Returns: What was done, for the user; `nil` when there was nothing to recover.
    public static func recoverInterruptedRun(in root: String, fileSystem: any FileSystem) throws -> String? {
        guard let recovery = try RecoveryJournal.recover(root: root, fileSystem: fileSystem) else { return nil }
        let count = recovery.restored.count
        var text =
            "a vipergen run in \(root) was stopped before it finished; \(count) file\(count == 1 ? " was" : "s were") "
            + "put back as they were before it"
        if recovery.removedTemporaryFiles > 0 { text += ", and its temporary files removed" }
        if !recovery.keptChanged.isEmpty {
            text +=
                "\n  changed since, so left as they are: "
                + recovery.keptChanged.map { Path.relative($0, to: root) }.joined(separator: ", ")
        }
        return text
    }

    /// The journal entry of each file the plan writes (its path, a link's destination, and hashes before and after),
    /// and the bytes of each file it replaces or deletes, with the file, by hash.
    private func journal(for writes: [PlannedFile], creating folders: [String], in fileSystem: any FileSystem) -> (
        RecoveryJournal, copies: [String: RecoveryJournal.Copy]
    ) {
        var entries: [RecoveryJournal.Entry] = []
        // The bytes of every file the plan replaces or deletes, by their hash, for the journal to keep; each hash is
        // computed once (a large project file costs milliseconds).
        var copies: [String: RecoveryJournal.Copy] = [:]
        for file in writes {
            let path = Self.writtenPath(of: file.path, in: fileSystem)
            let before = file.previousContents.map(JournalFingerprint.of)
            if let before, let bytes = file.previousContents { copies[before] = .init(bytes: bytes, path: path) }
            entries.append(
                RecoveryJournal.Entry(
                    path: path, before: before, after: file.action == .delete ? nil : JournalFingerprint.of(file.bytes))
            )
        }
        return (RecoveryJournal(entries: entries, createdFolders: folders), copies)
    }

    /// The folders the plan's files go into that are not there, outermost first (what the journal lists and the
    /// writer makes), and those found there. Fails before anything is written when a file stands where a folder must
    /// go. The look up a file's folders stops at the first folder there: everything above a folder is one.
    private func folders(of files: [PlannedFile], in fileSystem: any FileSystem) throws(WriteError)
        -> (missing: [String], present: Set<String>)
    {
        var missing: [String] = []
        var present: Set<String> = []
        var checked: Set<String> = []
        for file in files {
            var above: [String] = []
            var folder = Path.directory(file.path)
            while !folder.isEmpty, folder != "/", checked.insert(folder).inserted {
                switch fileSystem.pathKind(folder) {
                case .file:
                    throw .failed(path: file.path, reason: "\(folder) is a file, where a folder must go")
                case .folder:
                    present.insert(folder)
                    folder = ""
                case .missing, .unreachable:
                    above.append(folder)
                    folder = Path.directory(folder)
                }
            }
            missing += above.reversed()
        }
        return (missing, present)
    }

    /// What went wrong, in the user's words: the system's reason without the name of the temporary file.
    private static func reason(_ error: any Error) -> String {
        guard let failure = error as? SystemCallError else { return "\(error)" }
        switch (failure.operation, failure.code) {
        case ("mkdir", _): return "cannot create the folder \(failure.path): \(failure.reason)"
        case ("create", EEXIST): return "a file appeared there while vipergen was running; run again to see it"
        default: return failure.reason
        }
    }

    private func write(
        _ file: PlannedFile, journal: inout UndoLog, root: String?, removableFolders: Set<String>?
    ) throws {
        if file.action == .delete {
            try delete(file, journal: &journal, root: root, removableFolders: removableFolders)
            return
        }
        try createFolders(for: file.path, journal: &journal)
        guard let previous = file.previousContents else {
            if root != nil, file.bytes.count <= Self.bytesWrittenWhole {
                try fileSystem.createInPlace(file.bytes, at: file.path)
            } else {
                try fileSystem.create(file.bytes, at: file.path)
            }
            journal.createdFiles.append(file.path)
            return
        }
        // The plan was made against `previous`; another program (Xcode saving a project, an editor) may have
        // written the file since. Replacing it now would lose that write.
        guard try fileSystem.holds(previous, at: file.path) else {
            throw ChangedOnDisk(path: file.path)
        }
        let target = Self.writtenPath(of: file.path, in: fileSystem)
        try fileSystem.replaceFile(at: target, with: file.bytes)
        journal.replacedFiles.append((target, previous))
    }

    /// Where writing `path` lands: a link the user made is followed, so the file it leads to is replaced and the
    /// link stays a link (planning refused one that leads out of the project).
    private static func writtenPath(of path: String, in fileSystem: any FileSystem) -> String {
        fileSystem.isSymbolicLink(path) ? fileSystem.resolvingSymlinks(path) : path
    }

    /// Removes a file the plan deletes, after checking it still holds what the plan saw; undoing writes it back.
    private func delete(
        _ file: PlannedFile, journal: inout UndoLog, root: String?, removableFolders: Set<String>?
    ) throws {
        guard let previous = file.previousContents, try fileSystem.holds(previous, at: file.path) else {
            throw ChangedOnDisk(path: file.path)
        }
        try fileSystem.removeItem(file.path)
        journal.replacedFiles.append((file.path, previous))
        // A folder the deletion leaves empty goes too (a module's folders, once its last file is removed), up to
        // the project's folder: vipergen's own, and those the removed modules' generation created; a folder that
        // was there before stays.
        var folder = Path.directory(file.path)
        while let root, Path.isInside(folder, root), folder != root,
            removableFolders.map({ $0.contains(folder) || Path.isInside(folder, Path.join(root, ".vipergen")) })
                ?? true,
            fileSystem.isEmptyFolder(folder)
        {
            try fileSystem.removeItem(folder)
            journal.removedFolders.append(folder)
            journal.foldersThere.remove(folder)
            folder = Path.directory(folder)
        }
    }

    /// A file to be replaced no longer holds what the plan was made against.
    private struct ChangedOnDisk: Error {
        var path: String
    }

    /// Creates the missing folders above `path`, outermost first, recording each.
    private func createFolders(for path: String, journal: inout UndoLog) throws {
        try createFolder(Path.directory(path), journal: &journal)
    }

    /// Makes `folder` unless this run made or found it already: `mkdir` is asked first, and says itself whether
    /// the folder was there (`EEXIST`) or its parent is missing (`ENOENT`, made first). A new folder costs one call
    /// rather than a `stat` and a `mkdir`.
    private func createFolder(_ folder: String, journal: inout UndoLog) throws {
        guard !folder.isEmpty, folder != "/", !journal.foldersThere.contains(folder) else { return }
        do {
            try fileSystem.createDirectory(folder)
            journal.createdFolders.append(folder)
        } catch let error as SystemCallError where error.code == EEXIST {
            // There already: a folder, or a link to one (a file where a folder goes was refused before writing).
        } catch let error as SystemCallError where error.code == ENOENT {
            try createFolder(Path.directory(folder), journal: &journal)
            try fileSystem.createDirectory(folder)
            journal.createdFolders.append(folder)
        }
        journal.foldersThere.insert(folder)
    }

    /// Puts the tree back as it was before the write, as far as the file system lets it.
    private func undo(_ journal: UndoLog) {
        for folder in journal.removedFolders.reversed() {
            try? fileSystem.createDirectory(folder)
        }
        for path in journal.createdFiles.reversed() {
            try? fileSystem.removeItem(path)
        }
        for (path, previous) in journal.replacedFiles.reversed() {
            try? fileSystem.replaceFile(at: path, with: previous)
        }
        for folder in journal.createdFolders.reversed()
        where fileSystem.isEmptyFolder(folder) {
            try? fileSystem.removeItem(folder)
        }
    }
}
