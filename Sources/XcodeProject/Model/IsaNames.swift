/// The isas seen so far, so that objects of one isa share its string and its `ObjectTable.Object.Kind`: a project
/// has a few dozen isas and many thousands of objects, written in sections of one isa each.
struct IsaNames {
    private var names: [(bytes: [UInt8], name: String, kind: ObjectTable.Object.Kind)] = []
    /// The position in `names` of the isa found last, tried first: the next object is almost always of the same.
    private var last = 0

    mutating func name(of node: PropertyList.NodeIndex, in plist: PropertyList) -> (String, ObjectTable.Object.Kind) {
        guard let raw = plist.rawText(node) else {
            let name = plist.string(node) ?? ""
            return (name, ObjectTable.Object.Kind(isa: name))
        }
        if last < names.count, names[last].bytes.elementsEqual(raw) {
            return (names[last].name, names[last].kind)
        }
        for (position, entry) in names.enumerated()
        where entry.bytes.count == raw.count && entry.bytes.elementsEqual(raw) {
            last = position
            return (entry.name, entry.kind)
        }
        let name = String(decoding: raw, as: UTF8.self)
        last = names.count
        names.append((Array(raw), name, ObjectTable.Object.Kind(isa: name)))
        return (name, names[last].kind)
    }
}
