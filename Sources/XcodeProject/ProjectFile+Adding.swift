// Adding files to the project: references in groups, and build files in the targets' phases.

extension ProjectFile {
    /// The project with `files` added, as Xcode would add them, and a list of what was done.
    ///
    /// Each file gets a file reference in its group (unless a reference already resolves to its path) and, for
    /// sources and resources, a build file in each target's Sources or Resources phase (unless the phase already
    /// lists it); a target without such a phase gets one. With no `groupPath`, the groups mirror the folders: the
    /// group of a folder is the first existing group that resolves to it, whatever its name, and missing ones are
    /// created with `path = <folder name>`. A file inside an Xcode 16 synchronized folder needs no edit when the
    /// folder already gives it to the asked-for targets.
    ///
    /// Adding the same files twice gives the same bytes, and new objects get IDs derived from what they are, so
    /// the same edit on the same project gives the same result everywhere. Pass every file of a run in one call:
    /// the project is indexed once, and each file costs a few dictionary lookups.
    ///
    /// - Parameter files: The files, with paths relative to the project folder.
    /// - Returns: The new bytes and the changes; when nothing changes, the bytes are the original ones.
    /// - Throws: `ProjectEditError` for an unknown target (with the available ones and a suggestion), a target
    ///   that builds no files, a path outside the project folder, or a file in a synchronized folder that would
    ///   need other targets than the folder's. Nothing is edited then.
    public func adding(_ files: [FileAddition]) throws(ProjectEditError) -> ProjectEdit {
        var targetByName: [String: Int] = [:]
        for (index, target) in model.targets.enumerated() where targetByName[target.info.name] == nil {
            targetByName[target.info.name] = index
        }
        var prepared: [(addition: FileAddition, targets: [Int])] = []
        prepared.reserveCapacity(files.count)
        for file in files {
            var addition = file
            addition.path = try Self.checkedPath(file.path)
            var indexes: [Int] = []
            for name in file.targets {
                guard let index = targetByName[name] else {
                    let names = targets.map(\.name)
                    throw .unknownTarget(
                        name, available: names, suggestion: NameSuggestion.closest(to: name, among: names))
                }
                let target = model.targets[index].info
                if addition.role != .reference && target.kind != .native {
                    throw .targetCannotBuildFiles(target: name, isa: target.isa)
                }
                if !indexes.contains(index) {
                    indexes.append(index)
                }
            }
            prepared.append((addition, indexes))
        }
        var plan = ProjectEditPlan(project: self)
        for (addition, targets) in prepared {
            try plan.add(addition, targets: targets)
        }
        return plan.finish()
    }

    /// `path` normalized, or an error when it cannot name a file in the project folder.
    private static func checkedPath(_ path: String) throws(ProjectEditError) -> String {
        let normalized = ProjectPath.normalized(path)
        if normalized.isEmpty {
            throw .invalidPath(path, reason: "the path names no file")
        }
        if normalized.hasPrefix("/") {
            throw .invalidPath(path, reason: "the path must be relative to the folder that holds the .xcodeproj")
        }
        if normalized == ".." || normalized.hasPrefix("../") {
            throw .invalidPath(path, reason: "the path leads out of the folder that holds the .xcodeproj")
        }
        return normalized
    }
}
