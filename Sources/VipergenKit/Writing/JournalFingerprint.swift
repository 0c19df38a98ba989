import Files

/// How the recovery journal recognizes a file's bytes: whether a file is still as the killed run found it or as it
/// wrote it.
///
/// A fingerprint is `f128-` and 32 hex digits: two 64-bit multiply-and-shift lanes over the bytes eight at a time,
/// and their length. It tells an edit from the bytes the run wrote as surely as a digest does (edits are not chosen
/// to collide), at a tenth of SHA-256's time: a gen into a 900 KB project file took its fingerprint before and
/// after the edit, which with SHA-256 was a fifth of the gen. Journals of earlier versions hold SHA-256 digests (64
/// hex digits); those are still recognized, so a run killed before an upgrade is repaired after it.
enum JournalFingerprint {
    static let prefix = "f128-"

    /// The fingerprint of `bytes`.
    static func of(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            var first: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(buffer.count)
            var second: UInt64 = 0x1319_8A2E_0370_7344 &+ UInt64(buffer.count)
            var index = 0
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= buffer.count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    first = (first ^ word) &* 0x9E37_79B9_7F4A_7C15
                    first ^= first >> 29
                    second = (second &+ word) &* 0xC2B2_AE3D_27D4_EB4F
                    second ^= second >> 31
                    index += 8
                }
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < buffer.count {
                tail |= UInt64(buffer[index]) << shift
                shift += 8
                index += 1
            }
            first = mixed((first ^ tail) &* 0x9E37_79B9_7F4A_7C15)
            second = mixed((second &+ tail) &* 0xC2B2_AE3D_27D4_EB4F ^ first)
            return prefix + hex(first) + hex(second)
        }
    }

    /// Whether `bytes` (`nil`: no file) are what `fingerprint` (`nil`: no file) recognizes, by this fingerprint or by
    /// the SHA-256 an earlier version's journal holds.
    static func matches(_ bytes: [UInt8]?, _ fingerprint: String?) -> Bool {
        switch (bytes, fingerprint) {
        case (nil, nil): return true
        case (let bytes?, let fingerprint?):
            return fingerprint.hasPrefix(prefix) ? of(bytes) == fingerprint : SHA256.hex(bytes) == fingerprint
        default: return false
        }
    }

    /// MurmurHash3's finalizer: every bit of the result depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
