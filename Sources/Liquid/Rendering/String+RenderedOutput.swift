import ByteWords

extension String {
    /// The text of a render's output bytes, as `String(decoding:as:)` makes it, for less.
    ///
    /// The standard library checks a buffer eight bytes at a time only while it is all ASCII; from the first byte
    /// that is not, it decodes every byte to the end, nine instructions each. A generated file is ASCII but for a
    /// few bytes near its top (the `©` of its header), so only the bytes up to the last non-ASCII one are decoded
    /// that way, and the ASCII rest is appended as a string of its own, which is checked a word at a time. The
    /// byte after a non-ASCII byte that is followed by ASCII always starts a character, so the two parts decode
    /// to what the whole would, replacement characters included.
    init(renderedOutput bytes: UnsafeBufferPointer<UInt8>) {
        let head = ByteWords.endOfLastNonASCII(in: bytes)
        // A short ASCII tail is not worth a second string.
        guard head > 0, bytes.count - head > 64 else {
            self = String(decoding: bytes, as: UTF8.self)
            return
        }
        self = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[..<head]))
            return head
        }
        append(String(decoding: UnsafeBufferPointer(rebasing: bytes[head...]), as: UTF8.self))
    }
}
