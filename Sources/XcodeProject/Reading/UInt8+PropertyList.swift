import ByteWords

// The bytes of the property-list grammar and the questions asked of them.

extension UInt8 {
    // The characters the reader and the editor look for.
    package static let tab = UInt8(ascii: "\t")
    package static let lineFeed = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let backslash = UInt8(ascii: "\\")
    package static let slash = UInt8(ascii: "/")
    package static let asterisk = UInt8(ascii: "*")

    /// The value of an ASCII hex digit, either case.
    var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether this byte may appear in an unquoted string when reading: `A-Z a-z 0-9 _ $ / : . -`, the set
    /// CoreFoundation's old-style reader accepts.
    @inline(__always)
    var isUnquotedCharacter: Bool {
        // One bit per ASCII character: `$ - . / 0-9 :` in the first word, `A-Z _ a-z` in the second. Choosing the
        // word without a branch matters: digits and letters alternate in IDs.
        let word: UInt64 = self & 0x40 == 0 ? 0x07FF_E010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return self < 0x80 && (word >> UInt64(self & 0x3F)) & 1 == 1
    }

    /// The high bit of each byte of `word` (eight bytes, the first lowest) that `isUnquotedCharacter` accepts:
    /// unquoted strings, IDs above all, are read eight bytes at a time.
    @inline(__always)
    static func unquotedCharacters(in word: UInt64) -> UInt64 {
        guard word & ByteWords.highBits == 0 else { return 0 }  // rare: found byte by byte
        // `- . / 0-9 :` are one run of ASCII; then `A-Z`, `a-z`, `_` and `$`.
        return ByteWords.asciiBytes(in: 0x2D...0x3A, of: word) | ByteWords.asciiBytes(in: 0x41...0x5A, of: word)
            | ByteWords.asciiBytes(in: 0x61...0x7A, of: word) | ByteWords.asciiBytes(in: 0x5F...0x5F, of: word)
            | ByteWords.asciiBytes(in: 0x24...0x24, of: word)
    }

    /// Whitespace between tokens: space, tab, line feed, carriage return, vertical tab and form feed.
    package var isPropertyListWhitespace: Bool {
        self == .space || (0x09...0x0D).contains(self)
    }

    /// Whether this byte ends a line: a line feed or a carriage return.
    package var isLineBreak: Bool { self == .lineFeed || self == .carriageReturn }
}
