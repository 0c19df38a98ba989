/// "Did you mean …?" suggestions for misspelt names: tags, filters, variables, and whatever a caller offers.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
    ///
    /// A candidate qualifies when at most a third of its letters (and at least one) differ. Failing that, the
    /// shortest candidate that `name` (three letters or more) begins does, when no other is as short: `ToDoList` for
    /// `ToDoList-VIPER` beside `ToDoList-VIPERTests`. Names longer than
    /// `maximumLength` get no suggestion: nobody mistypes them, and comparing them would take quadratic time.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        guard target.count <= maximumLength else { return nil }
        var best: (candidate: String, distance: Int)? = nil
        var extended: [String] = []
        for candidate in candidates {
            if target.count >= 3, candidate.unicodeScalars.count <= maximumLength, candidate.count > name.count,
                candidate.lowercased().hasPrefix(name.lowercased())
            {
                extended.append(candidate)
            }
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(1, max(target.count, scalars.count) / 3)
            // The distance is at least the difference in length: skip the comparison when that is too much.
            guard scalars.count <= maximumLength, abs(scalars.count - target.count) <= allowed else { continue }
            let distance = editDistance(target, scalars)
            guard distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        if let best { return best.candidate }
        let shortest = extended.map(\.count).min()
        let shortestOnes = extended.filter { $0.count == shortest }
        return shortestOnes.count == 1 ? shortestOnes[0] : nil
    }

    /// The longest name, in Unicode scalars, that suggestions are looked for.
    static let maximumLength = 64

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
