extension StringProtocol {
    /// The text without leading and trailing white space (Foundation-free).
    public var trimmed: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}

extension String {
    /// Whether `needle` occurs in the text, compared as UTF-8 bytes. The standard library's generic
    /// `contains(_:)` walks characters through `_StringProcessing` and cost more than the rest of an injection.
    func containsBytes(of needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern in
                guard !pattern.isEmpty else { return true }
                guard text.count >= pattern.count else { return false }
                let first = pattern[0]
                var start = 0
                while start <= text.count - pattern.count {
                    if text[start] == first {
                        var matched = 1
                        while matched < pattern.count, text[start + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
