import ByteWords
import XcodeProject

/// One input of a merge, read: its values, and where they are in its bytes.
struct MergeSide {
    typealias NodeIndex = PropertyList.NodeIndex

    /// An entry of a dictionary: `key = value;`.
    struct Entry {
        var name: String
        var key: NodeIndex
        var value: NodeIndex
    }

    let project: ProjectFile
    var plist: PropertyList { project.plist }
    var bytes: [UInt8] { project.plist.bytes }

    /// The object with `id`, as an entry of `objects`.
    func object(_ id: String) -> Entry? {
        guard let index = project.objects.index(of: id) else { return nil }
        let object = project.objects[index]
        return Entry(name: id, key: object.key, value: object.value)
    }

    /// The `isa` of the object with `id`, "" when it has none.
    func isa(ofObject id: String) -> String {
        project.objects.index(of: id).map { project.objects.isa($0) } ?? ""
    }

    /// The entries of a dictionary in document order; a key written twice is listed once, with its last value, as
    /// it reads.
    func entries(of dictionary: NodeIndex) -> [Entry] {
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        for (key, value) in plist.entries(of: dictionary) {
            let name = plist.string(key) ?? ""
            if let position = positions[name] {
                entries[position] = Entry(name: name, key: key, value: value)
            } else {
                positions[name] = entries.count
                entries.append(Entry(name: name, key: key, value: value))
            }
        }
        return entries
    }

    /// For each object some group lists in its `children`, the groups that list it.
    func parents() -> [String: Set<String>] {
        var parents: [String: Set<String>] = [:]
        for object in project.objects.objects where plist[object.value].kind == .dictionary {
            guard let children = entries(of: object.value).first(where: { $0.name == "children" }),
                plist[children.value].kind == .array
            else { continue }
            let group = plist.string(object.key) ?? ""
            for item in plist.items(of: children.value) {
                if let child = plist.string(item) { parents[child, default: []].insert(group) }
            }
        }
        return parents
    }

    /// How often the objects' values name each of `ids`, as a string or as a dictionary key (a target's
    /// `TargetAttributes`); the keys of `objects` are not counted.
    func uses(of ids: IDSet) -> [String: Int] {
        var counts: [String: Int] = [:]
        var stack: [NodeIndex] = []
        for object in project.objects.objects {
            countUses(of: ids, in: object.value, into: &counts, stack: &stack)
        }
        return counts
    }

    /// Adds to `counts` how often `node` and the values inside it name each of `ids`; `stack` is scratch space.
    func countUses(
        of ids: IDSet, in node: NodeIndex, into counts: inout [String: Int], stack: inout [NodeIndex]
    ) {
        stack.removeAll(keepingCapacity: true)
        stack.append(node)
        while let node = stack.popLast() {
            let value = plist[node]
            if value.isString {
                if ids.lengths.contains(value.contentRange.count), let text = plist.string(node), ids.contains(text) {
                    counts[text, default: 0] += 1
                }
            } else {
                stack += plist.children(of: node)
            }
        }
    }

    /// Object IDs to look for, with their lengths, so that most strings are passed over without being decoded.
    struct IDSet {
        let ids: Set<String>
        let lengths: Set<Int>

        init(_ ids: some Sequence<String>) {
            self.ids = Set(ids)
            lengths = Set(self.ids.map(\.utf8.count))
        }

        func contains(_ id: String) -> Bool { ids.contains(id) }
    }

    /// Whether two nodes of two sides are written alike, byte for byte; two missing nodes are.
    static func sameText(_ a: MergeSide?, _ nodeA: NodeIndex?, _ b: MergeSide?, _ nodeB: NodeIndex?) -> Bool {
        guard let a, let nodeA, let b, let nodeB else { return nodeA == nil && nodeB == nil }
        return sameBytes(a, a.plist[nodeA].range, b, b.plist[nodeB].range)
    }

    /// Whether two ranges of two sides hold the same bytes.
    static func sameBytes(_ a: MergeSide, _ rangeA: Range<Int>, _ b: MergeSide, _ rangeB: Range<Int>) -> Bool {
        // Eight bytes at a time: most of a merge is telling unchanged objects apart from changed ones.
        return a.bytes.withUnsafeBytes { bytesA in
            b.bytes.withUnsafeBytes { bytesB in
                ByteWords.equal(
                    UnsafeRawBufferPointer(rebasing: bytesA[rangeA]), UnsafeRawBufferPointer(rebasing: bytesB[rangeB]))
            }
        }
    }

    /// The value of a node, read whole.
    func value(_ node: NodeIndex) -> PropertyListValue {
        plist.value(of: node)
    }

    // MARK: - Places

    /// Past the `;` that ends the entry whose value is `value` (and the comments before it).
    func entryEnd(_ value: NodeIndex) -> Int {
        bytes.pastComments(after: Int(plist[value].end), through: UInt8(ascii: ";"))
    }

    /// The bytes of an entry, from its key to its `;`.
    func entryRange(_ entry: Entry) -> Range<Int> {
        Int(plist[entry.key].start)..<entryEnd(entry.value)
    }

    /// The bytes of a list item with its comments and the `,` after it.
    func itemRange(_ item: NodeIndex) -> Range<Int> {
        Int(plist[item].start)..<bytes.pastComments(after: Int(plist[item].end), through: UInt8(ascii: ","))
    }

    /// Whether the item's text ends with its `,`.
    func itemHasComma(_ item: NodeIndex) -> Bool {
        let range = itemRange(item)
        return bytes[range.upperBound - 1] == UInt8(ascii: ",")
    }

    /// The whole lines of `range` when nothing but spaces comes before it on its first line and nothing but spaces
    /// and comments after it on its last; `nil` otherwise.
    func ownLines(_ range: Range<Int>) -> Range<Int>? {
        guard bytes.beginsLine(range.lowerBound) else { return nil }
        let end = bytes.pastSpaces(bytes.pastComments(after: range.upperBound))
        guard end == bytes.count || bytes[end].isLineBreak else { return nil }
        return bytes.lineStart(of: range.lowerBound)..<bytes.pastLineBreak(end)
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether a node's text spans more than one line.
    func isMultiLine(_ node: NodeIndex) -> Bool {
        bytes.containsLineBreak(plist[node].range)
    }

    /// The line start of a node's first byte, when only spaces precede it on its line.
    func lineStart(ifBeginningLine offset: Int) -> Int? {
        bytes.beginsLine(offset) ? bytes.lineStart(of: offset) : nil
    }

    /// The comment Xcode writes after the ID of an object (`/* AppDelegate.swift */`), as the object's entry in
    /// `objects` has it.
    func comment(ofObject id: String) -> String? {
        guard let object = object(id) else { return nil }
        var position = bytes.pastSpaces(Int(plist[object.key].end))
        guard position + 1 < bytes.count, bytes[position] == .slash, bytes[position + 1] == .asterisk else {
            return nil
        }
        position += 2
        let start = position
        while position + 1 < bytes.count, !(bytes[position] == .asterisk && bytes[position + 1] == .slash) {
            position += 1
        }
        guard position + 1 < bytes.count else { return nil }
        var content = bytes[start..<position]
        while let first = content.first, first == .space { content = content.dropFirst() }
        while let last = content.last, last == .space { content = content.dropLast() }
        return String(decoding: content, as: UTF8.self)
    }
}
