extension Value {
    /// Liquid's `==`, Ruby's: numbers compare by value across int and double, arrays item by item and hashes
    /// key by key, in any order, the same way; everything else structurally.
    public func liquidEquals(_ other: Value) -> Bool {
        switch (self, other) {
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.liquidEquals($1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.allSatisfy { entry in b[entry.key].map(entry.value.liquidEquals) ?? false }
        default: return self == other
        }
    }

    /// Liquid's ordering for `<`, `>`, `<=`, `>=` and `sort`: numbers with numbers, strings with strings.
    /// Returns `nil` where Liquid refuses to compare (a string with a number, say).
    public func compare(_ other: Value) -> ComparisonResultValue? {
        switch (self, other) {
        case (.int(let a), .int(let b)): return a < b ? .less : a > b ? .greater : .equal
        case (.int, .double), (.double, .int), (.double, .double):
            let a = self.asDouble!
            let b = other.asDouble!
            return a < b ? .less : a > b ? .greater : .equal
        case (.string(let a), .string(let b)): return a < b ? .less : a > b ? .greater : .equal
        default: return nil
        }
    }

    /// The value as a double, for integers and doubles.
    public var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
