extension Value {
    /// What each value costs in `footprint` besides the bytes of its text.
    static let itemCost = 16

    /// About how many bytes the value occupies: the UTF-8 bytes of its strings and keys, and `itemCost` for each
    /// value, item and entry. Limits compare it with their byte counts; it takes time in proportion to the
    /// number of items, never to the length of strings.
    var footprint: Int {
        switch self {
        case .string(let text):
            return Value.itemCost + text.utf8.count
        case .array(let items):
            var total = Value.itemCost
            for item in items { total = Value.saturatingSum(total, item.footprint) }
            return total
        case .dictionary(let entries):
            var total = Value.itemCost
            for (key, value) in entries { total = Value.saturatingSum(total, key.utf8.count + value.footprint) }
            return total
        case .range:
            // What its items would take: a filter may make an array of them.
            let (total, overflow) = Value.rangeCount(self).multipliedReportingOverflow(by: Value.itemCost)
            return overflow ? .max : Swift.max(total, Value.itemCost)
        case .nil, .bool, .int, .double:
            return Value.itemCost
        }
    }

    /// `a + b`, or `Int.max` where that overflows: a range's footprint can be as large as an `Int` holds.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    /// The text `{{ value }}` prints, cut to 40 characters for an error message.
    var excerpt: String { text.shortened }
}
