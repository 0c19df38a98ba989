import ByteWords

extension Array where Element == UInt8 {
    /// Whether the bytes are well-formed UTF-8, as `String(validating:as:)` decides, without making the string.
    ///
    /// A project file of a megabyte is almost all ASCII: sixteen bytes, then eight, are checked at a time until one
    /// has its high bit set, and only the sequence starting there is decoded byte by byte. The standard library's
    /// check took nine instructions a byte, and the string it made was copied and thrown away.
    public var isValidUTF8: Bool {
        withUnsafeBytes { Self.isValidUTF8($0) }
    }

    private static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 16 <= count,
                (ByteWords.load(bytes.baseAddress! + index) | ByteWords.load(bytes.baseAddress! + index + 8))
                    & ByteWords.highBits == 0
            {
                index += 16
                continue
            }
            if index + 8 <= count, ByteWords.load(bytes.baseAddress! + index) & ByteWords.highBits == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The well-formed sequences (The Unicode Standard, table 3-7): the lead byte fixes the length and the
            // range of the second byte, which rules out overlong forms, surrogates and values above U+10FFFF.
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            default: return false
            }
            guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return false }
            for position in index + 2..<index + length where bytes[position] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }
}
