import DiagnosticText

// Resolving variable paths, and the memo that spares looking a path up twice.
//
// Every binding of a name (a loop item, a partial's arguments, an `assign` or `capture`, a counter step) takes
// the next version from `nextVersion()`; the render's own variables are version 0. A fixed path (names and
// literal subscripts only) has a slot in `memo`, which keeps its value with the version its first name was bound
// to. While that name stays bound to the same version, the path's value cannot have changed, so it is read from
// the memo.
//
// `resolve` runs for every variable a template reads, and is the renderer's hottest function: its steps are
// marked `@inline(__always)` so that it compiles as it did when written in one piece (left to itself, the
// optimizer calls them, which costs about 2% of a render).

extension Renderer {
    /// Looks a variable path up: innermost scope first, then assigns and counters, then the render's variables.
    mutating func resolve(_ path: VariablePath) throws(TemplateError) -> Value {
        let name = try rootName(of: path)
        // The loop objects belong to the loop's own scope, which hides every other variable of their name.
        if path.startsWithLoopObject, !loops.isEmpty || !tableRows.isEmpty,
            let (value, first) = try loopRoot(name, path)
        {
            var value = value
            try followSegments(of: path, from: first, in: &value)
            return value
        }
        // Where the name is bound first, without copying its value: a path read again is found in the memo.
        let binding = self.binding(of: name)
        let version = binding?.version ?? 0
        if let slot = path.slot, let known = memo[slot], known.version == version {
            return known.value
        }
        var value: Value
        if let binding {
            value = boundValue(of: name, binding)
        } else if let found = global(name, slot: path.rootSlot) {
            value = found
        } else if case .key = path.root {
            return try undefined(
                path, known: Array(globals.keys) + Array(assigns.keys) + locals.flatMap(\.names))
        } else {
            return try undefined(path, known: Array(globals.keys))
        }
        try followSegments(of: path, from: 0, in: &value)
        if let slot = path.slot { memo[slot] = (version, value) }
        return value
    }

    /// The render's variable `name`, looked up once per render for a path's first name.
    @inline(__always)
    private mutating func global(_ name: String, slot: Int?) -> Value? {
        guard let slot else { return globalValue(name) }
        switch roots[slot] {
        case .found(let value): return value
        case .missing: return nil
        case .unread:
            let value = globalValue(name)
            roots[slot] = value.map(RootValue.found) ?? .missing
            return value
        }
    }

    /// The name a path starts with: as written, or the text of a computed first subscript (`[key]`).
    @inline(__always)
    private mutating func rootName(of path: VariablePath) throws(TemplateError) -> String {
        switch path.root {
        case .key(let key):
            return key
        case .index(let expression):
            let name = try evaluate(expression).text
            try charge(name.utf8.count, at: path.offset)
            return name
        }
    }

    /// For `forloop` in a `for` loop and `tablerowloop` in a `tablerow`, the value the path starts from and the
    /// first of its segments still to follow; `nil` for any other name. The loop's state changes on every
    /// iteration without a new binding, so these paths are never memoized.
    @inline(__always)
    private mutating func loopRoot(_ name: String, _ path: VariablePath) throws(TemplateError) -> (Value, Int)? {
        let property: String?
        if case .key(let key)? = path.segments.first { property = key } else { property = nil }
        if name == "forloop", !loops.isEmpty {
            // `forloop.index` and friends are read straight from the loop's state, without building the object.
            if let property, let direct = forloopProperty(property, loops.count - 1) { return (direct, 1) }
            // The whole object is built anew, with every `parentloop` level.
            try charge(loops.count * Renderer.nodeCost * 8, at: path.offset)
            return (forloop(loops.count - 1), 0)
        }
        if name == "tablerowloop", !tableRows.isEmpty {
            if let property, let direct = tableRowProperty(property) { return (direct, 1) }
            return (tableRowObject(), 0)
        }
        return nil
    }

    /// The value of the variable `name` wherever it is bound, or `nil`, without the strict mode's error: what
    /// `include` binds when it is given no value.
    func lookupQuietly(_ name: String) -> Value {
        if let bound = lookupBound(name) { return bound.value }
        return globalValue(name) ?? .nil
    }

    /// The render's variable `name`, or the environment's late value for it.
    func globalValue(_ name: String) -> Value? {
        globals[name] ?? environment.lateVariable(name)
    }

    /// Follows the segments of `path` from `first` on, from `value` to the path's value.
    @inline(__always)
    private mutating func followSegments(of path: VariablePath, from first: Int, in value: inout Value)
        throws(TemplateError)
    {
        for index in first..<path.segments.count {
            let next: Value
            switch path.segments[index] {
            case .key(let key):
                // `size` counts a string's characters, one by one.
                if case .string(let text) = value { try charge(text.utf8.count, at: path.offset) }
                next = value[key]
            case .index(let expression):
                switch try evaluate(expression) {
                case .int(let index): next = value[index]
                case let key:
                    let text = key.text
                    try charge(text.utf8.count, at: path.offset)
                    next = value[text]
                }
            }
            if case .nil = next, environment.mode == .strict, !Renderer.holdsNil(value, path.segments[index]) {
                let known: [String]
                if case .dictionary(let dictionary) = value { known = Array(dictionary.keys) } else { known = [] }
                throw undefinedVariable(path, known: known)
            }
            value = next
        }
    }

    /// A variable set during the render, with the version of its binding: by a loop or a partial's arguments
    /// (innermost first), by `assign` or `capture`, or by a counter. These hide the render's variables of the
    /// same name.
    ///
    /// Empty scopes are skipped before hashing the name: most lookups find a render variable.
    func lookupBound(_ name: String) -> (value: Value, version: Int)? {
        binding(of: name).map { (boundValue(of: name, $0), $0.version) }
    }

    /// Where a name is bound: the level of `locals` (`nil` for an assign, a capture or a counter), and the binding's
    /// version.
    struct Binding {
        var level: Int?
        var version: Int
    }

    /// Where `name` is bound, as `lookupBound` finds it, without copying its value.
    func binding(of name: String) -> Binding? {
        var level = locals.count
        while level > 0 {
            level -= 1
            if let version = locals[level].version(of: name) { return Binding(level: level, version: version) }
        }
        if !assigns.isEmpty, assigns[name] != nil { return Binding(level: nil, version: assignsVersion) }
        // Ruby Liquid keeps counters among the render's own variables, so `{{ n }}` sees `{% increment n %}`.
        if !counters.isEmpty, counters[name] != nil { return Binding(level: nil, version: countersVersion) }
        return nil
    }

    /// The value `name` holds where `binding` found it.
    func boundValue(of name: String, _ binding: Binding) -> Value {
        if let level = binding.level { return locals[level][name]?.value ?? .nil }
        return assigns[name] ?? counters[name] ?? .nil
    }

    /// The next binding version (see `lastVersion`).
    mutating func nextVersion() -> Int {
        lastVersion += 1
        return lastVersion
    }

    /// `true` when `container` really holds `nil` at `segment`, as opposed to lacking it.
    private static func holdsNil(_ container: Value, _ segment: VariablePath.Segment) -> Bool {
        if case .dictionary(let dictionary) = container, case .key(let key) = segment {
            return dictionary[key] != nil
        }
        return false
    }

    /// `nil` in lax mode; in strict mode an error naming the path and the closest known name.
    private func undefined(_ path: VariablePath, known: [String]) throws(TemplateError) -> Value {
        guard environment.mode == .strict else { return .nil }
        throw undefinedVariable(path, known: known)
    }

    /// The strict mode's error for an undefined `path`, suggesting the name in `known` closest to its last part.
    private func undefinedVariable(_ path: VariablePath, known: [String]) -> TemplateError {
        var message = "undefined variable '\(path.description.shortened)'"
        let last: String
        switch path.segments.last ?? path.root {
        case .key(let key): last = key
        case .index: last = ""
        }
        if let suggestion = Suggestion.closest(to: last, in: known) {
            message += "; did you mean '\(suggestion)'?"
        }
        return TemplateError(.undefinedVariable, message, in: source, at: path.offset)
    }

    // MARK: - Scope

    /// The variables of a loop or a partial's arguments: a handful of names, found by comparing strings rather
    /// than by hashing, which made every lookup inside a loop pay for a hash.
    ///
    /// A partial can be given thousands of arguments, though, and then every lookup below it would compare
    /// thousands of names: past `linearLimit` names, a dictionary holds them.
    struct Scope {
        private var entries: [(name: String, value: Value, version: Int)] = []
        private var table: [String: Value]? = nil
        /// The binding version of every name in `table`.
        private var tableVersion = 0
        private static let linearLimit = 8

        init() {}

        /// A scope binding `variables`, all with binding version `version`.
        init(_ variables: [String: Value], version: Int) {
            if variables.count > Scope.linearLimit {
                table = variables
                tableVersion = version
            } else {
                entries = variables.map { ($0.key, $0.value, version) }
            }
        }

        var names: [String] { table.map { Array($0.keys) } ?? entries.map(\.name) }

        subscript(name: String) -> (value: Value, version: Int)? {
            if let table { return table[name].map { ($0, tableVersion) } }
            return position(of: name).map { (entries[$0].value, entries[$0].version) }
        }

        /// The version `name` is bound with here, or `nil`.
        func version(of name: String) -> Int? {
            if let table { return table[name] != nil ? tableVersion : nil }
            return position(of: name).map { entries[$0].version }
        }

        /// Where `name` is among `entries`.
        private func position(of name: String) -> Int? {
            for index in entries.indices where entries[index].name == name { return index }
            return nil
        }

        mutating func set(_ name: String, _ value: Value, version: Int) {
            if table != nil {
                table?[name] = value
                tableVersion = version
            } else if let index = position(of: name) {
                entries[index].value = value
                entries[index].version = version
            } else {
                entries.append((name, value, version))
            }
        }
    }
}
