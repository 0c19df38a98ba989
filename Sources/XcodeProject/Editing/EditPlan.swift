/// What one edit does to a project, decided before any text is written: the objects it creates and the items it
/// appends to existing lists (file by file, see `EditPlan+Adding`), and the objects and list items it removes (path
/// by path, see `EditPlan+Removing`). `finish()` writes them all into the original bytes in one pass.
///
/// Objects are named by ID throughout, whether they exist or are new, so that an addition can build on what an
/// earlier one in the same edit created (the group of a module's first file holds its other files).
///
/// Removals take effect after every addition, whatever the order of the calls: the result is the one of adding,
/// reading the result again and removing from it. Since no path is both added and removed (`ProjectEditor` checks
/// that), the removal step finds its objects in the project as read, and asks the additions only whether they
/// keep a group (one that gets new children is not empty) or a section (one that gets new objects) alive.
struct EditPlan: Sendable {
    typealias Index = ObjectTable.Index
    typealias NodeIndex = PropertyList.NodeIndex

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

    /// An item cut from a list of an object that stays.
    struct RemovedItem: Sendable {
        var holder: Index
        var list: NodeIndex
        var item: NodeIndex
    }

    /// A file (its reference or variant group) in a phase.
    struct PhaseEntry: Hashable, Sendable {
        var phase: String
        var file: String
    }

    let project: ProjectFile
    /// What was done: addition by addition, then, once `finish()` plans them, removal by removal.
    var changes: [ProjectChange] = []

    // Additions, planned by `add(_:)`.
    var ids: ObjectIDGenerator
    private(set) var newObjects: [NewObject] = []
    /// The children of each new group and the files of each new phase, by ID.
    private(set) var itemsOfNewObjects: [String: [ListItem]] = [:]
    /// Items to append to existing lists, and the order the lists were first touched in.
    private(set) var listAdditions: [ListKey: [ListItem]] = [:]
    private(set) var listOrder: [ListKey] = []
    /// The normalized paths of the files added.
    var addedPaths: Set<String> = []
    /// Groups created for folders, by folder.
    var newGroupByFolder: [String: String] = [:]
    /// The folder of each created group; `nil` for a group that adds none and has no resolved parent.
    var newGroupFolder: [String: String?] = [:]
    /// The group path (display names) of each created group.
    var newGroupPath: [String: String] = [:]
    /// For each group asked about, its child groups by display name (first one wins).
    var childGroups: [String: [String: String]] = [:]
    /// File references created, by path.
    var newReferenceByPath: [String: (id: String, comment: String)] = [:]
    /// The phase of each isa chosen or created for a target, keyed by target index and isa.
    var phaseOfTarget: [String: String] = [:]
    /// The files this edit added to phases.
    var addedToPhases: Set<PhaseEntry> = []
    /// Whether new build phases carry `buildActionMask` and `runOnlyForDeploymentPostprocessing`.
    let writesPhaseMasks: Bool
    /// Whether new references to text files carry `fileEncoding = 4`.
    let writesFileEncoding: Bool

    // Removals: the paths asked for by `remove(_:)`, and what the removal step decides for them.
    /// The normalized paths to remove, in the order asked.
    private(set) var removalPaths: [String] = []
    private(set) var removalPathSet: Set<String> = []
    /// The objects removed, whole.
    var removedObjects: Set<Index> = []
    /// The items cut from lists: of objects that stay, and of removed objects (which the remover then skips).
    var removedItems: [RemovedItem] = []
    /// How many items of each list are cut.
    var removedItemCount: [NodeIndex: Int] = [:]

    var plist: PropertyList { project.plist }
    var objects: ObjectTable { project.objects }
    var model: ProjectModel { project.model }

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

    /// Asks for the references to the file at `path` (normalized) to be removed, after every addition; a path
    /// asked for twice is removed once.
    mutating func remove(_ path: String) {
        if removalPathSet.insert(path).inserted {
            removalPaths.append(path)
        }
    }

    /// The edit: the removals planned over the additions, then the new objects and list items written into the
    /// project's bytes and the removed ones cut out, in one pass over them.
    func finish() -> ProjectEdit {
        var plan = self
        plan.planRemovals()
        var writer = ProjectTextWriter(project: project)
        let additions = writer.splices(for: plan)
        var splices = additions
        if !plan.removedObjects.isEmpty || !plan.removedItems.isEmpty {
            // The cuts are found in the text the additions make, as they would be in that text read again.
            let text = SplicedText(project.bytes, splices: additions)
            let cuts = ProjectTextRemover(project: project, text: text).cuts(for: plan)
            splices = text.splices(cutting: cuts)
        }
        let bytes = splices.isEmpty ? project.bytes : Splice.apply(splices, to: project.bytes)
        return ProjectEdit(bytes: bytes, changes: plan.changes)
    }

    /// Appends `item` to the children of `group`, new or existing.
    mutating func appendChild(_ item: ListItem, to group: String) {
        append(item, to: group, key: "children")
    }

    /// Appends `item` to the list `key` of `object`, new or existing.
    mutating func append(_ item: ListItem, to object: String, key: String) {
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

    /// Adds a new object; a group or a phase starts with no items.
    mutating func create(_ object: NewObject) {
        switch object.body {
        case .group, .buildPhase: itemsOfNewObjects[object.id] = []
        case .fileReference, .buildFile: break
        }
        newObjects.append(object)
    }
}
