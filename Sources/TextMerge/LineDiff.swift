/// Which lines of two texts correspond: a longest common subsequence of their lines, the ground both the unified
/// diff and the three-way merge stand on.
public enum LineDiff {
    /// For each line of `a`, the index of the line of `b` it is kept as, or `nil` when it is deleted. The common
    /// prefix and suffix are matched first, so the quadratic table covers only the part that changed.
    static func matches<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Int?] {
        var matches = [Int?](repeating: nil, count: a.count)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] {
            matches[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            matches[a.count - 1 - suffix] = b.count - 1 - suffix
            suffix += 1
        }
        let n = a.count - prefix - suffix
        let m = b.count - prefix - suffix
        guard n > 0, m > 0 else { return matches }
        // lengths[i * (m + 1) + j]: the LCS length of the middles of a[i...] and b[j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] =
                    a[prefix + i] == b[prefix + j]
                    ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < n, j < m {
            if a[prefix + i] == b[prefix + j] {
                matches[prefix + i] = prefix + j
                i += 1
                j += 1
            } else if lengths[i * (m + 1) + j + 1] > lengths[(i + 1) * (m + 1) + j] {
                j += 1
            } else {
                i += 1
            }
        }
        return matches
    }

    /// The lines of `bytes`, each with the line feed that ends it (and a carriage return before that), so that
    /// lines ending differently differ and concatenating them gives the bytes back; the last has no line feed when
    /// the text does not end in one. Any bytes are lines: nothing is decoded.
    public static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(bytes[start...end])
            start = end + 1
        }
        if start < bytes.endIndex { lines.append(bytes[start...]) }
        return lines
    }

    /// The lines of `text`, split at each line feed (a carriage return stays with its line); a text ending in a
    /// line feed has an empty last element, so joining with "\n" gives the text back.
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}
