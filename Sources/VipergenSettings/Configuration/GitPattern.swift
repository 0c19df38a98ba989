/// A pattern of git's `wildmatch` with `WM_PATHNAME`, as the conditions of `includeIf` match a repository's folder
/// or branch: `*` and `?` stop at `/`, `**` between slashes crosses any number of folders, `[...]` is a set of
/// characters and `\` takes the next character as it is.
struct GitPattern {
    private let pattern: [UInt8]
    private let ignoresCase: Bool

    /// `nil` for what this reader does not take (`[:alpha:]` and the other named sets): git must answer then.
    init?(_ pattern: String, ignoresCase: Bool = false) {
        guard !pattern.contains("[:") else { return nil }
        self.pattern = Array(pattern.utf8)
        self.ignoresCase = ignoresCase
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        matches(Array(text.utf8)[...], from: 0)
    }

    private func matches(_ text: ArraySlice<UInt8>, from start: Int) -> Bool {
        var p = start
        var t = text.startIndex
        while p < pattern.count {
            switch pattern[p] {
            case UInt8(ascii: "\\"):
                p += 1
                guard p < pattern.count, t < text.endIndex, same(pattern[p], text[t]) else { return false }
                p += 1
                t += 1
            case UInt8(ascii: "?"):
                guard t < text.endIndex, text[t] != UInt8(ascii: "/") else { return false }
                p += 1
                t += 1
            case UInt8(ascii: "*"):
                var end = p
                while end < pattern.count, pattern[end] == UInt8(ascii: "*") { end += 1 }
                let startsComponent = p == 0 || pattern[p - 1] == UInt8(ascii: "/")
                let endsComponent = end == pattern.count || pattern[end] == UInt8(ascii: "/")
                if end - p >= 2, startsComponent, endsComponent {
                    // `**` at the end takes the rest; `**/` takes no folder, or any number of them.
                    guard end < pattern.count else { return true }
                    if matches(text[t...], from: end + 1) { return true }
                    var index = t
                    while index < text.endIndex {
                        if text[index] == UInt8(ascii: "/"), matches(text[(index + 1)...], from: end + 1) {
                            return true
                        }
                        index += 1
                    }
                    return false
                }
                var index = t
                while true {
                    if matches(text[index...], from: end) { return true }
                    guard index < text.endIndex, text[index] != UInt8(ascii: "/") else { return false }
                    index += 1
                }
            case UInt8(ascii: "["):
                guard t < text.endIndex, text[t] != UInt8(ascii: "/"),
                    let (isMember, next) = set(at: p, holds: text[t]), isMember
                else { return false }
                p = next
                t += 1
            default:
                guard t < text.endIndex, same(pattern[p], text[t]) else { return false }
                p += 1
                t += 1
            }
        }
        return t == text.endIndex
    }

    /// Whether the set that opens at `open` holds `byte`, and where the pattern goes on after it; `nil` for a set
    /// never closed, which matches nothing.
    private func set(at open: Int, holds byte: UInt8) -> (Bool, Int)? {
        var index = open + 1
        var negated = false
        if index < pattern.count, pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var found = false
        var first = true
        while index < pattern.count {
            var low = pattern[index]
            if low == UInt8(ascii: "]"), !first { return (found != negated, index + 1) }
            first = false
            if low == UInt8(ascii: "\\"), index + 1 < pattern.count {
                index += 1
                low = pattern[index]
            }
            var high = low
            if index + 2 < pattern.count, pattern[index + 1] == UInt8(ascii: "-"),
                pattern[index + 2] != UInt8(ascii: "]")
            {
                high = pattern[index + 2]
                index += 2
            }
            if (low...max(low, high)).contains(byte)
                || (ignoresCase && (low...max(low, high)).contains(Self.otherCase(of: byte)))
            {
                found = true
            }
            index += 1
        }
        return nil
    }

    private func same(_ a: UInt8, _ b: UInt8) -> Bool {
        a == b || (ignoresCase && Self.otherCase(of: a) == b)
    }

    /// The ASCII letter in the other case; any other byte as it is.
    private static func otherCase(of byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - 32
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
        default: return byte
        }
    }
}
