import ByteWords

/// The distinct texts of one kind in a template (its fixed paths, the first names of its paths, its filter names),
/// numbered in the order found: an open-addressing table keyed by the bytes as written.
///
/// Its own small hash of a few bytes costs a fraction of `Hasher`'s, and a struct mutated in one access spares the
/// exclusivity checks of a class's properties: with a `[String: Int]` and a key string built per path, numbering
/// paths was a fifth of a parse.
struct PathTable {
    /// Each text's range in the template's bytes, by slot.
    private var texts: [Range<Int>] = {
        var texts: [Range<Int>] = []
        texts.reserveCapacity(32)
        return texts
    }()
    /// Slots by the hash of their text; -1 marks an empty bucket. Never more than half full.
    private var buckets = [Int](repeating: -1, count: 64)

    var count: Int { texts.count }

    /// The slot of the text at `text` of `bytes`, numbered on first sight.
    mutating func slot(_ text: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = buckets.count - 1
        var bucket = PathTable.hash(bytes, text) & mask
        while case let slot = buckets[bucket], slot >= 0 {
            let known = texts[slot]
            if known.count == text.count, PathTable.equal(bytes, known.lowerBound, text.lowerBound, text.count) {
                return slot
            }
            bucket = (bucket + 1) & mask
        }
        texts.append(text)
        buckets[bucket] = texts.count - 1
        if texts.count * 2 > buckets.count { rehash(in: bytes) }
        return texts.count - 1
    }

    /// Doubles the table and places every slot again.
    private mutating func rehash(in bytes: UnsafeBufferPointer<UInt8>) {
        buckets = [Int](repeating: -1, count: buckets.count * 2)
        let mask = buckets.count - 1
        for (slot, text) in texts.enumerated() {
            var bucket = PathTable.hash(bytes, text) & mask
            while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = slot
        }
    }

    /// Whether the `count` bytes at `left` and at `right` are the same.
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ left: Int, _ right: Int, _ count: Int) -> Bool {
        ByteWords.equal(text(left..<left + count, of: bytes), text(right..<right + count, of: bytes))
    }

    /// A hash of the text's bytes, unkeyed: a template's paths are its own, not an adversary's.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Int {
        Int(truncatingIfNeeded: ByteWords.hash(Self.text(text, of: bytes)))
    }

    private static func text(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[range])
    }
}
