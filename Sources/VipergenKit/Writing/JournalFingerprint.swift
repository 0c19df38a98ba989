import Files

/// How the recovery journal recognizes a file's bytes: whether a file is still as the killed run found it or as it
/// wrote it.
///
/// A fingerprint is `f128-` and 32 hex digits: four 64-bit multiply-and-shift lanes over the bytes eight at a time,
/// mixed into two words with the length. It tells an edit from the bytes the run wrote as surely as a digest does
/// (edits are not chosen to collide), in a sixtieth of our SHA-256's time: a gen into a 900 KB project file took its
/// SHA-256 before and after the edit, a fifth of the gen. Journals of earlier versions hold SHA-256 digests (64 hex
/// digits); those are still recognized, so a run killed before an upgrade is repaired after it.
enum JournalFingerprint {
    static let prefix = "f128-"

    /// The fingerprint of `bytes`.
    static func of(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            // Four lanes, each taking every fourth word: their multiplications do not wait on one another.
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (
                0x243F_6A88_85A3_08D3 ^ UInt64(buffer.count), 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0,
                0x082E_FA98_EC4E_6C89
            )
            var index = 0
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                func word(_ offset: Int) -> UInt64 {
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                }
                while index + 32 <= buffer.count {
                    lanes.0 = step(lanes.0, word(index))
                    lanes.1 = step(lanes.1, word(index + 8))
                    lanes.2 = step(lanes.2, word(index + 16))
                    lanes.3 = step(lanes.3, word(index + 24))
                    index += 32
                }
                while index + 8 <= buffer.count {
                    lanes.0 = step(lanes.0, word(index))
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
            let first = mixed(step(lanes.0, tail) ^ mixed(lanes.2))
            let second = mixed(lanes.1 &+ mixed(lanes.3 ^ first))
            return hex(first, second)
        }
    }

    /// One word into a lane.
    @inline(__always)
    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let value = (lane ^ word) &* 0x9E37_79B9_7F4A_7C15
        return value ^ (value >> 29)
    }

    /// Whether `bytes` (`nil`: no file) are what `fingerprint` (`nil`: no file) recognizes, by this fingerprint or by
    /// the SHA-256 an earlier version's journal holds.
    static func matches(_ bytes: [UInt8]?, _ fingerprint: String?) -> Bool {
        var file = File(bytes)
        return file.matches(fingerprint)
    }

    /// A file's bytes (`nil`: no file), compared with several recorded fingerprints: each kind is computed once.
    struct File {
        let bytes: [UInt8]?
        private var fingerprint: String?
        private var digest: String?

        init(_ bytes: [UInt8]?) {
            self.bytes = bytes
        }

        /// Whether the bytes are what `recorded` (`nil`: no file) recognizes.
        mutating func matches(_ recorded: String?) -> Bool {
            guard let bytes, let recorded else { return bytes == nil && recorded == nil }
            if recorded.hasPrefix(JournalFingerprint.prefix) {
                fingerprint = fingerprint ?? JournalFingerprint.of(bytes)
                return fingerprint == recorded
            }
            digest = digest ?? SHA256.hex(bytes)
            return digest == recorded
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

    /// `prefix` and the two words as 32 hex digits, written into the string's storage at once: the standard
    /// library's `String(_:radix:)` and the padding around it cost 2,700 instructions a fingerprint, for each file
    /// a run writes.
    private static func hex(_ first: UInt64, _ second: UInt64) -> String {
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: prefix.utf8.count + 32) { buffer in
            var index = 0
            for byte in prefix.utf8 {
                buffer[index] = byte
                index += 1
            }
            for word in [first, second] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    buffer[index] = digits.utf8Start[Int((word >> UInt64(shift)) & 0xF)]
                    index += 1
                }
            }
            return index
        }
    }
}
