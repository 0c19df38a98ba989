import XcodeProject

/// Writes a merge into ours' text as splices: what the merge keeps from ours stays byte for byte, what it takes
/// from theirs is copied as theirs wrote it, what it merged from both is written as Xcode writes it, and each
/// conflict is put between markers, around the smallest whole lines that hold it.
///
/// Changes are made at the smallest level whose text stands on lines of its own: an object, an entry of a
/// multi-line dictionary (`buildSettings` too), an item of a multi-line list. A merged value inside text on one
/// line (a build file, a file reference, Xcode 16's one-line folders) is written anew, on one line; a conflict
/// there takes the whole object between its markers.
struct MergeTextWriter {
    typealias NodeIndex = PropertyList.NodeIndex
    typealias Entry = MergeSide.Entry

    private let base: MergeSide?
    private let ours: MergeSide
    private let theirs: MergeSide
    private let markers: ProjectMerge.ConflictMarkers
    private let merger: ValueMerger
    private var writer: ProjectTextWriter
    /// The conflicts found, in the order `merge()` meets them.
    private(set) var conflicts: [ProjectMerge.Conflict] = []

    init(base: MergeSide?, ours: MergeSide, theirs: MergeSide, markers: ProjectMerge.ConflictMarkers) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.markers = markers
        merger = ValueMerger(base: base, ours: ours, theirs: theirs)
        writer = ProjectTextWriter(project: ours.project)
    }

    /// The merged bytes; `nil` when ours' top level is not written one entry per line, so that a change there has
    /// no lines of its own.
    mutating func merge() -> [UInt8]? {
        let root = ours.plist.root
        let rootEntries = merger.mergeEntries(
            base: base?.plist.root, ours: root, theirs: theirs.plist.root, kept: ["objects"])
        collectConflicts(in: .dictionary(rootEntries), objectID: nil, isa: nil, path: [])
        guard let rootSplices = entrySplices(in: root, entries: rootEntries) else { return nil }
        return Splice.apply(rootSplices + objectSplices(), to: ours.bytes)
    }

    // MARK: - Objects

    /// The splices of the objects: each removed, replaced, merged in place or placed in its section.
    private mutating func objectSplices() -> [Splice] {
        var splices: [Splice] = []
        var placed: [ProjectTextWriter.PlacedObject] = []
        var cut: Set<Int> = []
        let remover = ProjectTextRemover(project: ours.project, text: SplicedText(ours.bytes, splices: []))
        let table = ours.project.objects
        var ids = table.objects.indices.map { table.id(ObjectTable.Index($0)) }
        let oursIDs = Set(ids)
        ids += theirs.project.objects.objects.indices.map { theirs.project.objects.id(ObjectTable.Index($0)) }
            .filter { !oursIDs.contains($0) }
        var mergedObjects = ids.map { id in
            merger.merge(base: base?.object(id)?.value, ours: ours.object(id)?.value, theirs: theirs.object(id)?.value)
        }
        let stillNamed = removedButNamed(ids, mergedObjects)
        let inTwoGroups = objectsInTwoGroups()
        for (index, id) in ids.enumerated() where inTwoGroups.groups.contains(id) {
            mergedObjects[index] = childrenInConflict(of: id, merged: mergedObjects[index])
        }
        for (child, oursGroup, theirsGroup) in inTwoGroups.objects {
            let isa = ours.object(child) != nil ? ours.isa(ofObject: child) : theirs.isa(ofObject: child)
            conflicts.append(
                ProjectMerge.Conflict(
                    kind: .inTwoGroups(ours: oursGroup, theirs: theirsGroup), objectID: child, isa: isa, keyPath: []))
        }
        for (id, merged) in zip(ids, mergedObjects) {
            let (o, t) = (ours.object(id), theirs.object(id))
            let isa = o != nil ? ours.isa(ofObject: id) : theirs.isa(ofObject: id)
            guard let merged else {
                if stillNamed.contains(id) {
                    // Kept between markers: the other side refers to it.
                    let kind: ProjectMerge.Conflict.Kind =
                        o == nil ? .removedInOursUsedInTheirs : .removedInTheirsUsedInOurs
                    conflicts.append(ProjectMerge.Conflict(kind: kind, objectID: id, isa: isa, keyPath: []))
                    if let o {
                        splices.append(objectConflict(o, nil))
                    } else if let t {
                        placed.append(
                            .init(
                                id: id, isa: isa,
                                text: conflictBlock(
                                    ours: "", base: baseLines(ofObject: id), theirs: lines(of: t, in: theirs))))
                    }
                    continue
                }
                if let o, let index = table.index(of: id) {
                    splices.append(Splice(replacing: remover.cutRange(ours.entryRange(o)), with: []))
                    cut.insert(Int(index))
                }
                continue
            }
            if !inTwoGroups.groups.contains(id) {
                collectConflicts(in: merged, objectID: id, isa: isa, path: [])
            }
            switch (merged, o, t) {
            case (.ours, let o?, let t?):
                // Theirs changed only what is no value, the comment after the object's ID (a file renamed by
                // hand), while ours left the whole entry as the base has it: theirs' text.
                let (oursRange, theirsRange) = (ours.entryRange(o), theirs.entryRange(t))
                if !MergeSide.sameBytes(ours, oursRange, theirs, theirsRange), let base, let b = base.object(id),
                    MergeSide.sameBytes(base, base.entryRange(b), ours, oursRange)
                {
                    splices.append(Splice(replacing: oursRange, with: theirs.text(theirsRange)))
                }
                continue
            case (.ours, _, _):
                continue
            case (.theirs, let o?, let t?):
                splices.append(Splice(replacing: ours.entryRange(o), with: theirs.text(theirs.entryRange(t))))
            case (.theirs, nil, let t?):
                placed.append(.init(id: id, isa: isa, text: lines(of: t, in: theirs)))
            case (.dictionary(let entries), let o?, _):
                if let changes = entrySplices(in: o.value, entries: entries) {
                    splices += changes
                } else if let value = materialize(merged, ours: o.value) {
                    let text = writer.objectText(
                        id: id, value: value, oneLine: !ours.isMultiLine(o.value), comment: comment(of:))
                    splices.append(Splice(replacing: ours.entryRange(o), with: text))
                } else {
                    splices.append(objectConflict(o, t))
                }
            case (_, let o?, _):
                splices.append(objectConflict(o, t))
            case (_, nil, let t?):
                let block = conflictBlock(ours: "", base: baseLines(ofObject: id), theirs: lines(of: t, in: theirs))
                placed.append(.init(id: id, isa: isa, text: block))
            case (_, nil, nil):
                continue
            }
        }
        // A section whose objects are all gone goes too, as Xcode writes no empty section.
        let receiving = Set(placed.map(\.isa))
        for section in ObjectSection.all(in: ours.project)
        where !section.objects.isEmpty && !receiving.contains(section.name) && section.objects.allSatisfy(cut.contains)
        {
            if let range = remover.sectionRange(section) {
                splices.append(Splice(replacing: range, with: []))
            }
        }
        return splices + writer.splices(placing: placed)
    }

    /// The objects both sides put in a group (added, or moved), different ones, with the group each side puts it in,
    /// and every group either side put one of them in: merged list by list, each would be a child of two groups.
    private func objectsInTwoGroups() -> (
        objects: [(child: String, oursGroup: String, theirsGroup: String)], groups: Set<String>
    ) {
        let oursParents = ours.parents()
        let theirsParents = theirs.parents()
        let baseParents = base?.parents() ?? [:]
        var objects: [(child: String, oursGroup: String, theirsGroup: String)] = []
        var groups: Set<String> = []
        for (child, inOurs) in oursParents.sorted(by: { $0.key < $1.key }) {
            guard let inTheirs = theirsParents[child], inOurs != inTheirs else { continue }
            let inBase = baseParents[child] ?? []
            let (newInOurs, newInTheirs) = (inOurs.subtracting(inBase), inTheirs.subtracting(inBase))
            guard inOurs != inBase, inTheirs != inBase, let oursGroup = newInOurs.min(),
                let theirsGroup = newInTheirs.min()
            else { continue }
            objects.append((child, oursGroup, theirsGroup))
            groups.formUnion(newInOurs.union(newInTheirs))
        }
        return (objects, groups)
    }

    /// The merge of `group` with its `children` in conflict, ours' list against theirs'; the whole group against
    /// nothing when one side lacks it.
    private func childrenInConflict(of group: String, merged: MergedValue?) -> MergedValue? {
        let (b, o, t) = (base?.object(group), ours.object(group), theirs.object(group))
        guard let o, let t else { return .conflict(.init(base: b?.value, ours: o?.value, theirs: t?.value)) }
        var entries: [MergedEntry]
        if case .dictionary(let merged)? = merged {
            entries = merged
        } else {
            entries = merger.mergeEntries(base: b?.value, ours: o.value, theirs: t.value)
        }
        guard let index = entries.firstIndex(where: { $0.name == "children" }) else { return merged }
        let baseChildren = b.flatMap { b in base?.entries(of: b.value).first { $0.name == "children" }?.value }
        entries[index].value = .conflict(
            .init(base: baseChildren, ours: entries[index].ours?.value, theirs: entries[index].theirs?.value))
        return .dictionary(entries)
    }

    /// The objects one side removed that the merge names more often than that side does: the other side added
    /// them to a list or moved them, so removing them would leave a reference to nothing. (A reference the
    /// removing side left behind itself is not counted against the merge.)
    private func removedButNamed(_ ids: [String], _ merged: [MergedValue?]) -> Set<String> {
        var removedBy: [String: Bool] = [:]  // true: by ours
        for (id, value) in zip(ids, merged) where value == nil {
            removedBy[id] = ours.object(id) == nil
        }
        guard !removedBy.isEmpty else { return [] }
        let removed = MergeSide.IDSet(removedBy.keys)
        var counts: [String: Int] = [:]
        var stack: [NodeIndex] = []
        func visit(_ value: MergedValue, ours node: NodeIndex?) {
            switch value {
            case .ours:
                if let node { ours.countUses(of: removed, in: node, into: &counts, stack: &stack) }
            case .theirs(let node):
                theirs.countUses(of: removed, in: node, into: &counts, stack: &stack)
            case .dictionary(let entries):
                for entry in entries {
                    if removed.contains(entry.name) { counts[entry.name, default: 0] += 1 }
                    visit(entry.value, ours: entry.ours?.value)
                }
            case .array(let items):
                for item in items {
                    switch item {
                    case .ours(let node): ours.countUses(of: removed, in: node, into: &counts, stack: &stack)
                    case .theirs(let node): theirs.countUses(of: removed, in: node, into: &counts, stack: &stack)
                    }
                }
            case .conflict(let conflict):
                if let node = conflict.ours { ours.countUses(of: removed, in: node, into: &counts, stack: &stack) }
                if let node = conflict.theirs { theirs.countUses(of: removed, in: node, into: &counts, stack: &stack) }
            }
        }
        for (id, value) in zip(ids, merged) {
            if let value { visit(value, ours: ours.object(id)?.value) }
        }
        // Each removing side's own uses, counted only for a side that removed something.
        let byOurs = removedBy.values.contains(true) ? ours.uses(of: removed) : [:]
        let byTheirs = removedBy.values.contains(false) ? theirs.uses(of: removed) : [:]
        return Set(
            removed.ids.filter { id in
                (counts[id] ?? 0) > ((removedBy[id]! ? byOurs : byTheirs)[id] ?? 0)
            })
    }

    /// An object of ours between conflict markers, with theirs (or nothing, when theirs removed it).
    private func objectConflict(_ o: Entry, _ t: Entry?) -> Splice {
        let block = conflictBlock(
            ours: lines(of: o, in: ours), base: baseLines(ofObject: o.name),
            theirs: t.map { lines(of: $0, in: theirs) } ?? "")
        let range = ours.entryRange(o)
        if let lines = ours.ownLines(range) {
            return Splice(replacing: lines, with: block)
        }
        return Splice(replacing: range, with: writer.newline + block)
    }

    /// An object's lines as a side has them, or its text alone on a line when it shares its lines.
    private func lines(of object: Entry, in side: MergeSide) -> String {
        let range = side.entryRange(object)
        return side.ownLines(range).map(side.text) ?? writer.objectIndent + side.text(range) + writer.newline
    }

    // MARK: - Entries and items

    /// The splices that make ours' multi-line `dictionary` hold the merged `entries`; `nil` when a change falls on
    /// a line shared with other text.
    private func entrySplices(in dictionary: NodeIndex, entries: [MergedEntry]) -> [Splice]? {
        guard ours.isMultiLine(dictionary) else { return nil }
        let existing = ours.entries(of: dictionary)
        let staying = Set(entries.compactMap { $0.ours?.name })
        var splices: [Splice] = []
        for entry in existing where !staying.contains(entry.name) {
            guard let lines = ours.ownLines(ours.entryRange(entry)) else { return nil }
            splices.append(Splice(replacing: lines, with: []))
        }
        guard let closingLine = ours.lineStart(ifBeginningLine: Int(ours.plist[dictionary].end) - 1) else { return nil }
        let indent = indentation(ofFirst: existing.first.map(\.key), in: dictionary)
        for entry in entries {
            guard let o = entry.ours else {
                // A key ours lacks: in key order, as Xcode sorts keys (after `isa`).
                var position = closingLine
                if let next = existing.first(where: { $0.name != "isa" && $0.name > entry.name }) {
                    guard let start = ours.lineStart(ifBeginningLine: Int(ours.plist[next.key].start)) else {
                        return nil
                    }
                    position = start
                }
                guard let text = newEntryLines(entry, indent: indent) else { return nil }
                splices.append(Splice(inserting: text, at: position))
                continue
            }
            let valueRange = Int(ours.plist[o.value].start)..<ours.entryEnd(o.value)
            switch entry.value {
            case .ours:
                continue
            case .theirs(let t):
                let theirsRange = Int(theirs.plist[t].start)..<theirs.entryEnd(t)
                splices.append(Splice(replacing: valueRange, with: theirs.text(theirsRange)))
                continue
            case .dictionary(let inner):
                if let changes = entrySplices(in: o.value, entries: inner) {
                    splices += changes
                    continue
                }
            case .array(let items):
                if let changes = itemSplices(in: o.value, items: items) {
                    splices += changes
                    continue
                }
            case .conflict:
                break
            }
            // Written anew, or, when it holds a conflict, between markers with theirs.
            if let value = materialize(entry.value, ours: o.value) {
                let indent = ours.bytes.indentation(ofLineContaining: Int(ours.plist[o.key].start))
                let text = writer.valueText(
                    value, indent: indent, oneLine: !ours.isMultiLine(o.value), comment: comment(of:))
                splices.append(Splice(replacing: ours.plist[o.value].range, with: text))
            } else {
                guard let lines = ours.ownLines(ours.entryRange(o)) else { return nil }
                let theirsLines = entry.theirs.map { entryLines($0, indent: indent) } ?? ""
                splices.append(
                    Splice(
                        replacing: lines,
                        with: conflictBlock(
                            ours: ours.text(lines), base: entryLines(entry.base, of: base, indent: indent),
                            theirs: theirsLines)))
            }
        }
        return splices
    }

    /// The lines of an entry ours lacks: theirs' lines, or between markers after nothing.
    private func newEntryLines(_ entry: MergedEntry, indent: String) -> String? {
        guard let t = entry.theirs else { return nil }
        switch entry.value {
        case .theirs: return entryLines(t, indent: indent)
        case .conflict:
            return conflictBlock(
                ours: "", base: entryLines(entry.base, of: base, indent: indent), theirs: entryLines(t, indent: indent))
        default: return nil
        }
    }

    /// Theirs' lines of an entry, or its text alone on a line at `indent` when it shares its lines.
    private func entryLines(_ entry: Entry, indent: String) -> String {
        entryLines(entry, of: theirs, indent: indent)
    }

    /// A side's lines of an entry, or its text alone on a line at `indent` when it shares its lines; "" when the
    /// side has no such entry.
    private func entryLines(_ entry: Entry?, of side: MergeSide?, indent: String) -> String {
        guard let entry, let side else { return "" }
        let range = side.entryRange(entry)
        return side.ownLines(range).map(side.text) ?? indent + side.text(range) + writer.newline
    }

    /// The splices that make ours' multi-line `array` hold the merged `items`: ours' items that go are cut, and
    /// theirs' are inserted after the item of ours before them; `nil` when an item shares its line.
    private func itemSplices(in array: NodeIndex, items: [MergedItem]) -> [Splice]? {
        guard ours.isMultiLine(array) else { return nil }
        let existing = Array(ours.plist.items(of: array))
        var staying: Set<NodeIndex> = []
        for case .ours(let node) in items { staying.insert(node) }
        var splices: [Splice] = []
        for item in existing where !staying.contains(item) {
            guard let lines = ours.ownLines(ours.itemRange(item)) else { return nil }
            splices.append(Splice(replacing: lines, with: []))
        }
        guard let closingLine = ours.lineStart(ifBeginningLine: Int(ours.plist[array].end) - 1) else { return nil }
        var position = closingLine
        if let first = existing.first {
            guard let start = ours.lineStart(ifBeginningLine: Int(ours.plist[first].start)) else { return nil }
            position = start
        }
        let indent = indentation(ofFirst: existing.first, in: array)
        var previousHasComma = true
        for item in items {
            switch item {
            case .ours(let node):
                guard let lines = ours.ownLines(ours.itemRange(node)) else { return nil }
                position = lines.upperBound
                previousHasComma = ours.itemHasComma(node)
            case .theirs(let node):
                guard previousHasComma else { return nil }
                let range = theirs.itemRange(node)
                var text = theirs.itemHasComma(node) ? theirs.ownLines(range).map(theirs.text) : nil
                if text == nil {
                    let item =
                        Int(theirs.plist[node].start)..<theirs.bytes.pastComments(after: Int(theirs.plist[node].end))
                    text = indent + theirs.text(item) + "," + writer.newline
                }
                splices.append(Splice(inserting: text!, at: position))
            }
        }
        return splices
    }

    /// The indentation of the lines inside a container: that of its first entry or item when it begins its line,
    /// else one unit more than the container's line.
    private func indentation(ofFirst first: NodeIndex?, in container: NodeIndex) -> String {
        if let first, ours.bytes.beginsLine(Int(ours.plist[first].start)) {
            return ours.bytes.indentation(ofLineContaining: Int(ours.plist[first].start))
        }
        return ours.bytes.indentation(ofLineContaining: Int(ours.plist[container].start)) + writer.unit
    }

    // MARK: - Values

    /// The value a merge stands for, read from the sides; `nil` when it holds a conflict.
    private func materialize(_ merged: MergedValue, ours node: NodeIndex?) -> PropertyListValue? {
        switch merged {
        case .ours:
            return node.map(ours.value)
        case .theirs(let t):
            return theirs.value(t)
        case .dictionary(let entries):
            var values: [String: PropertyListValue] = [:]
            for entry in entries {
                guard let value = materialize(entry.value, ours: entry.ours?.value) else { return nil }
                values[entry.name] = value
            }
            return .dictionary(values)
        case .array(let items):
            return .array(
                items.map {
                    switch $0 {
                    case .ours(let node): ours.value(node)
                    case .theirs(let node): theirs.value(node)
                    }
                })
        case .conflict:
            return nil
        }
    }

    /// The comment Xcode writes after an ID, as one of the sides has it.
    private func comment(of id: String) -> String? {
        ours.comment(ofObject: id) ?? theirs.comment(ofObject: id) ?? base?.comment(ofObject: id)
    }

    // MARK: - Conflicts

    /// Both sides' lines between markers, as git writes a conflict, with the base's lines in git's `diff3` style.
    private func conflictBlock(ours oursLines: String, base baseLines: String, theirs theirsLines: String) -> String {
        func marker(_ character: Character, _ label: String) -> String {
            String(repeating: character, count: markers.size) + (label.isEmpty ? "" : " " + label) + writer.newline
        }
        let base = markers.baseLabel.map { marker("|", $0) + baseLines } ?? ""
        return marker("<", markers.oursLabel) + oursLines + base + marker("=", "") + theirsLines
            + marker(">", markers.theirsLabel)
    }

    /// The base's lines of the object `id`; "" when the base has none.
    private func baseLines(ofObject id: String) -> String {
        guard let base, let object = base.object(id) else { return "" }
        return lines(of: object, in: base)
    }

    /// Lists each conflict in `merged`.
    private mutating func collectConflicts(in merged: MergedValue, objectID: String?, isa: String?, path: [String]) {
        switch merged {
        case .dictionary(let entries):
            for entry in entries {
                collectConflicts(in: entry.value, objectID: objectID, isa: isa, path: path + [entry.name])
            }
        case .conflict(let conflict):
            let kind: ProjectMerge.Conflict.Kind =
                if conflict.ours == nil {
                    .removedInOursChangedInTheirs
                } else if conflict.theirs == nil {
                    .removedInTheirsChangedInOurs
                } else if conflict.base == nil {
                    .addedDifferently
                } else {
                    .changedDifferently
                }
            conflicts.append(ProjectMerge.Conflict(kind: kind, objectID: objectID, isa: isa, keyPath: path))
        case .ours, .theirs, .array:
            break
        }
    }
}
