import Files

extension StringProtocol {
    /// The text without leading and trailing white space (Foundation-free).
    ///
    /// ASCII white space is skipped byte by byte; only where the text starts or ends with a non-ASCII byte are
    /// characters examined, for the Unicode spaces.
    package var trimmed: String {
        let text = String(self)
        let bytes = text.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex, Self.isASCIISpace(bytes[start]) { start = bytes.index(after: start) }
        var end = bytes.endIndex
        while end != start, Self.isASCIISpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        let isASCIIAtEdges =
            start == end || bytes[start] < 0x80 && bytes[bytes.index(before: end)] < 0x80
        guard isASCIIAtEdges else { return Self.trimmingCharacters(text) }
        return String(text[start..<end])
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func trimmingCharacters(_ text: String) -> String {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = text.lastIndex(where: { !$0.isWhitespace })!
        return String(text[start...end])
    }
}

extension String {
    /// Whether `needle` occurs in the text, compared as UTF-8 bytes. The standard library's generic
    /// `contains(_:)` walks characters through `_StringProcessing` and cost more than the rest of an injection.
    package func containsBytes(of needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { text in needle.withUTF8(text.containsBytes) }
    }
}
