import ByteWords

/// The strings of one length that a file mentions anywhere, as keys or values: asked whether a new object's ID
/// is one of them.
///
/// A project mentions tens of thousands of IDs (each object's, and every reference to it), and a new module asks
/// about a couple of dozen. So the strings are not stored: each sets two bits of a filter (at least four bits per
/// node of the file), and a string whose bits are not both set is not mentioned. The rare string whose bits are set is
/// looked for among the file's strings one by one. A table of every mention, as before, took half a megabyte of
/// fresh memory in a large project, a page fault for every 4 KB of it.
struct MentionedStrings {
    private let plist: PropertyList
    private let length: Int
    /// Two bits per mention, at positions taken from the string's hash; a power of two of them.
    private let filter: [UInt64]
    private let mask: UInt64
    /// Those written with escapes, decoded.
    private let decoded: Set<String>

    init(_ plist: PropertyList, length: Int) {
        self.plist = plist
        self.length = length
        // Sized by the nodes, a bound on the mentions that needs no pass of its own: about half of a project's
        // nodes are IDs.
        var bits = 4096
        while bits < plist.nodes.count * 4 {
            bits *= 2
        }
        let mask = UInt64(bits - 1)
        self.mask = mask
        var filter = [UInt64](repeating: 0, count: bits / 64)
        var decoded: Set<String> = []
        plist.nodes.withUnsafeBufferPointer { nodes in
            plist.bytes.withUnsafeBytes { file in
                filter.withUnsafeMutableBufferPointer { filter in
                    for index in nodes.indices where nodes[index].isString {
                        let node = nodes[index]
                        if node.hasEscapes {
                            if let text = plist.string(PropertyList.NodeIndex(index)), text.utf8.count == length {
                                decoded.insert(text)
                            }
                        } else if node.contentRange.count == length {
                            let hash = ByteStringTable.hash(UnsafeRawBufferPointer(rebasing: file[node.contentRange]))
                            let (first, second) = Self.bits(of: hash, mask: mask)
                            filter[Int(first >> 6)] |= 1 << (first & 63)
                            filter[Int(second >> 6)] |= 1 << (second & 63)
                        }
                    }
                }
            }
        }
        self.filter = filter
        self.decoded = decoded
    }

    func contains(_ text: String) -> Bool {
        guard text.utf8.count == length else { return false }
        if decoded.contains(text) {
            return true
        }
        var text = text
        return text.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            guard mayContain(bytes) else { return false }
            return plist.bytes.withUnsafeBytes { file in
                plist.nodes.contains { node in
                    node.isString && !node.hasEscapes && node.contentRange.count == length
                        && ByteWords.equal(UnsafeRawBufferPointer(rebasing: file[node.contentRange]), bytes)
                }
            }
        }
    }

    /// Whether the filter's bits for `bytes` are set: false means the file does not mention them.
    func mayContain(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let (first, second) = Self.bits(of: ByteStringTable.hash(bytes), mask: mask)
        return filter[Int(first >> 6)] & (1 << (first & 63)) != 0
            && filter[Int(second >> 6)] & (1 << (second & 63)) != 0
    }

    /// The two bits of the filter that stand for a string's hash: its low bits, and the bits from the 32nd on.
    @inline(__always)
    private static func bits(of hash: UInt64, mask: UInt64) -> (UInt64, UInt64) {
        (hash & mask, (hash >> 32) & mask)
    }
}
