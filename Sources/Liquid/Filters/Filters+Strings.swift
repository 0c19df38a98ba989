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

// MARK: - HTML, URLs and Base64

extension StandardFilters {
    /// Filters that escape or encode text for HTML, URLs and Base64.
    static let markupFilters: [FilterDefinition] = [
        FilterDefinition("escape", escape),
        FilterDefinition("h", escape),
        FilterDefinition("escape_once") { .string(htmlEscaped($0.text, keepingReferences: true)) },
        FilterDefinition("url_encode") { call in call.input == .nil ? .nil : .string(urlEncoded(call.text)) },
        FilterDefinition("url_decode", urlDecode),
        FilterDefinition("strip_html") { .string(strippingHTML($0.text)) },
        FilterDefinition("base64_encode") { .string(base64Encoded($0.text, urlSafe: false)) },
        FilterDefinition("base64_decode") { call throws(FilterError) in try base64Decode(call, urlSafe: false) },
        FilterDefinition("base64_url_safe_encode") { .string(base64Encoded($0.text, urlSafe: true)) },
        FilterDefinition("base64_url_safe_decode") { call throws(FilterError) in
            try base64Decode(call, urlSafe: true)
        },
    ]

    /// `escape` (and its alias `h`): the text with `& < > " '` as entities; `nil` stays `nil`, as in Ruby.
    static func escape(_ call: FilterCall) -> Value {
        call.input == .nil ? .nil : .string(htmlEscaped(call.text, keepingReferences: false))
    }

    /// `escape` and `escape_once`: `& < > " '` as entities; `escape_once` keeps the "&" of character
    /// references already there. This walks Unicode scalars, not characters, on purpose: "<" followed by a
    /// combining mark is one Character unequal to "<", yet a browser still reads the "<".
    static func htmlEscaped(_ text: String, keepingReferences: Bool) -> String {
        let scalars = text.unicodeScalars
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for index in scalars.indices {
            switch scalars[index] {
            case "&":
                let isReference = keepingReferences && startsCharacterReference(scalars[scalars.index(after: index)...])
                result += isReference ? "&" : "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case let scalar: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the text after an "&" completes a character reference, `name;` or `#digits;`, as Ruby Liquid's
    /// `&(?!([a-zA-Z]+|(#\d+));)` decides.
    static func startsCharacterReference(_ rest: Substring.UnicodeScalarView) -> Bool {
        let isNumeric = rest.first == "#"
        let body = isNumeric ? rest.dropFirst() : rest
        let name = body.prefix { isNumeric ? ("0"..."9").contains($0) : $0.isASCIILetter }
        return !name.isEmpty && body[name.endIndex...].first == ";"
    }

    /// `url_encode`: Ruby's `CGI.escape`: letters, digits and `_.-~` as they are, spaces as "+", and every
    /// other UTF-8 byte as `%XX`.
    static func urlEncoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte.isURLUnreserved {
                bytes.append(byte)
            } else if byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `url_decode`: Ruby's `CGI.unescape`: "+" as a space and `%XX` as a byte, malformed escapes as written.
    /// Bytes that are not UTF-8 are an error, as in Ruby Liquid; `nil` stays `nil`.
    static func urlDecode(_ call: FilterCall) throws(FilterError) -> Value {
        if call.input == .nil { return .nil }
        let source = Array(call.text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : source[index])
                index += 1
            }
        }
        guard let text = String(validUTF8: bytes) else { throw call.error("invalid byte sequence in UTF-8") }
        return .string(text)
    }

    /// The value of a hexadecimal digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `strip_html`: Ruby Liquid's two passes: first `<script>` and `<style>` elements and comments go with
    /// their content, then every remaining tag.
    static func strippingHTML(_ text: String) -> String {
        let blocks = [("<script", "</script>"), ("<!--", "-->"), ("<style", "</style>")]
        return removingSpans(from: removingSpans(from: text, blocks), [("<", ">")])
    }

    /// Removes every span from an opener to the nearest closer after it, left to right, trying the pairs in
    /// order at each position: Ruby's `gsub(/open1.*?close1|open2.*?close2/m, "")` without a regex engine.
    static func removingSpans(from text: String, _ pairs: [(open: String, close: String)]) -> String {
        let scalars = Array(text.unicodeScalars)
        var finders = pairs.map { SpanFinder(open: $0.open, close: $0.close) }
        var result = String.UnicodeScalarView()
        var index = 0
        scanning: while index < scalars.count {
            for pair in finders.indices {
                if let end = finders[pair].spanEnd(in: scalars, at: index) {
                    index = end
                    continue scanning
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    // MARK: Base64

    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `base64_encode` and `base64_url_safe_encode`: the text's UTF-8 bytes in padded Base64; the URL-safe
    /// alphabet has "-" and "_" in place of "+" and "/".
    static func base64Encoded(_ text: String, urlSafe: Bool) -> String {
        let bytes = Array(text.utf8)
        var symbols: [UInt8] = []
        symbols.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let group = bytes[start..<min(start + 3, bytes.count)]
            let bits = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
            // n bytes fill n + 1 symbols; "=" pads the group to four.
            for position in 0..<4 {
                if position <= group.count {
                    symbols.append(base64Symbol(Int(bits >> (18 - 6 * position) & 0x3F), urlSafe: urlSafe))
                } else {
                    symbols.append(UInt8(ascii: "="))
                }
            }
        }
        return String(decoding: symbols, as: UTF8.self)
    }

    /// `base64_decode` and `base64_url_safe_decode`: strict Base64 back to text, like Ruby's
    /// `strict_decode64`; the URL-safe form may leave out its padding, as `urlsafe_decode64` allows.
    /// Malformed Base64, or bytes that are not UTF-8 text, are errors.
    static func base64Decode(_ call: FilterCall, urlSafe: Bool) throws(FilterError) -> Value {
        var symbols = Array(call.text.utf8)
        if urlSafe, symbols.last != UInt8(ascii: "=") {
            symbols += repeatElement(UInt8(ascii: "="), count: (4 - symbols.count % 4) % 4)
        }
        guard let bytes = base64Bytes(symbols, urlSafe: urlSafe) else { throw call.error("invalid base64") }
        guard let text = String(validUTF8: bytes) else { throw call.error("decoded bytes are not UTF-8 text") }
        return .string(text)
    }

    /// The bytes padded Base64 `symbols` encode, or `nil` when they are not well-formed.
    static func base64Bytes(_ symbols: [UInt8], urlSafe: Bool) -> [UInt8]? {
        let padding = symbols.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard symbols.count % 4 == 0, padding <= 2 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(symbols.count / 4 * 3)
        var bits: UInt32 = 0
        for (position, symbol) in symbols.dropLast(padding).enumerated() {
            guard let value = base64Value(symbol, urlSafe: urlSafe) else { return nil }
            bits = bits << 6 | UInt32(value)
            if position % 4 == 3 {
                for shift: UInt32 in [16, 8, 0] { bytes.append(UInt8(truncatingIfNeeded: bits >> shift)) }
                bits = 0
            }
        }
        // A padded last group holds 18 bits (two bytes and two spare bits) or 12 bits (one byte and four).
        switch padding {
        case 1: bytes += [UInt8(truncatingIfNeeded: bits >> 10), UInt8(truncatingIfNeeded: bits >> 2)]
        case 2: bytes.append(UInt8(truncatingIfNeeded: bits >> 4))
        default: break
        }
        return bytes
    }

    /// The symbol for a six-bit value.
    static func base64Symbol(_ value: Int, urlSafe: Bool) -> UInt8 {
        switch (value, urlSafe) {
        case (62, true): return UInt8(ascii: "-")
        case (63, true): return UInt8(ascii: "_")
        default: return base64Alphabet[value]
        }
    }

    /// The six-bit value of a symbol, or `nil` for a byte outside the alphabet.
    static func base64Value(_ symbol: UInt8, urlSafe: Bool) -> UInt8? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return symbol - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return symbol - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return symbol - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+") where !urlSafe, UInt8(ascii: "-") where urlSafe: return 62
        case UInt8(ascii: "/") where !urlSafe, UInt8(ascii: "_") where urlSafe: return 63
        default: return nil
        }
    }
}

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

extension Unicode.Scalar {
    /// "a" to "z" or "A" to "Z".
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension UInt8 {
    /// The bytes `url_encode` keeps: ASCII letters and digits and `_ . - ~`.
    var isURLUnreserved: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
