/// A property-list value apart from how it is written: strings decoded (quoted or not), data as its hex digits,
/// dictionary entries by key. Two values are equal when Xcode would read them alike, whatever their comments,
/// spacing, quoting or key order; what a merge compares.
package indirect enum PropertyListValue: Hashable, Sendable {
    case string(String)
    /// The hex digits of `<0fbd 7771>`, lower-cased, without spaces.
    case data([UInt8])
    case array([PropertyListValue])
    /// A key written twice counts once, with its last value, as CoreFoundation reads it.
    case dictionary([String: PropertyListValue])

    /// The entries of a dictionary sorted as Xcode writes them: `isa` first, then by key.
    package var sortedEntries: [(key: String, value: PropertyListValue)] {
        guard case .dictionary(let entries) = self else { return [] }
        return entries.sorted { left, right in
            left.key == "isa" || right.key == "isa" ? left.key == "isa" && right.key != "isa" : left.key < right.key
        }
    }
}

extension PropertyList {
    /// The value of a node, read whole.
    package func value(of index: NodeIndex) -> PropertyListValue {
        let node = self[index]
        switch node.kind {
        case .unquotedString, .quotedString:
            return .string(string(index) ?? "")
        case .data:
            return .data(bytes[node.range].compactMap { $0.hexDigitValue.map { $0 < 10 ? $0 + 48 : $0 + 87 } })
        case .array:
            return .array(items(of: index).map { value(of: $0) })
        case .dictionary:
            var entries: [String: PropertyListValue] = [:]
            for entry in self.entries(of: index) {
                entries[string(entry.key) ?? ""] = value(of: entry.value)
            }
            return .dictionary(entries)
        }
    }
}
