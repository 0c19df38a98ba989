/// "Did you mean …?" suggestions for misspelt names: tags, filters, variables, and whatever a caller offers.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
    ///
    /// A candidate qualifies when at most a third of its letters (and at least one) differ.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            let allowed = max(1, max(target.count, candidate.count) / 3)
            guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit ("bvipre" -> "bviper").
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = Array(0...b.count)
        var rowBeforePrevious = previousRow
        var row = previousRow
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], rowBeforePrevious[j - 2] + 1)
                }
            }
            rowBeforePrevious = previousRow
            previousRow = row
        }
        return row[b.count]
    }
}
