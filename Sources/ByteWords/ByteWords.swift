/// Questions asked of bytes eight at a time, the way the readers of large inputs skip what they do not care
/// about: the Liquid lexer looks for every `{` of a template, the project reader for the line breaks and comment
/// ends of a file of a megabyte, and the UTF-8 check for the first byte that is not ASCII.
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
}
