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
        let phases = target.buildPhases.filter { objects.isa($0) != "PBXFrameworksBuildPhase" }.map { phase in
            let phaseNode = objects[phase].value
            return plist.items(of: plist.value(forKey: "files", in: phaseNode) ?? phaseNode)
        }
        // Room for every file at once: growing the set hashed each path again, and an app target has thousands.
        let count = phases.reduce(0) { $0 + $1.count }
        seen.reserveCapacity(count)
        listed.reserveCapacity(count)
        for items in phases {
            for item in items {
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
