import ByteWords

/// A hash table of byte strings that live elsewhere (in the file's bytes), stored as `Int32` handles: object IDs
/// to object indexes, or the strings a file mentions.
///
/// A project follows tens of thousands of references while it is indexed; a `Dictionary` would need a `String`
/// (an allocation for IDs longer than 15 bytes) and SipHash for each. This table stores only handles, hashes
/// eight bytes at a time, and compares candidates against the bytes a handle stands for. Its hash is seeded per
/// process, so crafted IDs cannot make every lookup collide.
struct ByteStringTable: Sendable {
    /// The handle in each slot, or -1 for an empty slot. The count is a power of two, at least twice the number
    /// of handles.
    private var slots: [Int32]
    private let mask: Int
    private static let seed = UInt64.random(in: .min ... .max)

    /// An empty table with room for `count` handles.
    init(capacity count: Int) {
        var size = 16
        while size < count * 2 {
            size *= 2
        }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// The handle whose string is `id`; `keyOf` gives the string of a handle.
    func find(
        _ id: UnsafeRawBufferPointer, keyOf: (Int32) -> UnsafeRawBufferPointer
    ) -> Int32? {
        var slot = Int(truncatingIfNeeded: Self.hash(id)) & mask
        while true {
            let candidate = slots[slot]
            if candidate < 0 {
                return nil
            }
            if ByteWords.equal(keyOf(candidate), id) {
                return candidate
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `index` under `id`, or returns the handle already there.
    mutating func insert(
        _ index: Int32, id: UnsafeRawBufferPointer, keyOf: (Int32) -> UnsafeRawBufferPointer
    ) -> Int32? {
        var slot = Int(truncatingIfNeeded: Self.hash(id)) & mask
        while true {
            let candidate = slots[slot]
            if candidate < 0 {
                slots[slot] = index
                return nil
            }
            if ByteWords.equal(keyOf(candidate), id) {
                return candidate
            }
            slot = (slot + 1) & mask
        }
    }

    /// A 64-bit hash of `bytes`, keyed by the process's seed.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        ByteWords.hash(bytes, seed: seed)
    }
}
