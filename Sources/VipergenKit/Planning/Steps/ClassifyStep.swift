import Files

/// Decides, against the disk, what happens to each planned file: created, overwritten, unchanged, skipped, or a
/// conflict.
struct ClassifyStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        // A file a step before planned to delete (`KeptFilesStep`'s emptied list) is decided already.
        for index in draft.plan.files.indices where draft.plan.files[index].action != .delete {
            try Self.classify(&draft.plan.files[index], policy: context.conflictPolicy, fileSystem: context.fileSystem)
        }
    }

    /// Decides what happens to `file` given what is on disk now.
    static func classify(_ file: inout PlannedFile, policy: ConflictPolicy, fileSystem: any FileSystem) throws {
        guard let existing = try fileSystem.contents(of: file.path) else {
            if fileSystem.isDirectory(file.path) {
                throw GenerationError.folderInTheWay(path: file.path)
            }
            file.action = .create
            return
        }
        file.previousContents = existing
        if existing.hasSameBytes(as: file.bytes) {
            file.action = .unchanged
            return
        }
        if file.role == .shared {
            file.action = .skip
            file.note = "shared file, already present"
            // An injection into a skipped shared file applies to what is on disk.
            file.bytes = existing
            return
        }
        switch policy {
        case .fail: file.action = .conflict
        case .overwrite: file.action = .overwrite
        case .skip:
            file.action = .skip
            file.note = "exists with other contents; kept (--on-conflict skip)"
        }
    }
}
