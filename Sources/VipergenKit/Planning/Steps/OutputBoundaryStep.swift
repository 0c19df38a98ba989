import Files

/// Keeps every planned file and every injection target inside its output folder (`OutputBoundary`), and refuses a
/// name longer than file systems take, before anything is compared with the disk. A module that is a target of its
/// own in a package (`gen --package`) writes in that package's `Sources` and `Tests` folders; `remove` deletes a
/// module's file the user moved wherever in the project it is now.
struct OutputBoundaryStep: PlanStep {
    func run(_ draft: inout PlanDraft, in context: PlanContext) throws {
        let packageRoots = context.packageTargets.values.flatMap {
            [Path.join($0.package, "Sources"), Path.join($0.package, "Tests"), $0.package]
        }
        let boundary = OutputBoundary(
            roots: [context.configuration.modulePath, context.configuration.testPath] + packageRoots,
            projectRoot: context.projectRoot, fileSystem: context.fileSystem)
        for file in draft.plan.files {
            try Self.checkNameLengths(file)
            // A removed module's file the user moved is deleted where it is now, anywhere in the project.
            if file.movedFrom != nil, let root = context.projectRoot {
                try OutputBoundary(roots: [root], projectRoot: root, fileSystem: context.fileSystem).check(file.path)
            } else {
                try boundary.check(file.path)
            }
        }
        for insertion in draft.insertions { try boundary.check(insertion.path) }
    }

    /// The longest file or folder name in bytes that file systems take (APFS, ext4 and most others: 255).
    static let maximumNameBytes = 255

    /// Refuses a path with a component longer than file systems allow, which would otherwise pass planning and a
    /// dry run and fail only when written.
    static func checkNameLengths(_ file: PlannedFile) throws {
        // Counted in the path's bytes, without splitting it into strings: this runs for every file of every plan.
        guard longestNameBytes(in: file.path) > maximumNameBytes else { return }
        let component = file.path.split(separator: "/").first { $0.utf8.count > maximumNameBytes } ?? ""
        throw GenerationError.nameTooLong(
            path: file.path, name: String(component), limit: maximumNameBytes, entry: file.entry)
    }

    /// The length in bytes of the longest component of `path`.
    static func longestNameBytes(in path: String) -> Int {
        var path = path
        return path.withUTF8 { bytes in
            var (longest, length) = (0, 0)
            for byte in bytes {
                length = byte == UInt8(ascii: "/") ? 0 : length + 1
                longest = max(longest, length)
            }
            return longest
        }
    }
}
