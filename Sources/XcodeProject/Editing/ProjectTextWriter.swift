/// Turns the additions of an `EditPlan` into splices of the original text, written and placed as Xcode writes them.
///
/// New objects go into the `/* Begin <isa> section */` of their isa, before the first object with a greater
/// ID; a missing section is created between its neighbours in isa order, after a blank line. Build files and
/// file references take one line each, other objects one line per key, `isa` first and the rest sorted. New list
/// items go on lines of their own before the closing `);`, indented like their siblings; lists written on one
/// line (Xcode 16 writes some objects that way) stay on one line. A file without section markers gets its
/// objects in ID order among the others. Indentation and line breaks follow the file's own.
package struct ProjectTextWriter {
    typealias ListItem = EditPlan.ListItem
    private typealias NodeIndex = PropertyList.NodeIndex

    private let project: ProjectFile
    private var plist: PropertyList { project.plist }
    private var bytes: [UInt8] { project.plist.bytes }
    private var objects: ObjectTable { project.objects }
    /// `\n`, or `\r\n` when the file's first line ends so.
    package let newline: String
    /// The indentation of an object in `objects`: two tabs in Xcode's files.
    package let objectIndent: String
    /// One level of indentation: a tab in Xcode's files.
    package let unit: String
    var splices: [Splice] = []

    package init(project: ProjectFile) {
        self.project = project
        let bytes = project.plist.bytes
        let firstLineFeed = bytes.firstIndex(of: .lineFeed)
        newline = firstLineFeed.map { $0 > 0 && bytes[$0 - 1] == .carriageReturn } == true ? "\r\n" : "\n"
        var objectIndent = "\t\t"
        if let first = project.objects.objects.first {
            let keyStart = Int(project.plist[first.key].start)
            if bytes.beginsLine(keyStart) {
                objectIndent = bytes.indentation(ofLineContaining: keyStart)
            }
        }
        self.objectIndent = objectIndent
        let spaces = objectIndent.utf8.allSatisfy { $0 == .space }
        unit =
            spaces && !objectIndent.isEmpty && objectIndent.utf8.count % 2 == 0
            ? String(repeating: " ", count: objectIndent.utf8.count / 2) : "\t"
    }

    /// The splices that write `plan` into the project.
    mutating func splices(for plan: EditPlan) -> [Splice] {
        splices = []
        place(plan.newObjects, items: plan.itemsOfNewObjects)
        for list in plan.listOrder {
            append(plan.listAdditions[list] ?? [], to: list)
        }
        return splices
    }
}

// MARK: - Objects

extension ProjectTextWriter {
    private mutating func place(_ newObjects: [EditPlan.NewObject], items: [String: [ListItem]]) {
        place(newObjects.map { PlacedObject(id: $0.id, isa: $0.isa, text: render($0, items: items[$0.id] ?? [])) })
    }

    mutating func place(_ newObjects: [PlacedObject]) {
        guard !newObjects.isEmpty else { return }
        let sections = ObjectSection.all(in: project)
        guard !sections.isEmpty else {
            // No sections: the objects are in ID order, whatever their isa.
            let closing = Int(plist[objects.dictionary].end) - 1
            for object in newObjects.sorted(by: { $0.id < $1.id }) {
                insertObject(object, among: 0..<objects.objects.count, fallback: closing)
            }
            return
        }
        let byIsa = Dictionary(grouping: newObjects, by: \.isa)
        for isa in byIsa.keys.sorted() {
            let sorted = byIsa[isa]!.sorted { $0.id < $1.id }
            if let section = sections.first(where: { $0.name == isa }) {
                for object in sorted {
                    insertObject(object, among: section.objects, fallback: section.end.lowerBound)
                }
            } else {
                let body =
                    "/* Begin \(isa) section */" + newline
                    + sorted.map(\.text).joined()
                    + "/* End \(isa) section */" + newline
                if let next = sections.first(where: { $0.name > isa }) {
                    insertLines(body + newline, before: next.begin.lowerBound)
                } else {
                    insertLines(newline + body, after: sections.last!.end.upperBound)
                }
            }
        }
    }

    /// Inserts `object` before the first of `candidates` with a greater ID, else before `fallback`.
    private mutating func insertObject(_ object: PlacedObject, among candidates: Range<Int>, fallback: Int) {
        var low = candidates.lowerBound
        var high = candidates.upperBound
        while low < high {
            let middle = (low + high) / 2
            if id(ofObjectAt: middle, isGreaterThan: object.id) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        let offset = low < candidates.upperBound ? Int(plist[objects.objects[low].key].start) : fallback
        insertLines(object.text, before: offset)
    }

    /// Whether the ID of an existing object sorts after `id`, comparing bytes as Xcode sorts IDs.
    private func id(ofObjectAt index: Int, isGreaterThan id: String) -> Bool {
        let key = objects.objects[index].key
        guard let raw = plist.rawText(key) else { return objects.id(ObjectTable.Index(index)) > id }
        return id.utf8.lexicographicallyPrecedes(raw)
    }

    /// The text of a new object, as Xcode writes one of its isa, ending with a line break.
    private func render(_ object: EditPlan.NewObject, items: [ListItem]) -> String {
        let indent = objectIndent + unit
        let head = objectIndent + object.id + " /* " + Self.comment(object.comment) + " */ = {"
        switch object.body {
        case .buildFile(let fileRef):
            return head + "isa = PBXBuildFile; fileRef = " + item(fileRef) + "; };" + newline
        case .fileReference(let fields):
            let keys = fields.map { "\($0.key) = \(QuotedString.xcodeStyle($0.value)); " }.joined()
            return head + "isa = PBXFileReference; " + keys + "};" + newline
        case .group(let name, let path, let sourceTree):
            var text = head + newline + indent + "isa = PBXGroup;" + newline
            text += list("children", items, indent: indent)
            if let name {
                text += indent + "name = " + QuotedString.xcodeStyle(name) + ";" + newline
            }
            if let path {
                text += indent + "path = " + QuotedString.xcodeStyle(path) + ";" + newline
            }
            text += indent + "sourceTree = " + QuotedString.xcodeStyle(sourceTree) + ";" + newline
            return text + objectIndent + "};" + newline
        case .buildPhase(let writesMasks):
            var text = head + newline + indent + "isa = " + QuotedString.xcodeStyle(object.isa) + ";" + newline
            if writesMasks {
                text += indent + "buildActionMask = 2147483647;" + newline
            }
            text += list("files", items, indent: indent)
            if writesMasks {
                text += indent + "runOnlyForDeploymentPostprocessing = 0;" + newline
            }
            return text + objectIndent + "};" + newline
        }
    }

    /// `key = ( items, );` over several lines, at `indent`.
    private func list(_ key: String, _ items: [ListItem], indent: String) -> String {
        indent + key + " = (" + newline + items.map { indent + unit + item($0) + "," + newline }.joined() + indent
            + ");" + newline
    }

    private func item(_ item: ListItem) -> String {
        item.id + " /* " + Self.comment(item.comment) + " */"
    }

    /// Text for a `/* */` comment: a `*/` inside would end it early, and a line break would break the line.
    static func comment(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == .slash || $0.isLineBreak }) else { return text }
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "/" && previous == "*" {
                result.unicodeScalars.append("_")
            }
            result.unicodeScalars.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
            previous = scalar
        }
        return result
    }
}

// MARK: - Lists

extension ProjectTextWriter {
    private mutating func append(_ items: [ListItem], to list: EditPlan.ListKey) {
        guard !items.isEmpty, let index = objects.index(of: list.object) else { return }
        let dictionary = objects[index].value
        guard let value = plist.value(forKeyText: list.key, in: dictionary) else {
            insertList(list.key, items, in: dictionary, atEnd: false)
            return
        }
        if plist[value].kind == .array {
            append(items, toArray: value, in: dictionary)
        } else {
            // Not a list: a new one after it wins, as the last of two equal keys does.
            insertList(list.key, items, in: dictionary, atEnd: true)
        }
    }

    private mutating func append(_ items: [ListItem], toArray array: NodeIndex, in dictionary: NodeIndex) {
        let node = plist[array]
        let open = Int(node.start)
        let close = Int(node.end) - 1
        let existing = plist.items(of: array)
        if let last = existing.last, !hasComma(from: Int(plist[last].end), to: close) {
            splices.append(Splice(inserting: ",", at: bytes.pastComments(after: Int(plist[last].end), before: close)))
        }
        if !bytes.containsLineBreak(open..<close) {
            let dictionaryNode = plist[dictionary]
            let blank = bytes[open + 1..<close].allSatisfy { $0 == .space || $0 == .tab }
            if blank && bytes.containsLineBreak(Int(dictionaryNode.start)..<Int(dictionaryNode.end)) {
                // `children = ( );` in a multi-line object: open it up, as Xcode writes an empty list.
                let base = bytes.indentation(ofLineContaining: open)
                let lines = items.map { base + unit + item($0) + "," + newline }.joined()
                splices.append(Splice(replacing: open + 1..<close, with: newline + lines + base))
            } else {
                // A list on one line, as in Xcode 16's one-line objects: `(A /* a */, B /* b */, )`.
                let separator = bytes[close - 1].isPropertyListWhitespace || close - 1 == open ? "" : " "
                splices.append(Splice(inserting: separator + items.map { item($0) + ", " }.joined(), at: close))
            }
            return
        }
        let indent: String
        if let first = existing.first, bytes.beginsLine(Int(plist[first].start)) {
            indent = bytes.indentation(ofLineContaining: Int(plist[first].start))
        } else {
            indent = bytes.indentation(ofLineContaining: open) + unit
        }
        if bytes.beginsLine(close) {
            let lines = items.map { indent + item($0) + "," + newline }.joined()
            splices.append(Splice(inserting: lines, at: bytes.lineStart(of: close)))
        } else {
            let lines = items.map { newline + indent + item($0) + "," }.joined()
            splices.append(
                Splice(inserting: lines + newline + bytes.indentation(ofLineContaining: open), at: close))
        }
    }

    /// Adds `key = ( items );` to a dictionary: in key order (after `isa`), or last when `atEnd`.
    private mutating func insertList(_ key: String, _ items: [ListItem], in dictionary: NodeIndex, atEnd: Bool) {
        let node = plist[dictionary]
        let entries = plist.entries(of: dictionary)
        let close = Int(node.end) - 1
        var before = close
        if !atEnd,
            let next = entries.first(where: { entry in
                guard let name = plist.string(entry.key) else { return false }
                return name != "isa" && name > key
            })
        {
            before = Int(plist[next.key].start)
        }
        if !bytes.containsLineBreak(Int(node.start)..<close) {
            let separator = bytes[before - 1].isPropertyListWhitespace || before - 1 == Int(node.start) ? "" : " "
            let text = separator + key + " = (" + items.map { item($0) + ", " }.joined() + "); "
            splices.append(Splice(inserting: text, at: before))
            return
        }
        let indent: String
        if let first = entries.first, bytes.beginsLine(Int(plist[first.key].start)) {
            indent = bytes.indentation(ofLineContaining: Int(plist[first.key].start))
        } else {
            indent = bytes.indentation(ofLineContaining: Int(node.start)) + unit
        }
        let text =
            indent + key + " = (" + newline
            + items.map { indent + unit + item($0) + "," + newline }.joined() + indent + ");" + newline
        insertLines(text, before: before)
    }

    /// Whether a `,` follows an item before `end`, past whitespace and comments.
    private func hasComma(from start: Int, to end: Int) -> Bool {
        var position = start
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: ",") {
                return true
            }
            if byte == .slash && position + 1 < end && bytes[position + 1] == .asterisk {
                position += 2
                while position + 1 < end && !(bytes[position] == .asterisk && bytes[position + 1] == .slash) {
                    position += 1
                }
                position += 2
            } else if byte == .slash && position + 1 < end && bytes[position + 1] == .slash {
                while position < end && !bytes[position].isLineBreak {
                    position += 1
                }
            } else if byte.isPropertyListWhitespace {
                position += 1
            } else {
                return false
            }
        }
        return false
    }
}

// MARK: - Lines

extension ProjectTextWriter {
    /// Inserts whole lines before the line that `offset` starts, or right at `offset`, on a line of their own,
    /// when something precedes it on its line.
    private mutating func insertLines(_ text: String, before offset: Int) {
        if bytes.beginsLine(offset) {
            splices.append(Splice(inserting: text, at: bytes.lineStart(of: offset)))
        } else {
            splices.append(Splice(inserting: newline + text, at: offset))
        }
    }

    /// Inserts whole lines after the line that `offset` ends, or right at `offset`, on lines of their own, when
    /// something follows it on its line.
    private mutating func insertLines(_ text: String, after offset: Int) {
        let position = bytes.pastSpaces(offset)
        if position < bytes.count && bytes[position].isLineBreak {
            splices.append(Splice(inserting: text, at: bytes.pastLineBreak(position)))
        } else {
            splices.append(Splice(inserting: newline + text, at: offset))
        }
    }
}
