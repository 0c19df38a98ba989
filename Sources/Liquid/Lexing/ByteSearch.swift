/// Finds a byte in a buffer eight bytes at a time: the lexer looks for every `{` of a template, and text between
/// tags is most of one.
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first `target` in `bytes` at or after `start`, or `nil`.
    static func firstIndex(of target: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        let pattern = UInt64(target) &* ones
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let matches = word ^ pattern
            // A byte of `matches` is zero where the word holds `target`; the lowest such byte is marked exactly
            // (a borrow only marks bytes above a zero byte).
            let found = (matches &- ones) & ~matches & highs
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }
}
