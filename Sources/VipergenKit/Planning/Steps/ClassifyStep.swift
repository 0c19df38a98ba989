import Files

/// Keeps every path in its output folder (`OutputBoundary`) and decides, against the disk, what happens to each
/// file: created, overwritten, unchanged, skipped, or a conflict.
struct ClassifyStep: PlanningStep {
    func run(_ draft: inout PlanDraft, in context: PlanningContext) throws {
        let boundary = OutputBoundary(
            roots: [context.configuration.modulePath, context.configuration.testPath],
            projectRoot: context.request.projectRoot, fileSystem: context.fileSystem)
        for index in draft.plan.files.indices {
            try Self.checkNameLengths(draft.plan.files[index])
            try boundary.check(draft.plan.files[index].path)
            try Self.classify(
                &draft.plan.files[index], policy: context.request.conflictPolicy, fileSystem: context.fileSystem)
        }
        for insertion in draft.insertions { try boundary.check(insertion.path) }
    }

    /// The longest file or folder name in bytes that file systems take (APFS, ext4 and most others: 255).
    static let maximumNameBytes = 255

    /// Refuses a path with a component longer than file systems allow, which would otherwise pass planning and a
    /// dry run and fail only when written.
    static func checkNameLengths(_ file: PlannedFile) throws {
        for component in file.path.split(separator: "/") where component.utf8.count > maximumNameBytes {
            throw GenerationError.nameTooLong(
                path: file.path, name: String(component), limit: maximumNameBytes, entry: file.entry)
        }
    }

    /// Decides what happens to `file` given what is on disk now.
    static func classify(_ file: inout PlannedFile, policy: ConflictPolicy, fileSystem: any FileSystem) throws {
        guard let existing = try fileSystem.contents(of: file.path) else {
            if fileSystem.isDirectory(file.path) {
                throw GenerationError.writeFailed(path: file.path, reason: "a folder is in the way of this file")
            }
            file.action = .create
            return
        }
        file.previousContents = existing
        if existing == Array(file.contents.utf8) {
            file.action = .unchanged
            return
        }
        if file.role == .shared {
            file.action = .skip
            file.note = "shared file, already present"
            // An injection into a skipped shared file applies to what is on disk.
            file.contents = String(decoding: existing, as: UTF8.self)
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
