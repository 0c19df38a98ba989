// Removing files from the project in one call: the counterpart of `adding(_:)`.

extension ProjectFile {
    /// The project without the references to the files at `paths`, and a list of what was done.
    ///
    /// For each path, every `PBXFileReference` that resolves to it goes, with every `PBXBuildFile` whose `fileRef`
    /// it is, those build files' entries in the `files` of every build phase, and the reference's entries in the
    /// `children` of its groups. A group left empty by that goes too, and so on up, when it is a `PBXGroup` with a
    /// `path` (one made for a folder) that nothing but its parent's `children` names; the main group, a group
    /// that still has children and a logical group (no `path`) stay. A localized file's variant group stays.
    ///
    /// Only whole objects and list items are cut: an object's lines (one line for a build file or a reference,
    /// from its first line through its `};` for the others), an item's line (`ID /* name */,`), or, in a list
    /// written on one line, just the item; a section left without objects goes with its markers and the blank
    /// line before it. Every other byte stays, so removing what `adding(_:)` added gives back the original bytes.
    /// An object of another kind that names a removed object (rare: a `baseConfigurationReference`, a version
    /// group's `currentVersion`) is left untouched and reported as `keptReferrer`.
    ///
    /// A path the project does not reference is skipped (`notReferenced`, or `inSynchronizedFolder` inside an
    /// Xcode 16 synchronized folder, whose files need no edit), so removing twice gives the same bytes.
    ///
    /// - Parameter paths: The files, relative to the project folder, `/`-separated; normalized first, repeats
    ///   ignored.
    /// - Returns: The new bytes and the changes; when nothing changes, the bytes are the original ones.
    /// - Throws: `ProjectEditError.invalidPath` for a path that is empty, absolute or outside the project folder.
    ///   Nothing is edited then.
    public func removing(_ paths: [String]) throws(ProjectEditError) -> ProjectEdit {
        var checked: [String] = []
        checked.reserveCapacity(paths.count)
        for path in paths {
            checked.append(try ProjectEditor.checkedPath(path))
        }
        var plan = ProjectRemovalPlan(project: self)
        for path in checked {
            plan.remove(path)
        }
        return plan.finish()
    }
}

/// The objects and list items a removal deletes, decided path by path, then cut out of the text.
struct ProjectRemovalPlan {
    typealias Index = ObjectTable.Index
    typealias NodeIndex = PropertyList.NodeIndex

    /// A string in an object that names another object.
    struct Use {
        /// The object that holds the string.
        var holder: Index
        /// The string's node.
        var node: NodeIndex
        /// The key of the holder's dictionary under which the string is, directly or as an item of a list;
        /// `nil` deeper down.
        var key: NodeIndex?
        /// The list under `key` that has the string as an item, if it is one.
        var list: NodeIndex?
    }

    /// An item to cut from a list of an object that stays.
    struct RemovedItem {
        var holder: Index
        var list: NodeIndex
        var item: NodeIndex
    }

    let project: ProjectFile
    private var plist: PropertyList { project.plist }
    private var objects: ObjectTable { project.objects }
    private var model: ProjectModel { project.model }

    /// For each object named anywhere in another object, where it is named.
    private let uses: [Index: [Use]]
    private(set) var removed: Set<Index> = []
    private(set) var removedItems: [RemovedItem] = []
    /// How many items of each list are cut.
    private var removedCount: [NodeIndex: Int] = [:]
    private var seenPaths: Set<String> = []
    private(set) var changes: [ProjectChange] = []

    init(project: ProjectFile) {
        self.project = project
        uses = Self.uses(in: project)
    }

    /// Where every object is named: a walk over the values of all objects.
    private static func uses(in project: ProjectFile) -> [Index: [Use]] {
        let plist = project.plist
        let objects = project.objects
        var uses: [Index: [Use]] = [:]
        for (position, object) in objects.objects.enumerated() {
            let holder = Index(position)
            var stack: [(node: NodeIndex, key: NodeIndex?, list: NodeIndex?)] = []
            for entry in plist.entries(of: object.value) {
                stack.append((entry.value, entry.key, nil))
            }
            while let (node, key, list) = stack.popLast() {
                let kind = plist[node].kind
                switch kind {
                case .unquotedString, .quotedString:
                    if let named = objects.index(ofNode: node), named != holder {
                        uses[named, default: []].append(Use(holder: holder, node: node, key: key, list: list))
                    }
                case .array:
                    let direct = list == nil && key != nil
                    for item in plist.children(of: node) {
                        stack.append((item, direct ? key : nil, direct ? node : nil))
                    }
                case .dictionary:
                    for child in plist.children(of: node) {
                        stack.append((child, nil, nil))
                    }
                case .data:
                    break
                }
            }
        }
        return uses
    }

    private func isGroup(_ index: Index) -> Bool {
        ProjectGroup.Kind(isa: objects[index].isa) != nil
    }

    private func isBuildPhase(_ index: Index) -> Bool {
        objects[index].isa.hasSuffix("BuildPhase")
    }

    private func keyIs(_ use: Use, _ key: StaticString) -> Bool {
        use.key.map { plist.stringEquals($0, key) } ?? false
    }

    /// Plans the removal of one (normalized) path.
    mutating func remove(_ path: String) {
        guard seenPaths.insert(path).inserted else { return }
        let references = model.fileReferences(at: path).filter { !removed.contains($0) }
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
            guard objects[reference].isa == "PBXFileReference" else {
                changes.append(.notRemovable(path: path, isa: objects[reference].isa))
                continue
            }
            removed.insert(reference)
            let referenceUses = uses[reference] ?? []
            // Build files, and their entries in phases.
            for use in referenceUses
            where objects[use.holder].isa == "PBXBuildFile" && use.list == nil && keyIs(use, "fileRef")
                && !removed.contains(use.holder)
            {
                removed.insert(use.holder)
                for phaseUse in uses[use.holder] ?? [] {
                    guard isBuildPhase(phaseUse.holder), phaseUse.list != nil, keyIs(phaseUse, "files") else {
                        keep(phaseUse, for: path)
                        continue
                    }
                    cut(phaseUse)
                    let phase = phaseUse.holder
                    let phaseName = ProjectModel.phaseName(
                        isa: objects[phase].isa, name: plist.string(forKey: "name", in: objects[phase].value))
                    let targets = model.targetsOfPhase[phase] ?? []
                    if targets.isEmpty {
                        changes.append(.removedFromBuildPhase(path: path, target: "", phase: phaseName))
                    }
                    for target in targets {
                        changes.append(
                            .removedFromBuildPhase(
                                path: path, target: model.targets[target].info.name, phase: phaseName))
                    }
                }
            }
            // Entries in groups' children.
            for use in referenceUses {
                if isGroup(use.holder) && use.list != nil && keyIs(use, "children") {
                    cut(use)
                    if !touchedGroups.contains(use.holder) {
                        touchedGroups.append(use.holder)
                    }
                } else if !(removed.contains(use.holder) && objects[use.holder].isa == "PBXBuildFile") {
                    keep(use, for: path)
                }
            }
            let parent = model.parent[Int(reference)]
            changes.append(
                .removedFileReference(
                    path: path, groupPath: parent == ProjectModel.none ? "" : project.groupPath(of: parent)))
        }
        removeEmptyGroups(touchedGroups)
    }

    /// Removes the groups among `groups` that the removal emptied, and their parents in turn.
    private mutating func removeEmptyGroups(_ groups: [Index]) {
        var queue = groups
        var next = 0
        while next < queue.count {
            let group = queue[next]
            next += 1
            guard !removed.contains(group), group != model.mainGroup, objects[group].isa == "PBXGroup",
                plist.value(forKey: "path", in: objects[group].value) != nil,
                let children = plist.value(forKey: "children", in: objects[group].value),
                plist[children].kind == .array,
                plist.children(of: children).count == removedCount[children] ?? 0,
                let groupUses = uses[group], !groupUses.isEmpty,
                groupUses.allSatisfy({ isGroup($0.holder) && $0.list != nil && keyIs($0, "children") })
            else { continue }
            removed.insert(group)
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

    private mutating func cut(_ use: Use) {
        guard let list = use.list else { return }
        removedItems.append(RemovedItem(holder: use.holder, list: list, item: use.node))
        removedCount[list, default: 0] += 1
    }

    private mutating func keep(_ use: Use, for path: String) {
        let change = ProjectChange.keptReferrer(
            path: path, id: objects.id(use.holder), isa: objects[use.holder].isa)
        if !changes.contains(change) {
            changes.append(change)
        }
    }

    /// The edit: the planned objects and items cut from the project's bytes.
    func finish() -> ProjectEdit {
        let splices = ProjectTextRemover(project: project).splices(for: self)
        let bytes = splices.isEmpty ? project.bytes : Splice.apply(splices, to: project.bytes)
        return ProjectEdit(bytes: bytes, changes: changes)
    }
}

/// Turns a `ProjectRemovalPlan` into splices that cut whole lines (or, inside a one-line object or list, just
/// the text of an entry) out of the original bytes.
struct ProjectTextRemover {
    private let project: ProjectFile
    private var plist: PropertyList { project.plist }
    private var bytes: [UInt8] { project.plist.bytes }
    private var objects: ObjectTable { project.objects }

    init(project: ProjectFile) {
        self.project = project
    }

    func splices(for plan: ProjectRemovalPlan) -> [Splice] {
        guard !plan.removed.isEmpty || !plan.removedItems.isEmpty else { return [] }
        var splices: [Splice] = []
        var covered: Set<ObjectTable.Index> = []
        for section in ProjectTextWriter(project: project).sections() where !section.objects.isEmpty {
            guard section.objects.allSatisfy({ plan.removed.contains(ObjectTable.Index($0)) }),
                let range = sectionRange(section)
            else { continue }
            splices.append(Splice(replacing: range, with: ""))
            covered.formUnion(section.objects.map { ObjectTable.Index($0) })
        }
        for object in plan.removed.sorted() where !covered.contains(object) {
            let entry = objects[object]
            let end = pastTerminator(Int(plist[entry.value].end), terminator: UInt8(ascii: ";"))
            splices.append(Splice(replacing: cutRange(Int(plist[entry.key].start)..<end), with: ""))
        }
        for item in plan.removedItems where !plan.removed.contains(item.holder) {
            let end = pastTerminator(Int(plist[item.item].end), terminator: UInt8(ascii: ","))
            splices.append(Splice(replacing: cutRange(Int(plist[item.item].start)..<end), with: ""))
        }
        return splices
    }

    /// Past the `terminator` that follows `offset` on its line, after spaces and `/* */` comments; else past the
    /// comments.
    private func pastTerminator(_ offset: Int, terminator: UInt8) -> Int {
        var position = offset
        var result = offset
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .space || byte == .tab {
                position += 1
            } else if byte == terminator {
                return position + 1
            } else if byte == .slash && position + 1 < bytes.count && bytes[position + 1] == .asterisk {
                var close = position + 2
                while close + 1 < bytes.count && !(bytes[close] == .asterisk && bytes[close + 1] == .slash) {
                    close += 1
                }
                guard close + 1 < bytes.count else { return result }
                position = close + 2
                result = position
            } else {
                return result
            }
        }
        return result
    }

    /// What to cut for the text at `range`: its whole line when nothing else is on it (trailing `/* */`
    /// comments go with it), else the text and the spaces after it (or, at the end of a line, before it).
    private func cutRange(_ range: Range<Int>) -> Range<Int> {
        let start = lineStart(of: range.lowerBound)
        let afterComments = pastTerminator(range.upperBound, terminator: 0)
        var end = afterComments
        while end < bytes.count && (bytes[end] == .space || bytes[end] == .tab) {
            end += 1
        }
        let alone = bytes[start..<range.lowerBound].allSatisfy { $0 == .space || $0 == .tab }
        if alone && (end == bytes.count || bytes[end].isLineBreak) {
            return start..<pastLineBreak(end)
        }
        if end < bytes.count && bytes[end].isLineBreak {
            var begin = range.lowerBound
            while begin > start && (bytes[begin - 1] == .space || bytes[begin - 1] == .tab) {
                begin -= 1
            }
            return begin..<range.upperBound
        }
        var stop = range.upperBound
        while stop < bytes.count && (bytes[stop] == .space || bytes[stop] == .tab) {
            stop += 1
        }
        return range.lowerBound..<stop
    }

    /// A section's lines and the blank line before it (else the one after it); `nil` when a marker shares its
    /// line with something else.
    private func sectionRange(_ section: ProjectTextWriter.Section) -> Range<Int>? {
        let start = lineStart(of: section.begin.lowerBound)
        guard bytes[start..<section.begin.lowerBound].allSatisfy({ $0 == .space || $0 == .tab }) else { return nil }
        var end = section.end.upperBound
        while end < bytes.count && (bytes[end] == .space || bytes[end] == .tab) {
            end += 1
        }
        guard end == bytes.count || bytes[end].isLineBreak else { return nil }
        end = pastLineBreak(end)
        if start > 0 {
            var lineBreak = start - 1
            if bytes[lineBreak] == .lineFeed && lineBreak > 0 && bytes[lineBreak - 1] == .carriageReturn {
                lineBreak -= 1
            }
            let previous = lineStart(of: lineBreak)
            if bytes[previous..<lineBreak].allSatisfy({ $0 == .space || $0 == .tab }) {
                return previous..<end
            }
        }
        var next = end
        while next < bytes.count && (bytes[next] == .space || bytes[next] == .tab) {
            next += 1
        }
        if next < bytes.count && bytes[next].isLineBreak {
            return start..<pastLineBreak(next)
        }
        return start..<end
    }

    /// Past the line break at `offset` (`\r\n` counting as one), or `offset` at the end of the bytes.
    private func pastLineBreak(_ offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == .carriageReturn && offset + 1 < bytes.count && bytes[offset + 1] == .lineFeed {
            return offset + 2
        }
        return offset + 1
    }

    private func lineStart(of offset: Int) -> Int {
        var position = offset
        while position > 0 && !bytes[position - 1].isLineBreak {
            position -= 1
        }
        return position
    }
}
