// The additions of an edit: for each file, its reference, the groups that hold it and its build files.

// MARK: - Files

extension EditPlan {
    /// A file to plan, checked by `ProjectEditor`.
    struct CheckedAddition: Sendable {
        /// The file, with its path normalized.
        var addition: FileAddition
        /// The indexes of its targets in `model.targets`, without repeats; empty for a reference.
        var targets: [Int]
        /// The synchronized folder that already gives the file to every target, if it is in one.
        var synchronizedFolder: (folder: String, targets: [String])?
    }

    /// Plans one file.
    mutating func add(_ checked: CheckedAddition) {
        let addition = checked.addition
        let path = addition.path
        addedPaths.insert(path)
        if let synchronized = checked.synchronizedFolder {
            changes.append(
                .coveredBySynchronizedFolder(path: path, folder: synchronized.folder, targets: synchronized.targets))
            return
        }

        let reference: ListItem
        /// The existing objects that stand for the file in build phases.
        var existing: [ObjectTable.Index] = []
        if let created = newReferenceByPath[path] {
            reference = ListItem(id: created.id, comment: created.comment)
            changes.append(.alreadyReferenced(path: path))
        } else if case let references = model.fileReferences(at: path), let first = references.first {
            // A localized file is built through its variant group; any reference at the path counts as present.
            for index in references {
                existing.append(index)
                let parent = model.parent[Int(index)]
                if parent != ProjectModel.none, objects[parent].kind == .variantGroup {
                    existing.append(parent)
                }
            }
            let parent = model.parent[Int(first)]
            let built = parent != ProjectModel.none && objects[parent].kind == .variantGroup ? parent : first
            reference = ListItem(id: objects.id(built), comment: project.displayName(of: built))
            changes.append(.alreadyReferenced(path: path))
        } else {
            reference = addReference(addition)
        }

        let phaseIsa = addition.role == .source ? "PBXSourcesBuildPhase" : "PBXResourcesBuildPhase"
        for target in checked.targets {
            let phase = phase(ofTarget: target, isa: phaseIsa)
            let targetName = model.targets[target].info.name
            if phaseLists(phase.id, anyOf: existing)
                || addedToPhases.contains(PhaseEntry(phase: phase.id, file: reference.id))
            {
                changes.append(.alreadyInBuildPhase(path: path, target: targetName, phase: phase.name))
                continue
            }
            let buildFile = ids.make(for: "buildfile:\(phase.id):\(path)")
            create(
                NewObject(
                    id: buildFile, isa: "PBXBuildFile", comment: "\(reference.comment) in \(phase.name)",
                    body: .buildFile(fileRef: reference)))
            append(
                ListItem(id: buildFile, comment: "\(reference.comment) in \(phase.name)"), to: phase.id, key: "files")
            addedToPhases.insert(PhaseEntry(phase: phase.id, file: reference.id))
            changes.append(.addedToBuildPhase(path: path, target: targetName, phase: phase.name))
        }
    }

    /// Creates the file reference for a file the project does not know, in the group the addition asks for.
    private mutating func addReference(_ addition: FileAddition) -> ListItem {
        let path = addition.path
        let folder = ProjectPath.folder(of: path)
        let group = addition.groupPath.map { groupByNames($0, fileFolder: folder) } ?? groupForFolder(folder)
        var fields: [(key: String, value: String)] = []
        let type = FileType.lastKnownFileType(forPath: path)
        if writesFileEncoding && FileType.isText(type) {
            fields.append(("fileEncoding", "4"))
        }
        fields.append(("lastKnownFileType", type))
        let name = ProjectPath.lastComponent(of: path)
        let referencePath: String
        let sourceTree: String
        if let groupFolder = group.folder, ProjectPath.isInside(path, folder: groupFolder) {
            referencePath = ProjectPath.relative(from: groupFolder, to: path)
            sourceTree = "<group>"
        } else {
            referencePath = ProjectPath.relative(from: model.sourceRoot, to: path)
            sourceTree = "SOURCE_ROOT"
        }
        if referencePath != name {
            fields.append(("name", name))
        }
        fields.append(("path", referencePath))
        fields.append(("sourceTree", sourceTree))
        let id = ids.make(for: "fileref:\(path)")
        create(NewObject(id: id, isa: "PBXFileReference", comment: name, body: .fileReference(fields: fields)))
        let item = ListItem(id: id, comment: name)
        appendChild(item, to: group.id)
        newReferenceByPath[path] = (id, name)
        changes.append(.addedFileReference(path: path, groupPath: groupPath(of: group.id)))
        return item
    }
}

// MARK: - Groups

extension EditPlan {
    /// The group for `folder`: the first existing group that resolves to it, else one created under the group of
    /// the nearest folder above it, one group per missing folder.
    private mutating func groupForFolder(_ folder: String) -> (id: String, folder: String?) {
        var missing: [String] = []
        var current = folder
        var anchor: (id: String, folder: String?)?
        while true {
            if let id = newGroupByFolder[current] ?? model.groupByFolder[current].map({ objects.id($0) }) {
                anchor = (id, current)
                break
            }
            if current.isEmpty || current == "/" {
                break
            }
            missing.append(current)
            current = ProjectPath.folder(of: current)
        }
        // No group stands for the project folder (the main group has a path of its own): hang the first new group
        // from the main group, with a path relative to wherever it is.
        var parent = anchor ?? (objects.id(model.mainGroup), model.resolved[Int(model.mainGroup)])
        for folder in missing.reversed() {
            let name = ProjectPath.lastComponent(of: folder)
            let path: String
            let sourceTree: String
            if let parentFolder = parent.folder {
                path = ProjectPath.relative(from: parentFolder, to: folder)
                sourceTree = "<group>"
            } else {
                path = ProjectPath.relative(from: model.sourceRoot, to: folder)
                sourceTree = "SOURCE_ROOT"
            }
            let id = ids.make(for: "group:\(folder)")
            createGroup(
                id: id, name: path == name ? nil : name, path: path, sourceTree: sourceTree, folder: folder,
                in: parent.id)
            newGroupByFolder[folder] = id
            parent = (id, folder)
        }
        return parent
    }

    /// The group at `names` (display names from the main group down), created where missing. A new group takes
    /// the component as its `path` when that folder leads to the file's folder, and as its `name` only otherwise.
    private mutating func groupByNames(_ names: [String], fileFolder: String) -> (id: String, folder: String?) {
        var current: (id: String, folder: String?) = (objects.id(model.mainGroup), model.resolved[Int(model.mainGroup)])
        for name in names {
            if let child = childGroup(named: name, in: current.id) {
                current = (child, folder(ofGroup: child))
                continue
            }
            let id = ids.make(for: "group:\(current.id)/\(name)")
            if let parentFolder = current.folder, case let folder = ProjectPath.joined(parentFolder, name),
                ProjectPath.isInside(fileFolder, folder: folder)
            {
                createGroup(id: id, name: nil, path: name, sourceTree: "<group>", folder: folder, in: current.id)
                if newGroupByFolder[folder] == nil && model.groupByFolder[folder] == nil {
                    newGroupByFolder[folder] = id
                }
                current = (id, folder)
            } else {
                createGroup(
                    id: id, name: name, path: nil, sourceTree: "<group>", folder: current.folder, in: current.id)
                current = (id, current.folder)
            }
        }
        return current
    }

    private mutating func createGroup(
        id: String, name: String?, path: String?, sourceTree: String, folder: String?, in parent: String
    ) {
        let displayName = name ?? path ?? ""
        create(
            NewObject(
                id: id, isa: "PBXGroup", comment: displayName,
                body: .group(name: name, path: path, sourceTree: sourceTree)))
        appendChild(ListItem(id: id, comment: displayName), to: parent)
        _ = childGroup(named: displayName, in: parent)  // make sure the parent's table exists before adding to it
        if childGroups[parent]?[displayName] == nil {
            childGroups[parent]?[displayName] = id
        }
        childGroups[id] = [:]
        newGroupFolder[id] = folder
        let parentPath = groupPath(of: parent)
        newGroupPath[id] = parentPath.isEmpty ? displayName : parentPath + "/" + displayName
        changes.append(.createdGroup(groupPath: newGroupPath[id]!, folder: path == nil ? nil : folder))
    }

    /// The child group of `parent` shown as `name`, existing or created in this edit.
    private mutating func childGroup(named name: String, in parent: String) -> String? {
        if childGroups[parent] == nil {
            var table: [String: String] = [:]
            if let index = objects.index(of: parent) {
                let node = objects[index].value
                for item in plist.items(of: plist.value(forKey: "children", in: node) ?? node) {
                    guard let child = objects.index(ofNode: item), objects[child].kind == .group
                    else { continue }
                    let childName = project.displayName(of: child)
                    if table[childName] == nil {
                        table[childName] = objects.id(child)
                    }
                }
            }
            childGroups[parent] = table
        }
        return childGroups[parent]?[name]
    }

    private func folder(ofGroup id: String) -> String? {
        if let folder = newGroupFolder[id] {
            return folder
        }
        return objects.index(of: id).flatMap { model.resolved[Int($0)] }
    }

    private func groupPath(of id: String) -> String {
        newGroupPath[id] ?? objects.index(of: id).map(project.groupPath(of:)) ?? ""
    }
}

// MARK: - Phases and lists

extension EditPlan {
    /// The target's first phase of `isa`, or a new one appended to its phases.
    private mutating func phase(ofTarget target: Int, isa: String) -> (id: String, name: String) {
        let key = "\(target) \(isa)"
        let info = model.targets[target]
        if let id = phaseOfTarget[key] {
            let name = objects.index(of: id).map { plist.string(forKey: "name", in: objects[$0].value) } ?? nil
            return (id, ProjectModel.phaseName(isa: isa, name: name))
        }
        if let existing = info.buildPhases.first(where: { objects.isa($0) == isa }) {
            let id = objects.id(existing)
            phaseOfTarget[key] = id
            return (
                id, ProjectModel.phaseName(isa: isa, name: plist.string(forKey: "name", in: objects[existing].value))
            )
        }
        let name = ProjectModel.phaseName(isa: isa, name: nil)
        let id = ids.make(for: "phase:\(info.info.id):\(isa)")
        create(NewObject(id: id, isa: isa, comment: name, body: .buildPhase(writesMasks: writesPhaseMasks)))
        append(ListItem(id: id, comment: name), to: info.info.id, key: "buildPhases")
        phaseOfTarget[key] = id
        changes.append(.createdBuildPhase(target: info.info.name, phase: name))
        return (id, name)
    }

    /// Whether an existing phase lists a build file for any of the existing `objects`.
    private func phaseLists(_ phase: String, anyOf objects: [ObjectTable.Index]) -> Bool {
        guard !objects.isEmpty, let phaseIndex = self.objects.index(of: phase) else { return false }
        return objects.contains { object in
            model.buildFiles(pointingAt: object).contains { model.phaseOfBuildFile[Int($0)] == phaseIndex }
        }
    }
}
