/// The isas seen so far, so that objects of one isa share its string: a project has a few dozen isas and many
/// thousands of objects.
struct IsaNames {
    private var names: [String] = []

    mutating func name(of node: PropertyList.NodeIndex, in plist: PropertyList) -> String {
        guard let raw = plist.rawText(node) else { return plist.string(node) ?? "" }
        for name in names where name.utf8.count == raw.count {
            var name = name
            if name.withUTF8({ $0.elementsEqual(raw) }) {
                return name
            }
        }
        let name = String(decoding: raw, as: UTF8.self)
        names.append(name)
        return name
    }
}
