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
        bytes.withContiguousStorageIfAvailable { hex(digest($0)) }
            ?? Array(bytes).withUnsafeBufferPointer { hex(digest($0)) }
    }

    /// The digest of `bytes` as 64 lowercase hex digits: an array's bytes read in place, with no generic call.
    package static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { hex(digest($0)) }
    }

    /// The digits of `state`, written into the string's storage: appending them one by one as characters cost
    /// more than hashing a file of a kilobyte.
    private static func hex(_ state: State) -> String {
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return String(unsafeUninitializedCapacity: 64) { text in
            let digits: StaticString = "0123456789abcdef"
            for (index, word) in words.enumerated() {
                for nibble in 0..<8 {
                    let value = Int((word >> UInt32(28 - nibble * 4)) & 0xF)
                    text[index * 8 + nibble] = digits.utf8Start[value]
                }
            }
            return 64
        }
    }

    /// The eight words of the digest. Whole blocks are read in place; only the last, padded with the length, is
    /// copied: a project file of a megabyte or more is hashed before and after every run that edits it.
    private static func digest(_ input: UnsafeBufferPointer<UInt8>) -> State {
        var h: State = (
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
        )
        let whole = input.count / 64
        // The rest of the input, the 0x80 byte, zeros and the length in bits: one block, or two when the rest
        // leaves no room for the length.
        let rest = input.count - whole * 64
        let tailBlocks = rest < 56 ? 1 : 2
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
            tail.initialize(repeating: 0)
            if rest > 0, let base = input.baseAddress {
                UnsafeMutableRawPointer(tail.baseAddress!).copyMemory(from: base + whole * 64, byteCount: rest)
            }
            tail[rest] = 0x80
            let bitLength = UInt64(input.count) &* 8
            for index in 0..<8 {
                tail[tailBlocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (UInt64(index) * 8))
            }
            k.withUnsafeBufferPointer { k in
                if let base = input.baseAddress {
                    for block in 0..<whole { compress(base + block * 64, into: &h, k) }
                }
                for block in 0..<tailBlocks { compress(UnsafePointer(tail.baseAddress! + block * 64), into: &h, k) }
            }
        }
        return h
    }

    /// The eight working words, as a tuple: no copy-on-write check on each of the 64 rounds' updates.
    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// Adds the 64-byte block at `block` to the state `h`.
    ///
    /// The rounds go eight at a time, each naming the working words where the one before left them, instead of
    /// moving all eight words down every round: a third fewer instructions, and a gen hashes every file it writes.
    /// The message schedule is sixteen words kept in a tuple, each replaced as the rounds reach it, rather than an
    /// array of sixty-four read back from memory.
    private static func compress(_ block: UnsafePointer<UInt8>, into h: inout State, _ k: UnsafeBufferPointer<UInt32>) {
        let raw = UnsafeRawPointer(block)
        func word(_ index: Int) -> UInt32 {
            UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        var w: Schedule = (
            word(0), word(1), word(2), word(3), word(4), word(5), word(6), word(7),
            word(8), word(9), word(10), word(11), word(12), word(13), word(14), word(15)
        )
        var (a, b, c, d, e, f, g, hh) = h
        var t = 0
        while t < 64 {
            if t >= 16 { nextSchedule(&w) }
            round(a, b, c, &d, e, f, g, &hh, k[t] &+ w.0)
            round(hh, a, b, &c, d, e, f, &g, k[t + 1] &+ w.1)
            round(g, hh, a, &b, c, d, e, &f, k[t + 2] &+ w.2)
            round(f, g, hh, &a, b, c, d, &e, k[t + 3] &+ w.3)
            round(e, f, g, &hh, a, b, c, &d, k[t + 4] &+ w.4)
            round(d, e, f, &g, hh, a, b, &c, k[t + 5] &+ w.5)
            round(c, d, e, &f, g, hh, a, &b, k[t + 6] &+ w.6)
            round(b, c, d, &e, f, g, hh, &a, k[t + 7] &+ w.7)
            round(a, b, c, &d, e, f, g, &hh, k[t + 8] &+ w.8)
            round(hh, a, b, &c, d, e, f, &g, k[t + 9] &+ w.9)
            round(g, hh, a, &b, c, d, e, &f, k[t + 10] &+ w.10)
            round(f, g, hh, &a, b, c, d, &e, k[t + 11] &+ w.11)
            round(e, f, g, &hh, a, b, c, &d, k[t + 12] &+ w.12)
            round(d, e, f, &g, hh, a, b, &c, k[t + 13] &+ w.13)
            round(c, d, e, &f, g, hh, a, &b, k[t + 14] &+ w.14)
            round(b, c, d, &e, f, g, hh, &a, k[t + 15] &+ w.15)
            t += 16
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
    }

    /// Sixteen words of the message schedule.
    private typealias Schedule = (
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
    )

    /// The next sixteen words of the schedule from the last sixteen: word `t` is
    /// `σ1(w[t-2]) + w[t-7] + σ0(w[t-15]) + w[t-16]`, and `w.n` holds `w[t-16+n]`.
    @inline(__always)
    private static func nextSchedule(_ w: inout Schedule) {
        w.0 = w.0 &+ sigma0(w.1) &+ w.9 &+ sigma1(w.14)
        w.1 = w.1 &+ sigma0(w.2) &+ w.10 &+ sigma1(w.15)
        w.2 = w.2 &+ sigma0(w.3) &+ w.11 &+ sigma1(w.0)
        w.3 = w.3 &+ sigma0(w.4) &+ w.12 &+ sigma1(w.1)
        w.4 = w.4 &+ sigma0(w.5) &+ w.13 &+ sigma1(w.2)
        w.5 = w.5 &+ sigma0(w.6) &+ w.14 &+ sigma1(w.3)
        w.6 = w.6 &+ sigma0(w.7) &+ w.15 &+ sigma1(w.4)
        w.7 = w.7 &+ sigma0(w.8) &+ w.0 &+ sigma1(w.5)
        w.8 = w.8 &+ sigma0(w.9) &+ w.1 &+ sigma1(w.6)
        w.9 = w.9 &+ sigma0(w.10) &+ w.2 &+ sigma1(w.7)
        w.10 = w.10 &+ sigma0(w.11) &+ w.3 &+ sigma1(w.8)
        w.11 = w.11 &+ sigma0(w.12) &+ w.4 &+ sigma1(w.9)
        w.12 = w.12 &+ sigma0(w.13) &+ w.5 &+ sigma1(w.10)
        w.13 = w.13 &+ sigma0(w.14) &+ w.6 &+ sigma1(w.11)
        w.14 = w.14 &+ sigma0(w.15) &+ w.7 &+ sigma1(w.12)
        w.15 = w.15 &+ sigma0(w.0) &+ w.8 &+ sigma1(w.13)
    }

    @inline(__always)
    private static func sigma0(_ x: UInt32) -> UInt32 { rotate(x, 7) ^ rotate(x, 18) ^ (x >> 3) }

    @inline(__always)
    private static func sigma1(_ x: UInt32) -> UInt32 { rotate(x, 17) ^ rotate(x, 19) ^ (x >> 10) }

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
