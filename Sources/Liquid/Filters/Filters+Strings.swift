// String filters read their input as text (`nil` reads as ""). Lengths and offsets count Characters
// (grapheme clusters) where Ruby counts code points, so "é" written with a combining accent is one character.

extension StandardFilters {
    /// Filters that turn text into text, plus `split` and `slice`.
    static let stringFilters: [FilterDefinition] = [
        FilterDefinition("upcase") { .string($0.text.uppercased()) },
        FilterDefinition("downcase") { .string($0.text.lowercased()) },
        FilterDefinition("capitalize") { .string(capitalized($0.text)) },
        FilterDefinition("append", arguments: 1...1) { .string($0.text + $0.text(0)) },
        FilterDefinition("prepend", arguments: 1...1) { .string($0.text(0) + $0.text) },
        FilterDefinition("replace", arguments: 1...2) { call throws(FilterError) in
            .string(try replacingAll(call.text(0), with: Replacement(call.text(1)), in: call.text, checking: call))
        },
        FilterDefinition("replace_first", arguments: 1...2) {
            .string(replacingFirst($0.text(0), with: Replacement($0.text(1)), in: $0.text))
        },
        FilterDefinition("replace_last", arguments: 2...2) {
            .string(replacingLast($0.text(0), with: $0.text(1), in: $0.text))
        },
        FilterDefinition("remove", arguments: 1...1) { call throws(FilterError) in
            .string(try replacingAll(call.text(0), with: Replacement(""), in: call.text, checking: call))
        },
        FilterDefinition("remove_first", arguments: 1...1) {
            .string(replacingFirst($0.text(0), with: Replacement(""), in: $0.text))
        },
        FilterDefinition("remove_last", arguments: 1...1) {
            .string(replacingLast($0.text(0), with: "", in: $0.text))
        },
        FilterDefinition("split", arguments: 1...1) { split($0.text, on: $0.text(0)) },
        FilterDefinition("squish") { call in call.input == .nil ? .nil : .string(squished(call.text)) },
        FilterDefinition("strip") { .string(stripped($0.text, leading: true, trailing: true)) },
        FilterDefinition("lstrip") { .string(stripped($0.text, leading: true, trailing: false)) },
        FilterDefinition("rstrip") { .string(stripped($0.text, leading: false, trailing: true)) },
        FilterDefinition("strip_newlines") { call in .string(call.text.filter { !$0.isLineBreak }) },
        FilterDefinition("newline_to_br") { .string(newlinesToBreaks($0.text)) },
        FilterDefinition("truncate", arguments: 0...2, truncate),
        FilterDefinition("truncatewords", arguments: 0...2, truncateWords),
        FilterDefinition("slice", arguments: 1...2, slice),
    ]

    /// `capitalize`: the first character in upper case and the rest in lower case, as Ruby's `capitalize`.
    static func capitalized(_ text: String) -> String {
        // ASCII text, nearly all there is in templates, is changed byte by byte: a Character's case is a Unicode
        // table lookup, and finding the first one a grapheme break.
        var text = text
        let ascii = text.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { result in
                for (index, byte) in bytes.enumerated() {
                    let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                    let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                    result[index] = index == 0 ? (isLower ? byte - 32 : byte) : (isUpper ? byte + 32 : byte)
                }
                return bytes.count
            }
        }
        if let ascii { return ascii }
        guard let first = text.first else { return "" }
        return first.uppercased() + text.dropFirst().lowercased()
    }

    // MARK: Replacing

    /// `replace`: every occurrence of `target` replaced. An empty target matches before every character and
    /// at the end, as Ruby's `gsub("")` does.
    /// - Parameter call: Where the result's size is checked as it grows: a long replacement for a short target
    ///   makes a result far larger than the text.
    static func replacingAll(
        _ target: String, with replacement: Replacement, in text: String, checking call: FilterCall
    ) throws(FilterError) -> String {
        var result = ""
        guard !target.isEmpty else {
            var index = text.startIndex
            while true {
                result += replacement.text(match: "", before: text[..<index], after: text[index...])
                try call.checkResultSize(result)
                guard index < text.endIndex else { return result }
                result.append(text[index])
                text.formIndex(after: &index)
            }
        }
        var start = text.startIndex
        for range in text.ranges(of: target) {
            result += text[start..<range.lowerBound]
            result += replacement.text(
                match: target, before: text[..<range.lowerBound], after: text[range.upperBound...])
            try call.checkResultSize(result)
            start = range.upperBound
        }
        return result + text[start...]
    }

    /// `replace_first`: the first occurrence of `target` replaced.
    static func replacingFirst(_ target: String, with replacement: Replacement, in text: String) -> String {
        guard let range = target.isEmpty ? text.startIndex..<text.startIndex : text.firstRange(of: target) else {
            return text
        }
        let inserted = replacement.text(
            match: target, before: text[..<range.lowerBound], after: text[range.upperBound...])
        return text[..<range.lowerBound] + inserted + text[range.upperBound...]
    }

    /// The replacement text of `replace` and `replace_first`, with the escapes Ruby's `gsub` and `sub` read in
    /// it: `\0` and `\&` for the match, `` \` `` and `\'` for the text before and after it, `\\` for a
    /// backslash, and `\1` to `\9` (groups a plain-text target never has) for nothing.
    struct Replacement {
        let raw: String
        /// Whether the text holds a backslash at all; most do not, and are used as they are.
        let hasEscapes: Bool

        init(_ raw: String) {
            self.raw = raw
            hasEscapes = raw.utf8.contains(UInt8(ascii: "\\"))
        }

        func text(match: String, before: Substring, after: Substring) -> String {
            guard hasEscapes else { return raw }
            var result = ""
            var characters = raw.makeIterator()
            while let character = characters.next() {
                guard character == "\\" else {
                    result.append(character)
                    continue
                }
                guard let next = characters.next() else {
                    result.append(character)
                    break
                }
                switch next {
                case "0", "&": result += match
                case "`": result += before
                case "'": result += after
                case "\\": result.append("\\")
                case "1"..."9": break
                default:
                    result.append(character)
                    result.append(next)
                }
            }
            return result
        }
    }

    /// `replace_last`: the last occurrence of `target` replaced.
    static func replacingLast(_ target: String, with replacement: String, in text: String) -> String {
        guard let range = lastRange(of: target, in: text) else { return text }
        var result = text
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// Where `target` last starts in `text`, like Ruby's `rindex`: occurrences may overlap, so "aaa" holds
    /// its last "aa" at offset 1, which a left-to-right search for non-overlapping matches would miss.
    static func lastRange(of target: String, in text: String) -> Range<String.Index>? {
        var start = text.endIndex
        while true {
            if let end = matchEnd(of: target, in: text, at: start) { return start..<end }
            guard start > text.startIndex else { return nil }
            text.formIndex(before: &start)
        }
    }

    /// Where a match of `target` at `start` ends, or `nil` when `target` does not occur at `start`.
    static func matchEnd(of target: String, in text: String, at start: String.Index) -> String.Index? {
        var index = start
        for character in target {
            guard index < text.endIndex, text[index] == character else { return nil }
            text.formIndex(after: &index)
        }
        return index
    }

    // MARK: Splitting and trimming

    /// `split`: Ruby's `String#split` with a string pattern. `" "` splits on runs of whitespace and ignores
    /// leading whitespace, `""` splits into characters, anything else splits where it occurs; trailing empty
    /// strings are dropped either way.
    static func split(_ text: String, on separator: String) -> Value {
        var parts: [Substring]
        switch separator {
        case "": parts = text.indices.map { text[$0...$0] }
        case " ": parts = text.split(whereSeparator: \.isRubyWhitespace)
        default: parts = text.split(separator: separator, omittingEmptySubsequences: false)
        }
        while parts.last?.isEmpty == true { parts.removeLast() }
        return .array(parts.map { .string(String($0)) })
    }

    /// `squish`: the text stripped, with every run of white space inside it made one space.
    static func squished(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in stripped(text, leading: true, trailing: true) {
            if character.isRubyWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// `strip`, `lstrip`, `rstrip`: the text without leading and/or trailing whitespace and NUL characters,
    /// the set Ruby's `strip` removes.
    static func stripped(_ text: String, leading: Bool, trailing: Bool) -> String {
        let isStripped = { (character: Character) in character.isRubyWhitespace || character == "\0" }
        var kept = text[...]
        if leading { kept = kept.drop(while: isStripped) }
        // `dropLast()` slices without copying, so a long run of trailing spaces stays linear.
        while trailing, let last = kept.last, isStripped(last) { kept = kept.dropLast() }
        return String(kept)
    }

    /// `newline_to_br`: `<br />` before every line break; like Ruby Liquid, "\r\n" becomes "<br />\n".
    static func newlinesToBreaks(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isLineBreak {
                result += "<br />\n"
            } else {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Shortening

    /// `truncate`: the text cut to `length` characters (default 50), the ellipsis (default "...") included
    /// in the length. `nil` stays `nil`, as in Ruby.
    static func truncate(_ call: FilterCall) throws(FilterError) -> Value {
        if call.input == .nil { return .nil }
        let text = call.text
        let length = try call.integer(0, default: 50)
        let ellipsis = call.text(1, default: "...")
        guard text.count > length else { return .string(text) }
        // `length > ellipsis.count` first, so that the subtraction cannot overflow for huge negative lengths.
        let kept = length > ellipsis.count ? length - ellipsis.count : 0
        return .string(text.prefix(kept) + ellipsis)
    }

    /// `truncatewords`: the first `count` words (default 15, at least 1) joined by single spaces, followed by
    /// the ellipsis (default "..."), when white space follows the last of them; otherwise the text unchanged.
    /// This is Ruby Liquid's rule, which comes from `split(" ", count + 1)`: "a b " at 2 words is "a b...".
    static func truncateWords(_ call: FilterCall) throws(FilterError) -> Value {
        if call.input == .nil { return .nil }
        let text = call.text
        let limit = max(1, try call.integer(0, default: 15))
        var words: [Substring] = []
        var rest = text.drop(while: \.isRubyWhitespace)
        while !rest.isEmpty {
            let end = rest.firstIndex(where: \.isRubyWhitespace) ?? rest.endIndex
            words.append(rest[..<end])
            rest = rest[end...]
            if words.count == limit { break }
            rest = rest.drop(while: \.isRubyWhitespace)
        }
        // Ruby splits off a remainder only where white space follows the last word counted.
        guard words.count == limit, !rest.isEmpty else { return .string(text) }
        return .string(words.joined(separator: " ") + call.text(1, default: "..."))
    }

    /// `slice`: `length` (default 1) characters of a string, or items of an array, from `offset`; a negative
    /// offset counts from the end. Offsets outside the input give an empty result, as Ruby's `slice` does.
    static func slice(_ call: FilterCall) throws(FilterError) -> Value {
        let offset = try call.integer(0, default: 0)
        // Ruby Liquid takes a `nil` or `false` length for no length at all.
        let length = call.argument(1)?.isTruthy == true ? try call.integer(1, default: 1) : 1
        if case .array(let items) = call.input {
            return .array(Array(items[sliceRange(offset: offset, length: length, count: items.count)]))
        }
        let text = call.text
        let range = sliceRange(offset: offset, length: length, count: text.count)
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        return .string(String(text[start..<end]))
    }

    /// The positions Ruby's `slice(offset, length)` selects from `count` elements (empty when it selects none).
    static func sliceRange(offset: Int, length: Int, count: Int) -> Range<Int> {
        // `count + offset` cannot overflow: it only runs for negative offsets.
        let start = offset < 0 ? count + offset : offset
        guard start >= 0, start <= count, length > 0 else { return 0..<0 }
        return start..<(start + min(length, count - start))
    }
}

extension Character {
    /// The whitespace Ruby's `split(" ")` and `strip` know: space, tab, line feed, vertical tab, form feed and
    /// carriage return (and "\r\n", which Swift reads as one character).
    var isRubyWhitespace: Bool {
        switch self {
        case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n": return true
        default: return false
        }
    }

    /// A line break `strip_newlines` and `newline_to_br` act on: "\n" or "\r\n", not a lone "\r".
    var isLineBreak: Bool { self == "\n" || self == "\r\n" }
}
