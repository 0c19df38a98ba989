/// The strings of one length that a file mentions anywhere, as keys or values.
struct MentionedStrings {
    private let plist: PropertyList
    private let length: Int
    private var table: ByteStringTable
    /// Those written with escapes, decoded.
    private var decoded: Set<String> = []

    init(_ plist: PropertyList, length: Int) {
        self.plist = plist
        self.length = length
        var candidates: [PropertyList.NodeIndex] = []
        for (index, node) in plist.nodes.enumerated() where node.isString {
            if node.hasEscapes {
                if let text = plist.string(PropertyList.NodeIndex(index)), text.utf8.count == length {
                    decoded.insert(text)
                }
            } else if node.contentRange.count == length {
                candidates.append(PropertyList.NodeIndex(index))
            }
        }
        var table = ByteStringTable(capacity: candidates.count)
        plist.bytes.withUnsafeBytes { file in
            for node in candidates {
                _ = table.insert(node, id: Self.bytes(of: node, in: plist, file: file)) {
                    Self.bytes(of: $0, in: plist, file: file)
                }
            }
        }
        self.table = table
    }

    func contains(_ text: String) -> Bool {
        guard text.utf8.count == length else { return false }
        if decoded.contains(text) {
            return true
        }
        var text = text
        return text.withUTF8 { utf8 in
            plist.bytes.withUnsafeBytes { file in
                table.find(UnsafeRawBufferPointer(utf8)) { Self.bytes(of: $0, in: plist, file: file) } != nil
            }
        }
    }

    private static func bytes(of node: PropertyList.NodeIndex, in plist: PropertyList, file: UnsafeRawBufferPointer)
        -> UnsafeRawBufferPointer
    {
        UnsafeRawBufferPointer(rebasing: file[plist[node].contentRange])
    }
}
