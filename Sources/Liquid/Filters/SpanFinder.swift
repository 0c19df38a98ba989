/// Finds the spans `strip_html` removes, remembering where the next closer is, so that a text full of
/// unclosed openers takes linear rather than quadratic time.
struct SpanFinder {
    let open: [Unicode.Scalar]
    let close: [Unicode.Scalar]
    /// The last search for a closer: where it started, and where it found one (`nil`: nowhere after that).
    private var lastSearch: (from: Int, found: Int?)?

    init(open: String, close: String) {
        self.open = Array(open.unicodeScalars)
        self.close = Array(close.unicodeScalars)
    }

    /// Where the span starting at `start` ends (just past its closer), or `nil` when no span starts there.
    mutating func spanEnd(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard Self.occurs(open, in: scalars, at: start) else { return nil }
        let from = start + open.count
        // Positions only grow, so an earlier search stays right while its closer is not behind us.
        if let last = lastSearch, last.from <= from, (last.found ?? from) >= from {
            return last.found.map { $0 + close.count }
        }
        let found = (from..<scalars.count).first { Self.occurs(close, in: scalars, at: $0) }
        lastSearch = (from, found)
        return found.map { $0 + close.count }
    }

    /// Whether `pattern` occurs in `scalars` at `start`.
    static func occurs(_ pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], at start: Int) -> Bool {
        guard start + pattern.count <= scalars.count else { return false }
        return pattern.indices.allSatisfy { scalars[start + $0] == pattern[$0] }
    }
}
