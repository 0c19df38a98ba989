/// What a project's objects mean, indexed once for queries and edits: the targets and their build phases, the
/// group tree with the path every item resolves to, and which build files and synchronized folders bring a file
/// into a target.
///
/// Per-object facts are arrays indexed like `ObjectTable.objects`, so building the model is a few linear passes.
struct ProjectModel: Sendable {
    typealias Index = ObjectTable.Index

    /// The index that stands for "no object".
    static let none: Index = -1

    /// A target and the objects that decide what it builds.
    struct Target: Sendable {
        var object: Index
        var info: ProjectTarget
        /// The build phases that exist, in order.
        var buildPhases: [Index]
        /// The `PBXFileSystemSynchronizedRootGroup`s in its `fileSystemSynchronizedGroups`.
        var synchronizedGroups: [Index]
    }

    /// A synchronized root group whose folder resolves, and the targets that build what it holds.
    struct SynchronizedFolder: Sendable {
        var object: Index
        var folder: String
        /// Indexes into `targets`, in target order.
        var targets: [Int]
        /// For a target index, the paths (relative to `folder`) that its build-file exception set leaves out.
        var exclusions: [Int: [String]]
    }

    let objectVersion: Int?
    let mainGroup: Index
    /// The project's `projectDirPath` as written, if any.
    let projectDirPath: String?
    /// What `SOURCE_ROOT` resolves to, relative to the project folder: `projectDirPath`, normalized.
    let sourceRoot: String
    let targets: [Target]
    /// For each object, the group that lists it, or `none` when it is not in the tree.
    private(set) var parent: [Index]
    /// For each object, the path it resolves to, or `nil` when it has none or it is a build location.
    private(set) var resolved: [String?]
    /// For each folder, the first `PBXGroup` in navigator order that resolves to it.
    private(set) var groupByFolder: [String: Index] = [:]
    /// For each resolved path, the first file reference (or version group) at it; see `fileReferences(at:)`.
    private var firstReferenceByPath: [String: Index] = [:]
    /// The further references at a path, for the rare project that has several.
    private var moreReferencesByPath: [String: [Index]] = [:]
    /// For each build file, the first build phase that lists it, or `none`.
    private(set) var phaseOfBuildFile: [Index]
    /// For each object, the first build file that points at it, or `none`; `nextBuildFile` links the others.
    private var firstBuildFile: [Index]
    /// For each build file, the next build file that points at the same object, or `none`.
    private var nextBuildFile: [Index]
    /// For each build phase, the indexes of the targets that list it.
    private(set) var targetsOfPhase: [Index: [Int]] = [:]
    private(set) var synchronizedFolders: [SynchronizedFolder] = []
    /// How the project's own references and phases are written, for writing new ones alike.
    private(set) var referenceConventions = ReferenceConventions()
    private(set) var buildPhaseCount = 0
    private(set) var buildPhasesWithMasks = 0

    /// How many references to text files the tree has, and how many of them record a `fileEncoding`.
    struct ReferenceConventions: Sendable {
        var textReferences = 0
        var textReferencesWithEncoding = 0
    }

    /// Indexes `objects`.
    /// - Throws: `ProjectFileError` when the project object lacks a main group, or names a main group or a target
    ///   that does not exist.
    init(_ plist: PropertyList, _ objects: ObjectTable, path: String) throws(ProjectFileError) {
        func error(_ reason: ProjectFileError.Reason, at node: PropertyList.NodeIndex) -> ProjectFileError {
            ProjectFileError(reason, at: Int(plist[node].start), in: plist.bytes, path: path)
        }
        let project = objects.rootObject
        let projectNode = objects[project].value
        objectVersion = plist.string(forKey: "objectVersion", in: plist.root).flatMap { Int($0) }

        guard let mainGroupNode = plist.value(forKey: "mainGroup", in: projectNode) else {
            throw error(.missingKey("mainGroup", container: "the project object"), at: objects[project].key)
        }
        let mainGroupID = plist.string(mainGroupNode) ?? ""
        guard let mainGroup = objects.index(ofNode: mainGroupNode) else {
            throw error(.missingObject(mainGroupID, referrer: "the project's 'mainGroup'"), at: mainGroupNode)
        }
        guard objects[mainGroup].kind == .group else {
            let found = objects.isa(mainGroup)
            throw error(
                .wrongObjectKind(
                    mainGroupID, expected: "PBXGroup", found: found, referrer: "the project's 'mainGroup'"),
                at: mainGroupNode)
        }
        self.mainGroup = mainGroup
        projectDirPath = plist.string(forKey: "projectDirPath", in: projectNode)
        sourceRoot = ProjectPath.normalized(projectDirPath ?? "")

        var targets: [Target] = []
        for item in plist.items(of: plist.value(forKey: "targets", in: projectNode) ?? projectNode) {
            guard let target = objects.index(ofNode: item) else {
                throw error(.missingObject(plist.string(item) ?? "", referrer: "the project's target list"), at: item)
            }
            targets.append(Self.target(target, plist, objects))
        }
        self.targets = targets

        parent = Array(repeating: Self.none, count: objects.objects.count)
        resolved = Array(repeating: nil, count: objects.objects.count)
        phaseOfBuildFile = Array(repeating: Self.none, count: objects.objects.count)
        firstBuildFile = phaseOfBuildFile
        nextBuildFile = phaseOfBuildFile
        indexTree(plist, objects)
        indexBuildFiles(plist, objects)
        indexSynchronizedFolders(plist, objects)
    }

    private static func target(_ index: Index, _ plist: PropertyList, _ objects: ObjectTable) -> Target {
        let object = objects[index]
        let node = object.value
        func references(_ key: StaticString) -> [Index] {
            plist.items(of: plist.value(forKey: key, in: node) ?? node).compactMap(objects.index(ofNode:))
        }
        let info = ProjectTarget(
            id: objects.id(index), name: plist.string(forKey: "name", in: node) ?? "",
            kind: ProjectTarget.Kind(isa: objects.isa(index)),
            isa: objects.isa(index), productType: plist.string(forKey: "productType", in: node))
        return Target(
            object: index, info: info, buildPhases: references("buildPhases"),
            synchronizedGroups: references("fileSystemSynchronizedGroups"))
    }
}

// MARK: - Indexing

extension ProjectModel {
    /// Walks the group tree from the main group, resolving every item's path. An object listed twice, or in a
    /// cycle, is visited once.
    private mutating func indexTree(_ plist: PropertyList, _ objects: ObjectTable) {
        var visited = Array(repeating: false, count: objects.objects.count)
        let references = objects.objects.count { $0.kind == .fileReference || $0.kind == .versionGroup }
        firstReferenceByPath.reserveCapacity(references)
        groupByFolder.reserveCapacity(objects.objects.count { $0.kind == .group })
        var stack: [(object: Index, parentFolder: String?, parent: Index)] = [(mainGroup, sourceRoot, Self.none)]
        // Counted here and stored at the end: passing `&referenceConventions` to a method of the model made the
        // call copy the whole model, and count a reference to each of its arrays, for every item.
        var conventions = ReferenceConventions()
        defer { referenceConventions = conventions }
        while let (index, parentFolder, parentIndex) = stack.popLast() {
            guard !visited[Int(index)] else { continue }
            visited[Int(index)] = true
            parent[Int(index)] = parentIndex
            let object = objects[index]
            let path = resolve(object.value, parentFolder: parentFolder, plist, noting: &conventions)
            resolved[Int(index)] = path
            switch object.kind {
            case .group, .variantGroup, .versionGroup:
                if object.kind == .group, let path, groupByFolder[path] == nil {
                    groupByFolder[path] = index
                }
                if object.kind == .versionGroup, let path {
                    addReference(index, at: path)
                }
                let children = plist.items(of: plist.value(forKey: "children", in: object.value) ?? object.value)
                for child in children.reversed() {
                    if let childIndex = objects.index(ofNode: child), !visited[Int(childIndex)] {
                        stack.append((childIndex, path, index))
                    }
                }
            case .fileReference, .referenceProxy:
                if let path {
                    addReference(index, at: path)
                }
            default:
                break  // a synchronized folder, or an object that has no business in the tree
            }
        }
        // References outside the tree still build when a phase lists them; those not relative to a group resolve.
        for (position, object) in objects.objects.enumerated() where !visited[position] {
            guard object.kind == .fileReference || object.kind == .synchronizedRootGroup,
                let path = resolve(object.value, parentFolder: nil, plist)
            else { continue }
            resolved[position] = path
            if object.kind == .fileReference {
                addReference(Index(position), at: path)
            }
        }
    }

    private mutating func addReference(_ index: Index, at path: String) {
        // One lookup: the slot is made with `none` in it when the path is new.
        func claim(_ slot: inout Index) -> Bool {
            guard slot == Self.none else { return false }
            slot = index
            return true
        }
        if !claim(&firstReferenceByPath[path, default: Self.none]) {
            moreReferencesByPath[path, default: []].append(index)
        }
    }

    /// The path an item resolves to, following its `sourceTree`, or `nil` for a build location or a
    /// group-relative item without a resolved parent.
    func resolve(_ node: PropertyList.NodeIndex, parentFolder: String?, _ plist: PropertyList) -> String? {
        var conventions = ReferenceConventions()
        return resolve(node, parentFolder: parentFolder, plist, noting: &conventions)
    }

    /// `resolve(_:parentFolder:_:)`, counting in `conventions` whether a text file records its encoding.
    private func resolve(
        _ node: PropertyList.NodeIndex, parentFolder: String?, _ plist: PropertyList,
        noting conventions: inout ReferenceConventions
    ) -> String? {
        // One pass over the keys: this runs for every item of the tree.
        var pathNode: PropertyList.NodeIndex?
        var sourceTreeNode: PropertyList.NodeIndex?
        var typeNode: PropertyList.NodeIndex?
        var hasEncoding = false
        let children = plist.children(of: node)
        for position in stride(from: children.startIndex, to: children.endIndex, by: 2) {
            let key = children[position]
            // By the key's length first, so that a key is compared with one name (a key with escapes, with all).
            let keyNode = plist[key]
            let length = keyNode.hasEscapes ? nil : keyNode.contentRange.count
            if (length == nil || length == 4) && plist.stringEquals(key, "path") {
                pathNode = children[position + 1]
            } else if (length == nil || length == 10) && plist.stringEquals(key, "sourceTree") {
                sourceTreeNode = children[position + 1]
            } else if (length == nil || length == 17) && plist.stringEquals(key, "lastKnownFileType") {
                typeNode = children[position + 1]
            } else if (length == nil || length == 12) && plist.stringEquals(key, "fileEncoding") {
                hasEncoding = true
            }
        }
        if let typeNode, plist.stringStarts(typeNode, with: "sourcecode.") || plist.stringStarts(typeNode, with: "text")
        {
            conventions.textReferences += 1
            conventions.textReferencesWithEncoding += hasEncoding ? 1 : 0
        }
        let path = pathNode.flatMap { plist.string($0) } ?? ""
        guard let sourceTreeNode, !plist.stringEquals(sourceTreeNode, "<group>") else {
            return parentFolder.map { ProjectPath.joined($0, path) }
        }
        if plist.stringEquals(sourceTreeNode, "SOURCE_ROOT") {
            return ProjectPath.joined(sourceRoot, path)
        }
        if plist.stringEquals(sourceTreeNode, "<absolute>") {
            return ProjectPath.normalized(path)
        }
        return nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR and other build settings
    }

    /// Records which phase lists each build file, which build files point at each file, and which targets list
    /// each phase.
    private mutating func indexBuildFiles(_ plist: PropertyList, _ objects: ObjectTable) {
        for (targetIndex, target) in targets.enumerated() {
            for phase in target.buildPhases {
                targetsOfPhase[phase, default: []].append(targetIndex)
            }
        }
        for (position, object) in objects.objects.enumerated() where object.kind == .buildPhase {
            buildPhaseCount += 1
            if plist.value(forKey: "buildActionMask", in: object.value) != nil {
                buildPhasesWithMasks += 1
            }
            for item in plist.items(of: plist.value(forKey: "files", in: object.value) ?? object.value) {
                guard let buildFile = objects.index(ofNode: item), phaseOfBuildFile[Int(buildFile)] == Self.none
                else { continue }
                phaseOfBuildFile[Int(buildFile)] = Index(position)
                let buildFileNode = objects[buildFile].value
                if let reference = plist.value(forKey: "fileRef", in: buildFileNode).flatMap({
                    objects.index(ofNode: $0)
                }) {
                    nextBuildFile[Int(buildFile)] = firstBuildFile[Int(reference)]
                    firstBuildFile[Int(reference)] = buildFile
                }
            }
        }
    }

    /// Records each synchronized root group with a resolved folder, its targets and their exceptions.
    private mutating func indexSynchronizedFolders(_ plist: PropertyList, _ objects: ObjectTable) {
        var targetsOfGroup: [Index: [Int]] = [:]
        var targetByObject: [Index: Int] = [:]
        for (targetIndex, target) in targets.enumerated() {
            targetByObject[target.object] = targetIndex
            for group in target.synchronizedGroups where targetsOfGroup[group]?.contains(targetIndex) != true {
                targetsOfGroup[group, default: []].append(targetIndex)
            }
        }
        for (position, object) in objects.objects.enumerated() where object.kind == .synchronizedRootGroup {
            guard let folder = resolved[position] else { continue }
            var exclusions: [Int: [String]] = [:]
            for item in plist.items(of: plist.value(forKey: "exceptions", in: object.value) ?? object.value) {
                guard let exception = objects.index(ofNode: item),
                    objects.isa(exception) == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = plist.value(forKey: "target", in: objects[exception].value)
                        .flatMap(objects.index(ofNode:)).flatMap({ targetByObject[$0] })
                else { continue }
                let paths = plist.items(
                    of: plist.value(forKey: "membershipExceptions", in: objects[exception].value) ?? object.value)
                exclusions[target, default: []].append(
                    contentsOf: paths.compactMap(plist.string).map(ProjectPath.normalized))
            }
            synchronizedFolders.append(
                SynchronizedFolder(
                    object: Index(position), folder: folder, targets: targetsOfGroup[Index(position)] ?? [],
                    exclusions: exclusions))
        }
    }
}

// MARK: - Questions

extension ProjectModel {
    /// The file references (and version groups) that resolve to `path`, in navigator order.
    func fileReferences(at path: String) -> [Index] {
        guard let first = firstReferenceByPath[path] else { return [] }
        return [first] + (moreReferencesByPath[path] ?? [])
    }

    /// The build files that point at `object`.
    func buildFiles(pointingAt object: Index) -> [Index] {
        var buildFiles: [Index] = []
        var current = firstBuildFile[Int(object)]
        while current != Self.none {
            buildFiles.append(current)
            current = nextBuildFile[Int(current)]
        }
        return buildFiles.reversed()
    }

    /// The deepest synchronized folder that holds `path`, if any.
    func synchronizedFolder(holding path: String) -> SynchronizedFolder? {
        var best: SynchronizedFolder?
        for folder in synchronizedFolders
        where ProjectPath.isInside(path, folder: folder.folder) && path != folder.folder {
            if best == nil || folder.folder.utf8.count > best!.folder.utf8.count {
                best = folder
            }
        }
        return best
    }

    /// The indexes of the targets that get `path` from `folder`: those listing the folder, minus those whose
    /// exception set leaves the file (or a folder above it) out.
    func targets(gettingFile path: String, from folder: SynchronizedFolder) -> [Int] {
        let relative = ProjectPath.relative(from: folder.folder, to: path)
        return folder.targets.filter { target in
            !(folder.exclusions[target] ?? []).contains { ProjectPath.isInside(relative, folder: $0) && !$0.isEmpty }
        }
    }

    /// The name Xcode gives a build phase in comments: its `name`, else one derived from its `isa`.
    static func phaseName(isa: String, name: String?) -> String {
        if let name {
            return name
        }
        switch isa {
        case "PBXSourcesBuildPhase": return "Sources"
        case "PBXResourcesBuildPhase": return "Resources"
        case "PBXFrameworksBuildPhase": return "Frameworks"
        case "PBXHeadersBuildPhase": return "Headers"
        case "PBXCopyFilesBuildPhase": return "CopyFiles"
        case "PBXShellScriptBuildPhase": return "ShellScript"
        case "PBXRezBuildPhase": return "Rez"
        default:
            return isa.hasPrefix("PBX") && isa.hasSuffix("BuildPhase") ? String(isa.dropFirst(3).dropLast(10)) : isa
        }
    }
}
