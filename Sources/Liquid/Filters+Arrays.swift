// Array filters see their input as Ruby Liquid's `InputIterator` does (see `Value.flattenedItems`): nested
// arrays are flattened, `nil` is no items, and any other value, a hash included, is a single item.
// A property argument (`sort: "name"`) reads that key of hash items; other items have no properties.

extension StandardFilters {
    /// Filters on arrays, plus `size`, `first` and `last`, which also take strings and hashes.
    static let arrayFilters: [FilterDefinition] = [
        FilterDefinition("size") { .int($0.input.size ?? 0) },
        FilterDefinition("first") { edge(of: $0.input, first: true) },
        FilterDefinition("last") { edge(of: $0.input, first: false) },
        FilterDefinition("join", arguments: 0...1, join),
        FilterDefinition("reverse") { .array($0.input.flattenedItems.reversed()) },
        FilterDefinition("sort", arguments: 0...1, sort),
        FilterDefinition("sort_natural", arguments: 0...1, sortNatural),
        FilterDefinition("uniq", arguments: 0...1, unique),
        FilterDefinition("compact", arguments: 0...1, compact),
        FilterDefinition("map", arguments: 1...1, map),
        FilterDefinition("where", arguments: 1...2, select),
        FilterDefinition("concat", arguments: 1...1, concat),
    ]

    /// `first` and `last`: an array's first or last item, a hash's first or last `[key, value]` pair in key
    /// order, and otherwise `nil`, as in Ruby Liquid, except for strings: Ruby gives `nil` for them, but here
    /// they give their first or last character, to agree with `name.first` in templates.
    static func edge(of input: Value, first: Bool) -> Value {
        switch input {
        case .array, .string: return input[first ? "first" : "last"]
        case .dictionary: return (first ? input.items.first : input.items.last) ?? .nil
        default: return .nil
        }
    }

    /// `join`: the items as text with the separator (default " ") between them.
    static func join(_ call: FilterCall) throws(FilterError) -> Value {
        let separator = call.text(0, default: " ")
        var result = ""
        for (index, item) in call.input.flattenedItems.enumerated() {
            if index > 0 { result += separator }
            item.write(to: &result)
            // A long separator between many items makes a result far larger than the input.
            try call.checkResultSize(result)
        }
        return .string(result)
    }

    // MARK: Sorting

    /// `sort`: the items in ascending order, or ordered by a property; `nil` goes last. Numbers order with
    /// numbers and strings with strings (case-sensitively); anything else is an error, as in Ruby Liquid.
    static func sort(_ call: FilterCall) throws(FilterError) -> Value {
        let items = call.input.flattenedItems
        let keys = sortKeys(items, property: call.property(0))
        // Checked up front rather than when the sort meets a pair, so that whether it fails does not depend
        // on which pairs the sort algorithm happens to compare.
        let present = keys.filter { $0 != .nil }
        if let first = present.first,
            let clash = present.first(where: { first.compare($0) == nil && !first.liquidEquals($0) })
        {
            let kinds = "\(FilterCall.describe(first)) and \(FilterCall.describe(clash))"
            throw call.error("cannot sort values of incompatible types (\(kinds))")
        }
        return .array(reordered(items, by: keys) { $0.compare($1) == .less })
    }

    /// `sort_natural`: like `sort`, but comparing everything as text, ignoring case.
    static func sortNatural(_ call: FilterCall) -> Value {
        let items = call.input.flattenedItems
        let keys = sortKeys(items, property: call.property(0)).map { key in
            key == .nil ? key : .string(key.text.lowercased())
        }
        return .array(reordered(items, by: keys) { $0.compare($1) == .less })
    }

    /// What each item sorts by: the item itself, or its property.
    static func sortKeys(_ items: [Value], property: String?) -> [Value] {
        guard let property else { return items }
        return items.map { $0.value(forProperty: property) }
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
    static func unique(_ call: FilterCall) -> Value {
        let property = call.property(0)
        var seen = Set<Value>()
        return .array(
            call.input.flattenedItems.filter { item in
                seen.insert(property.map(item.value(forProperty:)) ?? item).inserted
            })
    }

    /// `compact`: the items without `nil`s (or without the items whose property is `nil`).
    static func compact(_ call: FilterCall) -> Value {
        let property = call.property(0)
        return .array(
            call.input.flattenedItems.filter { item in
                (property.map(item.value(forProperty:)) ?? item) != .nil
            })
    }

    /// `map`: each item's property.
    static func map(_ call: FilterCall) -> Value {
        let property = call.text(0)
        return .array(call.input.flattenedItems.map { $0.value(forProperty: property) })
    }

    /// `where`: the items whose property is truthy, or equal to the second argument (`1` equals `1.0`).
    static func select(_ call: FilterCall) -> Value {
        let property = call.text(0)
        let target = call.argument(1) ?? .nil
        return .array(
            call.input.flattenedItems.filter { item in
                let value = item.value(forProperty: property)
                return target == .nil ? value.isTruthy : value.liquidEquals(target)
            })
    }

    /// `concat`: the items followed by the argument's items; the argument must be an array.
    static func concat(_ call: FilterCall) throws(FilterError) -> Value {
        guard case .array(let more)? = call.argument(0) else {
            throw call.error("expected an array argument, got \(FilterCall.describe(call.argument(0) ?? .nil))")
        }
        return .array(call.input.flattenedItems + more)
    }
}
