/// The objects an edit creates and the items it appends to existing lists, decided file by file before any text
/// is written (`ProjectTextWriter` writes them).
///
/// Objects are named by ID throughout, whether they exist or are new, so that an addition can build on what an
/// earlier one in the same edit created (the group of a module's first file holds its other files).
struct AdditionPlan: Sendable {
    /// An item of a list: an object ID and the comment Xcode writes after it.
    struct ListItem: Sendable, Hashable {
        var id: String
        var comment: String
    }

    /// A list of an existing object that gets new items.
    struct ListKey: Hashable, Sendable {
        var object: String
        var key: String
    }

    /// An object the edit creates. The items of a new group or phase are in `itemsOfNewObjects`, where they can
    /// grow in place.
    struct NewObject: Sendable {
        enum Body: Sendable {
            case fileReference(fields: [(key: String, value: String)])
            case buildFile(fileRef: ListItem)
            case group(name: String?, path: String?, sourceTree: String)
            case buildPhase(writesMasks: Bool)
        }

        var id: String
        var isa: String
        var comment: String
        var body: Body
    }

    let project: ProjectFile
    private var ids: ObjectIDGenerator
    private(set) var newObjects: [NewObject] = []
    /// The children of each new group and the files of each new phase, by ID.
    private(set) var itemsOfNewObjects: [String: [ListItem]] = [:]
    /// Items to append to existing lists, and the order the lists were first touched in.
    private(set) var listAdditions: [ListKey: [ListItem]] = [:]
    private(set) var listOrder: [ListKey] = []
    private(set) var changes: [ProjectChange] = []

    /// Groups created for folders, by folder.
    private var newGroupByFolder: [String: String] = [:]
    /// The folder of each created group; `nil` for a group that adds none and has no resolved parent.
    private var newGroupFolder: [String: String?] = [:]
    /// The group path (display names) of each created group.
    private var newGroupPath: [String: String] = [:]
    /// For each group asked about, its child groups by display name (first one wins).
    private var childGroups: [String: [String: String]] = [:]
    /// File references created, by path.
    private var newReferenceByPath: [String: (id: String, comment: String)] = [:]
    /// The phase of each isa chosen or created for a target, keyed by target index and isa.
    private var phaseOfTarget: [String: String] = [:]
    /// A file (its reference or variant group) in a phase.
    private struct PhaseEntry: Hashable, Sendable {
        var phase: String
        var file: String
    }

    /// The files this edit added to phases.
    private var addedToPhases: Set<PhaseEntry> = []
    /// Whether new build phases carry `buildActionMask` and `runOnlyForDeploymentPostprocessing`.
    private let writesPhaseMasks: Bool
    /// Whether new references to text files carry `fileEncoding = 4`.
    private let writesFileEncoding: Bool

    private var plist: PropertyList { project.plist }
    private var objects: ObjectTable { project.objects }
    private var model: ProjectModel { project.model }

    init(project: ProjectFile) {
        self.project = project
        ids = ObjectIDGenerator(
            seed: project.objects.id(project.objects.rootObject), existing: project.objects, in: project.plist)
        (writesPhaseMasks, writesFileEncoding) = Self.conventions(of: project)
    }

    /// What the project's own objects do: whether its build phases have masks (Xcode 26's format drops them), and
    /// whether most of its source and text references record an encoding (older Xcodes wrote `fileEncoding`).
    private static func conventions(of project: ProjectFile) -> (phaseMasks: Bool, fileEncoding: Bool) {
        let model = project.model
        let masks =
            model.buildPhaseCount == 0 ? (project.objectVersion ?? 0) < 90 : model.buildPhasesWithMasks > 0
        let references = model.referenceConventions
        return (masks, references.textReferencesWithEncoding * 2 > references.textReferences)
    }

    /// The edit: the planned objects and list items written into the project's bytes.
    func finish() -> ProjectEdit {
        var writer = ProjectTextWriter(project: project)
        let splices = writer.splices(for: self)
        let bytes = splices.isEmpty ? project.bytes : Splice.apply(splices, to: project.bytes)
        return ProjectEdit(bytes: bytes, changes: changes)
    }
}

// MARK: - Files

extension AdditionPlan {
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
                if parent != ProjectModel.none, objects[parent].isa == "PBXVariantGroup" {
                    existing.append(parent)
                }
            }
            let parent = model.parent[Int(first)]
            let built = parent != ProjectModel.none && objects[parent].isa == "PBXVariantGroup" ? parent : first
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

extension AdditionPlan {
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
                    guard let child = objects.index(ofNode: item), objects[child].isa == "PBXGroup"
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

extension AdditionPlan {
    /// The target's first phase of `isa`, or a new one appended to its phases.
    private mutating func phase(ofTarget target: Int, isa: String) -> (id: String, name: String) {
        let key = "\(target) \(isa)"
        let info = model.targets[target]
        if let id = phaseOfTarget[key] {
            let name = objects.index(of: id).map { plist.string(forKey: "name", in: objects[$0].value) } ?? nil
            return (id, ProjectModel.phaseName(isa: isa, name: name))
        }
        if let existing = info.buildPhases.first(where: { objects[$0].isa == isa }) {
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

    private mutating func appendChild(_ item: ListItem, to group: String) {
        append(item, to: group, key: "children")
    }

    /// Appends `item` to the list `key` of `object`, new or existing.
    private mutating func append(_ item: ListItem, to object: String, key: String) {
        if itemsOfNewObjects[object] != nil {
            itemsOfNewObjects[object]!.append(item)
            return
        }
        let list = ListKey(object: object, key: key)
        if listAdditions[list] == nil {
            listOrder.append(list)
        }
        listAdditions[list, default: []].append(item)
    }

    private mutating func create(_ object: NewObject) {
        switch object.body {
        case .group, .buildPhase: itemsOfNewObjects[object.id] = []
        case .fileReference, .buildFile: break
        }
        newObjects.append(object)
    }
}
