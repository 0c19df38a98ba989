/// Questions asked of bytes eight at a time, the way the readers of large inputs skip what they do not care
/// about: the Liquid lexer looks for every `{` of a template, the project reader for the line breaks and comment
/// ends of a file of a megabyte, and the UTF-8 check for the first byte that is not ASCII. The tables that number
/// byte strings in place (a template's paths, a project's object IDs) and the project merge's comparison of objects
/// compare and hash runs of bytes the same way.
///
/// A word is eight bytes loaded little-endian, so that the byte at offset `i` is bits `8i..<8i+8`; a mask marks a
/// byte by its high bit.
public enum ByteWords {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    /// The high bit of every byte: a word whose bytes are all ASCII has none of them.
    public static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `pointer`, the first of them in the lowest bits.
    @inlinable @inline(__always)
    public static func load(_ pointer: UnsafeRawPointer) -> UInt64 {
        UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `word` that equals `byte`, and no other bit: the exact form of the zero-byte
    /// test, whose marks can be counted and located (the shorter form also marks some bytes above a match).
    @inlinable @inline(__always)
    public static func matches(of byte: UInt8, in word: UInt64) -> UInt64 {
        let spread = word ^ (UInt64(byte) &* ones)
        return ~(((spread & lows) &+ lows) | spread | lows)
    }

    /// The high bit of each byte of `word` from `lower` through `upper`, for a word of ASCII bytes (no high bit
    /// set) and bounds below 0x80: two additions carry into a byte's high bit when it is at least `lower`, and
    /// when it is above `upper`.
    @inlinable @inline(__always)
    public static func asciiBytes(in range: ClosedRange<UInt8>, of word: UInt64) -> UInt64 {
        let atLeastLower = word &+ UInt64(0x80 - range.lowerBound) &* ones
        let aboveUpper = word &+ UInt64(0x7F - range.upperBound) &* ones
        return atLeastLower & ~aboveUpper & highBits
    }

    /// The offset of the byte a mask marks first.
    @inlinable @inline(__always)
    public static func firstMarked(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount / 8
    }

    /// The offset of the first `target` in `bytes` at or after `start`, or `nil`.
    @inlinable
    public static func firstIndex(of target: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count {
            let found = matches(of: target, in: load(base + index))
            if found != 0 { return index + firstMarked(found) }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the first byte of `bytes` at or after `start` that is one of `targets`, or `nil`: what a
    /// scanner stops at inside a block it passes over (braces, quotes and comment starts).
    @inlinable
    public static func firstIndex(
        ofAnyOf targets: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let wanted = UnsafeBufferPointer(start: targets.utf8Start, count: targets.utf8CodeUnitCount)
        var index = start
        while index + 8 <= bytes.count {
            let word = load(base + index)
            var found: UInt64 = 0
            for target in wanted { found |= matches(of: target, in: word) }
            if found != 0 { return index + firstMarked(found) }
            index += 8
        }
        while index < bytes.count {
            if wanted.contains(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the first `first` directly followed by `second` in `bytes`, at or after `start`, or `nil`:
    /// the end of a comment (`*/`) or of a Liquid tag (`%}`).
    @inlinable
    public static func firstIndex(
        of first: UInt8, followedBy second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        var index = start
        while let found = firstIndex(of: first, in: bytes, from: index) {
            guard found + 1 < bytes.count else { return nil }
            if bytes[found + 1] == second { return found }
            index = found + 1
        }
        return nil
    }

    /// The runs of `bytes` between `separator`s, as `split(separator:omittingEmptySubsequences:)` returns them,
    /// with the separators found eight bytes at a time: the generic `split` reads one byte at a time through a
    /// closure, about forty instructions a byte, which was most of the cost of loading a cache of a large app.
    @inlinable
    public static func split(
        _ bytes: ArraySlice<UInt8>, separator: UInt8, omittingEmptySubsequences: Bool = true
    ) -> [ArraySlice<UInt8>] {
        bytes.withUnsafeBufferPointer { buffer in
            var pieces: [ArraySlice<UInt8>] = []
            var start = 0
            while true {
                let end = firstIndex(of: separator, in: buffer, from: start) ?? buffer.count
                if end > start || !omittingEmptySubsequences {
                    pieces.append(bytes[(bytes.startIndex + start)..<(bytes.startIndex + end)])
                }
                guard end < buffer.count else { return pieces }
                start = end + 1
            }
        }
    }

    /// The offset just past the last byte of `bytes` that is not ASCII, or 0 when they all are: everything from
    /// there on is ASCII. Read from the end eight bytes at a time.
    @inlinable
    public static func endOfLastNonASCII(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var end = bytes.count
        while end >= 8 {
            let high = load(base + end - 8) & highBits
            if high != 0 { return end - 8 + (63 - high.leadingZeroBitCount) / 8 + 1 }
            end -= 8
        }
        while end > 0 {
            if bytes[end - 1] >= 0x80 { return end }
            end -= 1
        }
        return 0
    }

    /// Whether `left` and `right` hold the same bytes, compared eight at a time.
    @inlinable
    public static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        guard left.count == right.count else { return false }
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= left.count {
            if load(a + offset) != load(b + offset) { return false }
            offset += 8
        }
        while offset < left.count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    /// A 64-bit hash of `bytes`: each word multiplied in, the last few bytes as one more word, then a final mix.
    /// `seed` keys it, for a table whose keys come from outside (a project's object IDs).
    @inlinable
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ load(bytes.baseAddress! + offset)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        }
        hash ^= hash >> 32
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }
}
