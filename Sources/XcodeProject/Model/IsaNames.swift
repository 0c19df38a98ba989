import ByteWords

/// The isas seen so far, so that objects of one isa share its number and its `ObjectTable.Object.Kind`: a project
/// has a few dozen isas and many thousands of objects, written in sections of one isa each.
struct IsaNames {
    /// The isas by number; the first, 0, is "" (no isa).
    private(set) var names: [String] = [""]
    private var entries: [(bytes: [UInt8], number: UInt32, kind: ObjectTable.Object.Kind)] = []
    /// The position in `entries` of the isa found last, tried first: the next object is almost always of the same.
    private var last = 0

    /// The number and kind of the isa in `node`, or of none when `node` is `nil`.
    mutating func number(of node: PropertyList.NodeIndex?, in plist: PropertyList) -> (
        UInt32, ObjectTable.Object.Kind
    ) {
        guard let node else { return (0, .other) }
        guard let raw = plist.rawText(node) else {
            let name = plist.string(node) ?? ""
            return (add(name), ObjectTable.Object.Kind(isa: name))
        }
        if last < entries.count, Self.equal(entries[last].bytes, raw) {
            return (entries[last].number, entries[last].kind)
        }
        for (position, entry) in entries.enumerated() where Self.equal(entry.bytes, raw) {
            last = position
            return (entry.number, entry.kind)
        }
        let name = String(decoding: raw, as: UTF8.self)
        let kind = ObjectTable.Object.Kind(isa: name)
        last = entries.count
        entries.append((Array(raw), add(name), kind))
        return (entries[last].number, kind)
    }

    /// The number of `name`, added when new.
    private mutating func add(_ name: String) -> UInt32 {
        if let number = names.firstIndex(of: name) { return UInt32(number) }
        names.append(name)
        return UInt32(names.count - 1)
    }

    private static func equal(_ bytes: [UInt8], _ raw: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { bytes in raw.withUnsafeBytes { ByteWords.equal(bytes, $0) } }
    }
}
