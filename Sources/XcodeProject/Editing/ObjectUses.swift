/// Where each object of a project is named by another: every string of every object's value that is the ID of
/// another object, with the key and list it stands in. The removal step asks it what else goes with an object.
struct ObjectUses: Sendable {
    typealias Index = ObjectTable.Index
    typealias NodeIndex = PropertyList.NodeIndex

    /// A string in an object that names another object.
    struct Use: Sendable {
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

    private let uses: [Index: [Use]]

    /// Indexes the uses of every object of `project`: one walk over the values of all objects.
    init(_ project: ProjectFile) {
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
                switch plist[node].kind {
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
        self.uses = uses
    }

    /// Where `object` is named, in the order of the objects that name it.
    subscript(object: Index) -> [Use] { uses[object] ?? [] }
}
