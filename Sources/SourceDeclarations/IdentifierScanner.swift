/// The names a source file mentions, for checks that ask whether code refers to a type: every run of letters,
/// digits and `_` (and bytes past ASCII).
public enum IdentifierScanner {
    /// The identifiers `bytes` names (runs of letters, digits and `_`), comments and strings
    /// included: a mention is counted rather than missed.
    public static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var start: Int?
        func isPart(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        for index in bytes.indices {
            if isPart(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                names.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        if let first = start { names.insert(String(decoding: bytes[first...], as: UTF8.self)) }
        return names
    }
}
