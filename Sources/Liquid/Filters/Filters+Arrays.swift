// Array filters see their input as Ruby Liquid's `InputIterator` does (see `Value.flattenedItems`): nested
// arrays are flattened, `nil` is no items, a range is its integers, and any other value, a hash included, is a
// single item.
//
// A property argument (`where: "name"`) reads each item as Ruby's `item[property]` does (see
// `Value.rubySubscript`): a hash's key, but also a substring of a string. An item that cannot be read that way
// (an integer given a name, say) is an error; an item that has no `[]` at all (`nil`, a boolean, a decimal)
// makes the whole filter give `nil`, as in Ruby Liquid.

extension StandardFilters {
    /// Filters on arrays, plus `size`, `first` and `last`, which also take strings and hashes.
    static let arrayFilters: [FilterDefinition] = [
        FilterDefinition("size") { size(of: $0.input) },
        FilterDefinition("first") { edge(of: $0.input, first: true) },
        FilterDefinition("last") { edge(of: $0.input, first: false) },
        FilterDefinition("join", arguments: 0...1, join),
        FilterDefinition("reverse") { .array($0.input.flattenedItems.reversed()) },
        FilterDefinition("sort", arguments: 0...1, sort),
        FilterDefinition("sort_natural", arguments: 0...1, sortNatural),
        FilterDefinition("uniq", arguments: 0...1, unique),
        FilterDefinition("compact", arguments: 0...1, compact),
        FilterDefinition("map", arguments: 1...1, map),
        FilterDefinition("where", arguments: 1...2) { call throws(FilterError) in try select(call, keeping: true) },
        FilterDefinition("reject", arguments: 1...2) { call throws(FilterError) in try select(call, keeping: false) },
        FilterDefinition("has", arguments: 1...2, has),
        FilterDefinition("find", arguments: 1...2) { call throws(FilterError) in try find(call, giving: .item) },
        FilterDefinition("find_index", arguments: 1...2) { call throws(FilterError) in
            try find(call, giving: .position)
        },
        FilterDefinition("concat", arguments: 1...1, concat),
    ]

    /// `size`: the characters of a string, the items of an array or range, the entries of a hash, and 8 for an
    /// integer (Ruby's size of one in bytes); 0 for anything else.
    static func size(of input: Value) -> Value {
        if case .int = input { return .int(Int.bitWidth / 8) }
        return .int(input.size ?? 0)
    }

    /// `first` and `last`: an array's or a range's first or last item, a string's first or last character (""
    /// for an empty one), a hash's first `[key, value]` pair (a hash has no `last`), and otherwise `nil`, as in
    /// Ruby Liquid.
    static func edge(of input: Value, first: Bool) -> Value {
        switch input {
        case .array, .range: return input[first ? "first" : "last"]
        case .string(let text): return .string((first ? text.first : text.last).map { String($0) } ?? "")
        case .dictionary: return first ? input["first"] : .nil
        default: return .nil
        }
    }

    /// `join`: the items as text with the separator (default " ") between them.
    static func join(_ call: FilterCall) throws(FilterError) -> Value {
        let separator = call.text(0, default: " ")
        var result = ""
        for (index, item) in call.input.flattenedItems.enumerated() {
            if index > 0 { result += separator }
            result += item.filterText
            // A long separator between many items makes a result far larger than the input.
            try call.checkResultSize(result)
        }
        return .string(result)
    }

    // MARK: Sorting

    /// `sort`: the items in ascending order, or ordered by a property; `nil` goes last. Numbers order with
    /// numbers, strings with strings (by their bytes) and arrays item by item; anything else is an error, as in
    /// Ruby Liquid. With a property, an item without `[]` makes the result `nil`.
    static func sort(_ call: FilterCall) throws(FilterError) -> Value {
        let items = call.input.flattenedItems
        guard !items.isEmpty else { return .array([]) }
        guard let keys = try sortKeys(items, property: call.argument(0), call) else { return .nil }
        // Checked up front rather than when the sort meets a pair, so that whether it fails does not depend
        // on which pairs the sort algorithm happens to compare.
        let present = keys.filter { $0 != .nil }
        if let first = present.first,
            let clash = present.first(where: { rubyOrder(first, $0) == nil })
        {
            let kinds = "\(FilterCall.describe(first)) and \(FilterCall.describe(clash))"
            throw call.error("cannot sort values of incompatible types (\(kinds))")
        }
        return .array(reordered(items, by: keys) { rubyOrder($0, $1) == .less })
    }

    /// `sort_natural`: like `sort`, but comparing everything as text, ignoring the case of ASCII letters, as
    /// Ruby's `casecmp` does.
    static func sortNatural(_ call: FilterCall) throws(FilterError) -> Value {
        let items = call.input.flattenedItems
        guard !items.isEmpty else { return .array([]) }
        guard let keys = try sortKeys(items, property: call.argument(0), call) else { return .nil }
        let folded = keys.map { key -> [UInt8]? in
            key == .nil ? nil : key.filterText.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        }
        let order = items.indices.sorted { left, right in
            switch (folded[left], folded[right]) {
            case (nil, _): return false
            case (_, nil): return true
            case (let a?, let b?): return a.lexicographicallyPrecedes(b)
            }
        }
        return .array(order.map { items[$0] })
    }

    /// What each item sorts by: the item itself, or its property; `nil` when an item has no `[]` (which Ruby
    /// Liquid checks before reading any).
    static func sortKeys(_ items: [Value], property: Value?, _ call: FilterCall) throws(FilterError) -> [Value]? {
        guard let property, property != .nil else { return items }
        let subscripts = items.map { $0.rubySubscript(property) }
        var keys: [Value] = []
        keys.reserveCapacity(items.count)
        var failsToRead = false
        for found in subscripts {
            switch found {
            case .found(let key): keys.append(key)
            case .noSubscript: return nil
            case .typeError: failsToRead = true
            }
        }
        if failsToRead { throw propertyError(property, call) }
        return keys
    }

    /// Ruby's `<=>` for sorting: numbers with numbers, strings with strings by their bytes, arrays item by
    /// item, and equal values; `nil` where Ruby has no order.
    static func rubyOrder(_ a: Value, _ b: Value) -> ComparisonResultValue? {
        switch (a, b) {
        case (.string(let x), .string(let y)):
            if x == y { return .equal }
            return x.utf8.lexicographicallyPrecedes(y.utf8) ? .less : .greater
        case (.array(let x), .array(let y)):
            for (left, right) in zip(x, y) {
                guard let order = rubyOrder(left, right) else { return nil }
                if order != .equal { return order }
            }
            return x.count == y.count ? .equal : x.count < y.count ? .less : .greater
        default:
            if let order = a.compare(b) { return order }
            return a.liquidEquals(b) ? .equal : nil
        }
    }

    /// `items` stably sorted by their `keys`, `nil` keys last.
    static func reordered(_ items: [Value], by keys: [Value], _ precedes: (Value, Value) -> Bool) -> [Value] {
        let order = keys.indices.sorted { left, right in
            switch (keys[left], keys[right]) {
            case (.nil, _): return false
            case (_, .nil): return true
            case (let a, let b): return precedes(a, b)
            }
        }
        return order.map { items[$0] }
    }

    // MARK: Selecting

    /// `uniq`: the items without repeats (or without repeats of a property), first occurrences kept. As in
    /// Ruby, `1` and `1.0` are different.
    static func unique(_ call: FilterCall) throws(FilterError) -> Value {
        let items = call.input.flattenedItems
        guard let property = call.argument(0), property != .nil else {
            var seen = Set<Value>()
            return .array(items.filter { seen.insert($0).inserted })
        }
        guard let keys = try sortKeys(items, property: property, call) else { return .nil }
        var seen = Set<Value>()
        return .array(items.indices.filter { seen.insert(keys[$0]).inserted }.map { items[$0] })
    }

    /// `compact`: the items without `nil`s (or without the items whose property is `nil`).
    static func compact(_ call: FilterCall) throws(FilterError) -> Value {
        let items = call.input.flattenedItems
        guard let property = call.argument(0), property != .nil else {
            return .array(items.filter { $0 != .nil })
        }
        guard let keys = try sortKeys(items, property: property, call) else { return .nil }
        return .array(items.indices.filter { keys[$0] != .nil }.map { items[$0] })
    }

    /// `map`: each item's property; `nil` for an item without `[]`.
    static func map(_ call: FilterCall) throws(FilterError) -> Value {
        let property = call.argument(0) ?? .nil
        var result: [Value] = []
        for item in call.input.flattenedItems {
            switch item.rubySubscript(property) {
            case .found(let value): result.append(value)
            case .noSubscript: result.append(.nil)
            case .typeError: throw propertyError(property, call)
            }
        }
        return .array(result)
    }

    /// For each item, whether its property is truthy or, given a second argument, equal to it (`1` equals
    /// `1.0`); `nil` when an item has no `[]`.
    static func matches(_ call: FilterCall) throws(FilterError) -> (items: [Value], matches: [Bool])? {
        let property = call.argument(0) ?? .nil
        let target = call.argument(1) ?? .nil
        let items = call.input.flattenedItems
        var matches: [Bool] = []
        matches.reserveCapacity(items.count)
        for item in items {
            switch item.rubySubscript(property) {
            case .found(let value): matches.append(target == .nil ? value.isTruthy : value.liquidEquals(target))
            case .noSubscript: return nil
            case .typeError: throw propertyError(property, call)
            }
        }
        return (items, matches)
    }

    /// `where` (`keeping` the matching items) and `reject` (dropping them).
    static func select(_ call: FilterCall, keeping: Bool) throws(FilterError) -> Value {
        guard let (items, matches) = try matches(call) else { return .nil }
        return .array(items.indices.filter { matches[$0] == keeping }.map { items[$0] })
    }

    /// `has`: whether any item matches. Ruby stops at the first that does, so an item after it is never read.
    static func has(_ call: FilterCall) throws(FilterError) -> Value {
        if try find(call, giving: .position) != .nil { return true }
        return try matches(call) == nil ? .nil : false
    }

    /// What `find` gives: the item, or its position (`find_index`).
    enum FindResult {
        case item, position
    }

    /// `find` and `find_index`: the first item that matches, or its position; `nil` when none does.
    static func find(_ call: FilterCall, giving result: FindResult) throws(FilterError) -> Value {
        // Ruby stops at the first match, so an item after it is never read.
        let property = call.argument(0) ?? .nil
        let target = call.argument(1) ?? .nil
        for (position, item) in call.input.flattenedItems.enumerated() {
            switch item.rubySubscript(property) {
            case .found(let value):
                guard target == .nil ? value.isTruthy : value.liquidEquals(target) else { continue }
                return result == .item ? item : .int(position)
            case .noSubscript: return .nil
            case .typeError: throw propertyError(property, call)
            }
        }
        return .nil
    }

    /// Ruby Liquid's error for an item that cannot be read by the property.
    static func propertyError(_ property: Value, _ call: FilterCall) -> FilterError {
        call.error("cannot select the property '\(property.filterText.shortened)'")
    }

    /// `concat`: the items followed by the argument's items; the argument must be an array.
    static func concat(_ call: FilterCall) throws(FilterError) -> Value {
        guard case .array(let more)? = call.argument(0) else {
            throw call.error("expected an array argument, got \(FilterCall.describe(call.argument(0) ?? .nil))")
        }
        return .array(call.input.flattenedItems + more)
    }
}
