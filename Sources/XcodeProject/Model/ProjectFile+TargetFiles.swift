// What a target compiles, for checks that compare new files with the ones a target already has.

extension ProjectFile {
    /// The files the target named `name` builds or copies, or `nil` when the project has no such target.
    ///
    /// Linked frameworks are left out: they are products, not sources. A build file whose reference resolves to no
    /// path (a product, an SDK library) is left out too.
    public func files(ofTarget name: String) -> TargetFiles? {
        guard let targetIndex = model.targets.firstIndex(where: { $0.info.name == name }) else { return nil }
        let target = model.targets[targetIndex]
        var seen: Set<String> = []
        var listed: [String] = []
        func add(_ object: ObjectTable.Index) {
            if objects[object].kind == .variantGroup {
                let node = objects[object].value
                for child in plist.items(of: plist.value(forKey: "children", in: node) ?? node) {
                    if let index = objects.index(ofNode: child) { add(index) }
                }
                return
            }
            if let path = model.resolved[Int(object)], seen.insert(path).inserted {
                listed.append(path)
            }
        }
        for phase in target.buildPhases where objects.isa(phase) != "PBXFrameworksBuildPhase" {
            let phaseNode = objects[phase].value
            for item in plist.items(of: plist.value(forKey: "files", in: phaseNode) ?? phaseNode) {
                guard let buildFile = objects.index(ofNode: item),
                    let reference = plist.value(forKey: "fileRef", in: objects[buildFile].value)
                        .flatMap({ objects.index(ofNode: $0) })
                else { continue }
                add(reference)
            }
        }
        let folders = model.synchronizedFolders.filter { $0.targets.contains(targetIndex) }.map {
            TargetFiles.SynchronizedFolder(folder: $0.folder, excluded: $0.exclusions[targetIndex] ?? [])
        }
        return TargetFiles(target: name, listed: listed, synchronizedFolders: folders)
    }
}
