/// SHA-256 (FIPS 180-4), so the lock can fingerprint files without a crypto dependency.
package enum SHA256 {
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The digest of `bytes` as 64 lowercase hex digits.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        let words =
            bytes.withContiguousStorageIfAvailable(digest) ?? Array(bytes).withUnsafeBufferPointer(digest)
        let digits = Array("0123456789abcdef")
        var text = ""
        for word in words {
            for shift in stride(from: 28, through: 0, by: -4) {
                text.append(digits[Int((word >> UInt32(shift)) & 0xF)])
            }
        }
        return text
    }

    /// The eight words of the digest. Whole blocks are read in place; only the last, padded with the length, is
    /// copied: a project file of a megabyte or more is hashed before and after every run that edits it.
    private static func digest(_ input: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var h: State = (
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
        )
        let whole = input.count / 64
        var tail = Array(input[(whole * 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(input.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> shift))
        }
        var schedule = [UInt32](repeating: 0, count: 64)
        schedule.withUnsafeMutableBufferPointer { w in
            k.withUnsafeBufferPointer { k in
                if let base = input.baseAddress {
                    for block in 0..<whole { compress(base + block * 64, into: &h, w, k) }
                }
                tail.withUnsafeBufferPointer { padded in
                    for block in 0..<(padded.count / 64) { compress(padded.baseAddress! + block * 64, into: &h, w, k) }
                }
            }
        }
        return [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7]
    }

    /// The eight working words, as a tuple: no copy-on-write check on each of the 64 rounds' updates.
    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// Adds the 64-byte block at `block` to the state `h`, with `w` as the message schedule's room.
    ///
    /// The rounds go eight at a time, each naming the working words where the one before left them, instead of
    /// moving all eight words down every round: a third fewer instructions, and a gen hashes every file it writes.
    private static func compress(
        _ block: UnsafePointer<UInt8>, into h: inout State, _ w: UnsafeMutableBufferPointer<UInt32>,
        _ k: UnsafeBufferPointer<UInt32>
    ) {
        let raw = UnsafeRawPointer(block)
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
        }
        for t in 16..<64 {
            let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = h
        var t = 0
        while t < 64 {
            round(a, b, c, &d, e, f, g, &hh, k[t] &+ w[t])
            round(hh, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1])
            round(g, hh, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2])
            round(f, g, hh, &a, b, c, d, &e, k[t + 3] &+ w[t + 3])
            round(e, f, g, &hh, a, b, c, &d, k[t + 4] &+ w[t + 4])
            round(d, e, f, &g, hh, a, b, &c, k[t + 5] &+ w[t + 5])
            round(c, d, e, &f, g, hh, a, &b, k[t + 6] &+ w[t + 6])
            round(b, c, d, &e, f, g, hh, &a, k[t + 7] &+ w[t + 7])
            t += 8
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
    }

    /// One round, with the words in the places they hold at its start: `d` gains the round's sum, and `h`
    /// becomes the next round's `a`.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ constantAndWord: UInt32
    ) {
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ s1 &+ choice &+ constantAndWord
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        d = d &+ temp1
        h = temp1 &+ s0 &+ majority
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ amount: UInt32) -> UInt32 {
        (value >> amount) | (value << (32 - amount))
    }
}
