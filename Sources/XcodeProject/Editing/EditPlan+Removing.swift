// The removals of an edit: for each path, its file references, their build files and the groups they leave empty.

extension EditPlan {
    /// The removal step, run by `finish()` after every addition: plans the removal of each path asked for.
    mutating func planRemovals() {
        guard !removalPaths.isEmpty else { return }
        let uses = ObjectUses(project)
        for path in removalPaths {
            planRemoval(of: path, uses: uses)
        }
    }

    /// Plans the removal of one (normalized) path: its references, their build files with their entries in
    /// phases, their entries in groups, and the groups that leaves empty.
    private mutating func planRemoval(of path: String, uses: ObjectUses) {
        let references = model.fileReferences(at: path).filter { !removedObjects.contains($0) }
        guard !references.isEmpty else {
            if let folder = model.synchronizedFolder(holding: path) {
                changes.append(.inSynchronizedFolder(path: path, folder: folder.folder))
            } else {
                changes.append(.notReferenced(path: path))
            }
            return
        }
        var touchedGroups: [Index] = []
        for reference in references {
            guard objects[reference].kind == .fileReference else {
                changes.append(.notRemovable(path: path, isa: objects.isa(reference)))
                continue
            }
            removedObjects.insert(reference)
            let referenceUses = uses[reference]
            // Build files, and their entries in phases.
            for use in referenceUses
            where objects.isa(use.holder) == "PBXBuildFile" && use.list == nil && keyIs(use, "fileRef")
                && !removedObjects.contains(use.holder)
            {
                removedObjects.insert(use.holder)
                for phaseUse in uses[use.holder] {
                    guard isBuildPhase(phaseUse.holder), phaseUse.list != nil, keyIs(phaseUse, "files") else {
                        keep(phaseUse, for: path)
                        continue
                    }
                    cut(phaseUse)
                    noteRemoval(fromPhase: phaseUse.holder, of: path)
                }
            }
            // Entries in groups' children.
            for use in referenceUses {
                if isGroup(use.holder) && use.list != nil && keyIs(use, "children") {
                    cut(use)
                    if !touchedGroups.contains(use.holder) {
                        touchedGroups.append(use.holder)
                    }
                } else if !(removedObjects.contains(use.holder) && objects.isa(use.holder) == "PBXBuildFile") {
                    keep(use, for: path)
                }
            }
            let parent = model.parent[Int(reference)]
            changes.append(
                .removedFileReference(
                    path: path, groupPath: parent == ProjectModel.none ? "" : project.groupPath(of: parent)))
        }
        removeEmptyGroups(touchedGroups, uses: uses)
    }

    /// Reports `path` removed from `phase`, once per target that lists the phase.
    private mutating func noteRemoval(fromPhase phase: Index, of path: String) {
        let phaseName = ProjectModel.phaseName(
            isa: objects.isa(phase), name: plist.string(forKey: "name", in: objects[phase].value))
        let targets = model.targetsOfPhase[phase] ?? []
        if targets.isEmpty {
            changes.append(.removedFromBuildPhase(path: path, target: "", phase: phaseName))
        }
        for target in targets {
            changes.append(
                .removedFromBuildPhase(path: path, target: model.targets[target].info.name, phase: phaseName))
        }
    }

    /// Removes the groups among `groups` that the removal emptied, and their parents in turn. A group made for a
    /// folder (a `PBXGroup` with a `path`) goes when nothing but its parent's `children` names it, every item of
    /// its children is cut, and no addition puts a new one there.
    private mutating func removeEmptyGroups(_ groups: [Index], uses: ObjectUses) {
        var queue = groups
        var next = 0
        while next < queue.count {
            let group = queue[next]
            next += 1
            let groupUses = uses[group]
            guard !removedObjects.contains(group), group != model.mainGroup, objects[group].kind == .group,
                plist.value(forKey: "path", in: objects[group].value) != nil,
                let children = plist.value(forKey: "children", in: objects[group].value),
                plist[children].kind == .array,
                plist.children(of: children).count == removedItemCount[children] ?? 0,
                listAdditions[ListKey(object: objects.id(group), key: "children")] == nil,
                !groupUses.isEmpty,
                groupUses.allSatisfy({ isGroup($0.holder) && $0.list != nil && keyIs($0, "children") })
            else { continue }
            removedObjects.insert(group)
            changes.append(.removedGroup(groupPath: project.groupPath(of: group)))
            for use in groupUses {
                cut(use)
                if !queue.contains(use.holder) {
                    queue.append(use.holder)
                } else if queue[..<next].contains(use.holder) {
                    queue.append(use.holder)  // seen before it lost this child: look again
                }
            }
        }
    }

    private func isGroup(_ index: Index) -> Bool {
        ProjectGroup.Kind(objects[index].kind) != nil
    }

    private func isBuildPhase(_ index: Index) -> Bool {
        objects[index].kind == .buildPhase
    }

    private func keyIs(_ use: ObjectUses.Use, _ key: StaticString) -> Bool {
        use.key.map { plist.stringEquals($0, key) } ?? false
    }

    /// Cuts the item `use` stands for from its list.
    private mutating func cut(_ use: ObjectUses.Use) {
        guard let list = use.list else { return }
        removedItems.append(RemovedItem(holder: use.holder, list: list, item: use.node))
        removedItemCount[list, default: 0] += 1
    }

    /// Reports that the object holding `use` still names what was removed for `path`, once.
    private mutating func keep(_ use: ObjectUses.Use, for path: String) {
        let change = ProjectChange.keptReferrer(path: path, id: objects.id(use.holder), isa: objects.isa(use.holder))
        if !changes.contains(change) {
            changes.append(change)
        }
    }
}
