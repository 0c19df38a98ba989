// Which groups and targets a file belongs to.

extension ProjectFile {
    /// How the project knows the file at `path`.
    /// - Parameter path: The file, relative to the project folder, `/`-separated; it is normalized first.
    public func membership(ofFileAt path: String) -> FileMembership {
        let path = ProjectPath.normalized(path)
        let references = model.fileReferences(at: path)
        var groups: [String] = []
        var phases: [FileMembership.BuildPhaseEntry] = []
        for reference in references {
            var holder = model.parent[Int(reference)]
            var built = [reference]
            if holder != ProjectModel.none, objects[holder].kind == .variantGroup {
                built.append(holder)  // a localized file is built through its variant group
                holder = model.parent[Int(holder)]
            }
            if holder != ProjectModel.none {
                let name = groupPath(of: holder)
                if !groups.contains(name) {
                    groups.append(name)
                }
            }
            for item in built {
                for buildFile in model.buildFiles(pointingAt: item) {
                    let phase = model.phaseOfBuildFile[Int(buildFile)]
                    let phaseNode = objects[phase].value
                    let phaseName = ProjectModel.phaseName(
                        isa: objects.isa(phase), name: plist.string(forKey: "name", in: phaseNode))
                    for target in model.targetsOfPhase[phase] ?? [] {
                        let entry = FileMembership.BuildPhaseEntry(
                            target: model.targets[target].info.name, phase: phaseName)
                        if !phases.contains(entry) {
                            phases.append(entry)
                        }
                    }
                }
            }
        }
        var synchronized: FileMembership.SynchronizedFolderEntry?
        if let folder = model.synchronizedFolder(holding: path) {
            let getting = model.targets(gettingFile: path, from: folder)
            synchronized = FileMembership.SynchronizedFolderEntry(
                folder: folder.folder, targets: getting.map { model.targets[$0].info.name },
                excludedFrom: folder.targets.filter { !getting.contains($0) }.map { model.targets[$0].info.name })
        }
        return FileMembership(
            path: path, fileReferences: references.map(objects.id), groups: groups, buildPhases: phases,
            synchronizedFolder: synchronized)
    }
}
