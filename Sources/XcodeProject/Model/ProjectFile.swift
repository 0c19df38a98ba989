/// An Xcode project file (`<Name>.xcodeproj/project.pbxproj`), read without losing a byte and queried as
/// targets, groups and files.
///
/// Reading keeps every value's place in the original bytes, so an unedited project writes back exactly as read,
/// and an edit (`adding(_:)`, `removing(_:)`, or both at once with `editing(adding:removing:)`) splices new lines
/// between untouched bytes, placed and formatted as Xcode would write them, and cuts whole lines out. Any object
/// version, object kind and key is accepted and carried through.
///
///     let project = try ProjectFile(bytes: bytes, path: "App.xcodeproj/project.pbxproj")
///     let edit = try project.editing(
///         adding: [FileAddition(path: "App/Modules/Foo/FooView.swift", targets: ["App"])],
///         removing: ["App/Modules/Foo/FooOldView.swift"])
///     write(edit.bytes)
///
/// Paths in queries and additions are relative to the project folder (the folder that holds the `.xcodeproj`),
/// `/`-separated.
public struct ProjectFile: Sendable {
    /// The path the file was read from, for diagnostics.
    public let path: String
    package let plist: PropertyList
    package let objects: ObjectTable
    let model: ProjectModel

    /// Reads a project file.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path errors report.
    /// - Throws: `ProjectFileError` when the file has merge-conflict markers, is not an old-style property list,
    ///   or lacks what every project has: `objects`, a `rootObject` that is a `PBXProject`, its main group and
    ///   the targets it lists.
    public init(bytes: [UInt8], path: String) throws(ProjectFileError) {
        self.path = path
        plist = try PropertyListParser.parse(bytes, path: path)
        objects = try ObjectTable(plist, path: path)
        model = try ProjectModel(plist, objects, path: path)
    }

    /// The file's contents, exactly as read.
    public var bytes: [UInt8] { plist.bytes }

    /// The top-level `objectVersion` (46 for the Xcode 3.2 format, 77 for Xcode 16's, ...), or `nil` when it is
    /// missing or not a number.
    public var objectVersion: Int? { model.objectVersion }

    /// The targets, in the project's order.
    public var targets: [ProjectTarget] { model.targets.map(\.info) }

    /// The root of the group tree.
    public var mainGroup: ProjectGroup { group(at: model.mainGroup)! }

    /// The project's `projectDirPath`: where `SOURCE_ROOT` is, relative to the project folder; usually "".
    public var projectDirPath: String? { model.projectDirPath }

    /// The item with `id`: a group, a file reference, or another object; `nil` when the project has no such object.
    public func item(withID id: String) -> ProjectItem? {
        guard let index = objects.index(of: id) else { return nil }
        if let group = group(at: index) {
            return .group(group)
        }
        if let reference = fileReference(at: index) {
            return .fileReference(reference)
        }
        return .other(id: id, isa: objects.isa(index))
    }

    /// The items a group lists, in navigator order; IDs that name no object are skipped, as Xcode skips them.
    public func children(of group: ProjectGroup) -> [ProjectItem] {
        group.children.compactMap(item(withID:))
    }

    /// The path an object stands for, relative to the project folder and normalized, following Xcode's rules:
    /// `<group>` is relative to the folder of the group that lists the item (a group with a `name` and no `path`
    /// adds no folder), `SOURCE_ROOT` to the project folder (moved by `projectDirPath`), `<absolute>` is absolute.
    ///
    /// - Returns: The path; `nil` for build locations (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and other
    ///   build settings), for `<group>` items outside the group tree, and for objects without a path (targets,
    ///   phases, unknown IDs). The main group resolves to `projectDirPath` joined with its own `path`.
    public func resolvedPath(ofObject id: String) -> String? {
        objects.index(of: id).flatMap { model.resolved[Int($0)] }
    }

    /// The folder of every `PBXGroup` in the tree, sorted and without repeats, to guess where new modules go.
    public func groupFolders() -> [String] {
        model.groupByFolder.keys.sorted()
    }
}

// MARK: - Items

extension ProjectFile {
    func group(at index: ObjectTable.Index) -> ProjectGroup? {
        let object = objects[index]
        guard let kind = ProjectGroup.Kind(object.kind) else { return nil }
        let node = object.value
        let children = plist.items(of: plist.value(forKey: "children", in: node) ?? node).compactMap(plist.string)
        return ProjectGroup(
            id: objects.id(index), kind: kind, name: plist.string(forKey: "name", in: node),
            path: plist.string(forKey: "path", in: node), sourceTree: plist.string(forKey: "sourceTree", in: node),
            children: children, resolvedPath: model.resolved[Int(index)])
    }

    func fileReference(at index: ObjectTable.Index) -> ProjectFileReference? {
        let object = objects[index]
        guard object.kind == .fileReference || object.kind == .referenceProxy else { return nil }
        let node = object.value
        return ProjectFileReference(
            id: objects.id(index), isa: objects.isa(index), name: plist.string(forKey: "name", in: node),
            path: plist.string(forKey: "path", in: node), sourceTree: plist.string(forKey: "sourceTree", in: node),
            lastKnownFileType: plist.string(forKey: "lastKnownFileType", in: node),
            explicitFileType: plist.string(forKey: "explicitFileType", in: node),
            resolvedPath: model.resolved[Int(index)])
    }

    /// The name the navigator shows for an object: `name`, else `path` (its last component for files).
    func displayName(of index: ObjectTable.Index) -> String {
        let node = objects[index].value
        if let name = plist.string(forKey: "name", in: node) {
            return name
        }
        let path = plist.string(forKey: "path", in: node) ?? ""
        return ProjectGroup.Kind(objects[index].kind) == nil ? ProjectPath.lastComponent(of: path) : path
    }

    /// The display names of the groups from the main group (excluded) down to `index` (included), joined by `/`.
    func groupPath(of index: ObjectTable.Index) -> String {
        var names: [String] = []
        var current = index
        var steps = 0
        while current != ProjectModel.none, current != model.mainGroup, steps < objects.objects.count {
            names.append(displayName(of: current))
            current = model.parent[Int(current)]
            steps += 1
        }
        return names.reversed().joined(separator: "/")
    }
}
